// nvcc's default -fmad=true: the kernel's own a*b+c becomes an fma, while the
// libdevice code it calls keeps its rounding (contracting inside libdevice
// cost tgammaf its documented 5-ulp bound on the GPU).
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
// IR-NOT: contract
// IR: ret void
extern "C" __global__ void gamma_kernel(const float* a, float* c) {
  int i = threadIdx.x;
  c[i] = tgammaf(a[i]);
}
