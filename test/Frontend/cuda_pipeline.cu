// <cuda_pipeline.h> / <cuda_pipeline_primitives.h> in kilnc: __pipeline_memcpy_async is the
// cp.async nvcc emits (.cg for 16 bytes, .ca for 4 and 8, src-size = size - zfill),
// __pipeline_commit / __pipeline_wait_prior are cp.async.commit_group / wait_group N, and the
// sync checks follow the copies: a double-buffered loop with wait + barrier is clean, a read of a
// stage whose copies are still in flight (no wait) is an error, and one without the barrier after
// the wait is an error too (other threads' copies are not ordered).
// RUN: kilnc %s --arch=sm_90 -DOK -o %t.90.ptx 2>%t.ok; FileCheck %s --check-prefix=OK --allow-empty < %t.ok
// RUN: FileCheck %s --check-prefix=PTX < %t.90.ptx
// RUN: kilnc %s --arch=sm_80 -DOK -o %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.90.ptx -o /dev/null && %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 -DOK --emit=simt | FileCheck %s --check-prefix=SIMT
// RUN: not kilnc %s --arch=sm_90 -DNO_WAIT --emit=simt 2>&1 | FileCheck %s --check-prefix=NOWAIT
// RUN: not kilnc %s --arch=sm_90 -DNO_BARRIER --emit=simt 2>&1 | FileCheck %s --check-prefix=NOBAR
// OK-NOT: error
// OK-NOT: warning
#include <cuda_pipeline.h>

#ifdef OK
// PTX-LABEL: .entry copies(
// PTX: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, 16;
// PTX: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 8, 8;
// PTX: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 4, 4;
// PTX: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
// PTX: cp.async.commit_group;
// PTX: cp.async.wait_group 0;
// PTX: bar.sync 0;
// SIMT-LABEL: func.func @copies(
// SIMT-NOT: simt.is_space
// SIMT: simt.inline_asm volatile "cp.async.cg.shared.global [$0], [$1], 16, 16;"
extern "C" __global__ void copies(const int4 *a, const int2 *b, const int *c, int4 *out, int zfill) {
  __shared__ int4 s16[128];
  __shared__ int2 s8[128];
  __shared__ int s4[128];
  __shared__ int4 z[128];
  int t = threadIdx.x;
  __pipeline_memcpy_async(&s16[t], &a[t], sizeof(int4));
  __pipeline_memcpy_async(&s8[t], &b[t], sizeof(int2));
  __pipeline_memcpy_async(&s4[t], &c[t], sizeof(int));
  __pipeline_memcpy_async(&z[t], &a[t], 16, zfill);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  int r = 127 - t;
  out[t] = make_int4(s16[r].x + z[r].x, s8[r].y, s4[r], z[r].w);
}

// The double-buffered loop of the programming guide: stage t + 1 in flight while stage t is read.
// PTX-LABEL: .entry double_buffer(
// PTX: cp.async.wait_group 1;
extern "C" __global__ void double_buffer(const float *in, float *out, int tiles) {
  __shared__ float stage[2][256];
  int t = threadIdx.x;
  float acc = 0.0f;
  __pipeline_memcpy_async(&stage[0][t], &in[t], sizeof(float));
  __pipeline_commit();
  for (int i = 0; i < tiles; i++) {
    if (i + 1 < tiles)
      __pipeline_memcpy_async(&stage[(i + 1) & 1][t], &in[(i + 1) * 256 + t], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();
    acc += stage[i & 1][255 - t];
    __syncthreads();
  }
  out[blockIdx.x * 256 + t] = acc;
}

// The C++ API: pipeline::commit / wait_prior and memcpy_async of a 16-byte object.
// PTX-LABEL: .entry cxx_api(
// PTX: cp.async.cg.shared.global
// PTX: cp.async.commit_group;
// PTX: cp.async.wait_group 0;
extern "C" __global__ void cxx_api(const float4 *in, float4 *out) {
  __shared__ float4 s[64];
  nvcuda::experimental::pipeline pipe;
  nvcuda::experimental::memcpy_async(s[threadIdx.x], in[threadIdx.x], pipe);
  pipe.commit();
  pipe.wait_prior<0>();
  __syncthreads();
  out[threadIdx.x] = s[63 - threadIdx.x];
}
#endif

#ifdef NO_WAIT
// NOWAIT: cuda_pipeline.cu:[[@LINE+8]]:{{[0-9]+}}: error:
// NOWAIT-SAME: shared-memory race (read-after-write): this read of @no_wait.s may overlap an asynchronous copy (cp.async) that no cp.async wait has retired
extern "C" __global__ void no_wait(const float *in, float *out) {
  __shared__ float s[256];
  int t = threadIdx.x;
  __pipeline_memcpy_async(&s[t], &in[t], sizeof(float));
  __pipeline_commit();
  __syncthreads();
  out[t] = s[255 - t];
}
#endif

#ifdef NO_BARRIER
// NOBAR: cuda_pipeline.cu:[[@LINE+8]]:{{[0-9]+}}: error:
extern "C" __global__ void no_barrier(const float *in, float *out) {
  __shared__ float s[256];
  int t = threadIdx.x;
  __pipeline_memcpy_async(&s[t], &in[t], sizeof(float));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  // Missing __syncthreads(): thread t reads thread 255 - t's copy.
  out[t] = s[255 - t];
}
#endif
