// Non-const by-value struct kernel parameters that the kernel only reads are
// read where the launch put them (simt-params-in-place: simt.param_address
// once callees are inlined), as nvcc reads them: no local frame, no st.local,
// ld.param by a thread-dependent address. nvcc copies a by-value struct to
// local memory only when the kernel writes it or its address escapes; so
// does kilnc. Before, each of the read-only kernels below stored the whole
// struct to a local frame at entry and read it back with ld.local.
// RUN: kilnc %s --arch=sm_90 --emit=mlir -o - | FileCheck %s --check-prefix=FRONT
// RUN: kilnc %s --arch=sm_90 --emit=simt -o - | FileCheck %s --check-prefix=SIMT
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 -O3 %s -o %t.nvcc.ptx %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=NVCC < %t.nvcc.ptx %}

struct Lut {
  float w[32];
  int n;
  __device__ float at(int i) const { return w[i & 31]; }
};

__device__ float scaled(const Lut &l, int i) { return l.at(i) * (float)l.n; }
__device__ __noinline__ float far(const Lut *l, int i) { return l->w[i & 31]; }

// The frontend still makes the copy (the kernel could write it); the pass,
// after inlining, sees only reads.
// FRONT-LABEL: func.func @_Z7indexed3LutPKiPf(
// FRONT: simt.alloca
// FRONT: simt.store %arg0
// SIMT-LABEL: func.func @_Z7indexed3LutPKiPf(
// SIMT-NOT: simt.alloca
// SIMT: simt.param_address %arg0
// SIMT: simt.load {{.*}} : !simt.ptr<f32, param> -> f32
// CHECK-LABEL: .entry _Z7indexed3LutPKiPf(
// CHECK-NOT: .local
// CHECK-NOT: st.local
// CHECK: ld.param.b32 %r{{[0-9]+}}, [%rd
// CHECK: ret;
// NVCC-LABEL: .entry _Z7indexed3LutPKiPf(
// NVCC-NOT: .local
// NVCC: ret;
__global__ void indexed(Lut p, const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = p.w[idx[i] & 31] * (float)p.n;
}

// Read through a const member function and a const-reference helper: once
// inlined, these are reads of the parameter too.
// SIMT-LABEL: func.func @_Z7members3LutPKiPf(
// SIMT-NOT: simt.alloca
// SIMT: simt.param_address %arg0
// CHECK-LABEL: .entry _Z7members3LutPKiPf(
// CHECK-NOT: .local
// CHECK: ret;
// NVCC-LABEL: .entry _Z7members3LutPKiPf(
// NVCC-NOT: .local
// NVCC: ret;
__global__ void members(Lut p, const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = scaled(p, idx[i]) + p.at(i);
}

// Written before it is read by a dynamic index: the kernel's own copy, in
// local memory (nvcc keeps one too).
// SIMT-LABEL: func.func @_Z7written3LutPKiPf(
// SIMT-NOT: simt.param_address
// SIMT: simt.alloca
// CHECK-LABEL: .entry _Z7written3LutPKiPf(
// CHECK: .local
// CHECK: st.local
// CHECK: ret;
// NVCC-LABEL: .entry _Z7written3LutPKiPf(
// NVCC: .local
// NVCC: ret;
__global__ void written(Lut p, const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  p.w[i & 31] += 1.0f;
  out[i] = p.w[idx[i] & 31];
}

// The address escapes into a call kilnc does not inline, which could write
// it: a copy (nvcc's choice as well).
// SIMT-LABEL: func.func @_Z7escapes3LutPKiPf(
// SIMT-NOT: simt.param_address
// SIMT: simt.alloca
// CHECK-LABEL: .entry _Z7escapes3LutPKiPf(
// CHECK: .local
// CHECK: ret;
// NVCC-LABEL: .entry _Z7escapes3LutPKiPf(
// NVCC: .local
// NVCC: ret;
__global__ void escapes(Lut p, const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = far(&p, idx[i]);
}

// Copied into a local that is then written: the parameter itself is only
// read (the copy's source), so it stays in place; the copy, indexed by the
// thread, is the local frame (nvcc has one here too).
// SIMT-LABEL: func.func @_Z9copied_in3LutPKiPf(
// SIMT: simt.param_address %arg0
// CHECK-LABEL: .entry _Z9copied_in3LutPKiPf(
// CHECK: ret;
__global__ void copied_in(Lut p, const int *idx, float *out) {
  Lut q = p;
  q.n += idx[0];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = q.w[i & 31] * (float)q.n + p.w[idx[i] & 31];
}
