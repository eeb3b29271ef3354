// nvcc's default -fmad=true: a*b+c becomes an fma in the kernel's code and
// in the libdevice functions it calls, under NVVM's rule (ContractLikeNvvm:
// contract-like-nvvm.cu). Inside libdevice NVPTX's own aggressive fusion had
// cost tgammaf its documented 5-ulp bound (7 ulp); under NVVM's rule its PTX
// has nvcc's 50 fmas, and its other adds and multiplies are plain add.f32 /
// mul.f32 as in nvcc's PTX (ptxas may still fuse those), not .rn.
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=IR
// RUN: kilnc %s --arch=sm_90 | FileCheck %s --check-prefix=PTX
// REQUIRES: libdevice

// PTX-LABEL: .entry axpy(
// PTX: fma.rn.f32
extern "C" __global__ void axpy(const float* a, const float* b, float* c) {
  int i = threadIdx.x;
  c[i] = a[i] * b[i] + c[i];
}

// IR-LABEL: define {{.*}} @gamma_kernel(
// IR: fmul contract
// IR: ret void
// PTX-LABEL: .entry gamma_kernel(
// PTX-COUNT-50: fma.rn.f32
// PTX-NOT: fma.rn.f32
// PTX: ret;
extern "C" __global__ void gamma_kernel(const float* a, float* c) {
  int i = threadIdx.x;
  c[i] = tgammaf(a[i]);
}

// PTX-LABEL: .entry gamma_plain_ops(
// PTX: {{^[[:space:]]}}mul.f32
// PTX: {{^[[:space:]]}}add.f32
// PTX: ret;
extern "C" __global__ void gamma_plain_ops(const float* a, float* c) {
  int i = threadIdx.x;
  c[i] = tgammaf(a[i]);
}
