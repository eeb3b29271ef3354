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

// Written before it is read by a dynamic index: the kernel's own copy (nvcc
// keeps one in local memory; kilnc's copy, two run-time accesses outside
// loops, becomes registers: Target/scalarize-small-local-arrays.cu).
// SIMT-LABEL: func.func @_Z7written3LutPKiPf(
// SIMT-NOT: simt.param_address
// SIMT: simt.alloca
// CHECK-LABEL: .entry _Z7written3LutPKiPf(
// CHECK: ld.param.{{[bf]}}32 {{.*}}[_Z7written3LutPKiPf_param_0+124];
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

struct Tables {
  float a[32];
  float b[32];
  int n;
};

// One of two member arrays chosen at run time (`c ? p.a : p.b`: a join of two
// addresses of the copy), and a pointer into the copy walked by a loop (a
// loop-carried address): both are the parameter's, read in place as nvcc does.
// SIMT-LABEL: func.func @_Z6chosen6TablesPKiPf(
// SIMT-NOT: simt.alloca
// SIMT: simt.param_address %arg0
// CHECK-LABEL: .entry _Z6chosen6TablesPKiPf(
// CHECK-NOT: .local
// CHECK: ld.param.b32 %r{{[0-9]+}}, [%rd
// CHECK: ret;
// NVCC-LABEL: .entry _Z6chosen6TablesPKiPf(
// NVCC-NOT: .local
// NVCC: ret;
__global__ void chosen(Tables t, const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *tbl = (idx[i] & 1) ? t.a : t.b;
  out[i] = tbl[idx[i] & 31];
}

// SIMT-LABEL: func.func @_Z6walked6TablesPKiPf(
// SIMT-NOT: simt.alloca
// SIMT: simt.param_address %arg0
// CHECK-LABEL: .entry _Z6walked6TablesPKiPf(
// CHECK-NOT: .local
// CHECK: ret;
// NVCC-LABEL: .entry _Z6walked6TablesPKiPf(
// NVCC-NOT: .local
// NVCC: ret;
__global__ void walked(Tables t, const int *idx, float *out) {
  const float *w = t.a;
  float acc = 0.f;
  for (int k = 0; k < t.n; ++k) acc += *w++ * idx[k];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// Joined with a pointer from elsewhere (global memory) as a generic address:
// the copy's part is the parameter's generic address (nvcc: cvta.param and a
// generic load), so the parameter still stays in place.
// SIMT-LABEL: func.func @_Z5mixed6TablesPKfPKiPf(
// SIMT-NOT: simt.alloca
// SIMT: simt.param_address %arg0
// SIMT: simt.ptr_cast {{.*}}, param> to !simt.ptr<{{.*}}, generic>
// CHECK-LABEL: .entry _Z5mixed6TablesPKfPKiPf(
// CHECK-NOT: .local
// CHECK: cvta.param.u64
// CHECK: ret;
// NVCC-LABEL: .entry _Z5mixed6TablesPKfPKiPf(
// NVCC-NOT: .local
// NVCC: cvta.param.u64
// NVCC: ret;
__global__ void mixed(Tables t, const float *g, const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *tbl = (idx[i] & 1) ? t.a : g;
  out[i] = tbl[idx[i] & 31];
}
