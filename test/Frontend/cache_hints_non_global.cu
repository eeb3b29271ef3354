// A cache-operator load or store (__ldcs, __stcs, ...) on a __shared__ or
// local element compiles, as under nvcc: the hint is for global memory and
// is dropped once the access is known to be elsewhere (an ld.shared, an
// ld.local or a register). kilnc failed verification in the canonicalizer
// ("'simt.load' op a cache operator applies to global memory, not shared").
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// The frontend's access is on the generic pointer, with the hint.
// CHECK-LABEL: func.func @_Z13shared_streamPf(
// CHECK: simt.load cache(cs) %{{.*}} : !simt.ptr<f32, generic> -> f32
// PTX-LABEL: .entry _Z13shared_streamPf(
// PTX-NOT: ld.global.cs
// PTX: ld.shared.b32
// PTX: ret;
__global__ void shared_stream(float *out) {
  __shared__ float tile[256];
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = __ldcs(&tile[threadIdx.x ^ 1]);
}

// CHECK-LABEL: func.func @_Z12local_streamPf(
// CHECK: simt.store cache(cs) %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, generic>
// PTX-LABEL: .entry _Z12local_streamPf(
// PTX-NOT: st.global.cs
// PTX: ret;
__global__ void local_stream(float *out) {
  float acc[4] = {0.f, 1.f, 2.f, 3.f};
  __stcs(&acc[threadIdx.x & 3], out[threadIdx.x]);
  out[threadIdx.x] = acc[1] + acc[2];
}
