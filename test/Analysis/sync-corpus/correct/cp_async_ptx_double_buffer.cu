// Double-buffered 1-D smoothing with hand-written cp.async PTX, as CUTLASS-era
// code spells it: each thread issues 4-byte cp.async copies for the next chunk
// into the other stage, commits the group, waits for all but the newest group
// (cp.async.wait_group 1), and a barrier makes every thread's copies visible
// before the chunk is read at a neighbour's index. A second barrier ends the
// reads of a stage before it is refilled.
// LAUNCH: grid=4 block=256 tol=1e-5 args=in:f32[8448]:rand out:f32[8192]:zero nchunks:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 256

__device__ __forceinline__ void cp_async4(void *smem_ptr, const void *gmem_ptr) {
  unsigned saddr = static_cast<unsigned>(__cvta_generic_to_shared(smem_ptr));
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(saddr), "l"(gmem_ptr));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

extern "C" __global__ void cp_async_ptx_double_buffer(const float *in, float *out, int nchunks) {
  __shared__ float buf[2][CHUNK + 1];
  const float *src = in + blockIdx.x * nchunks * CHUNK / 4;
  float *dst = out + blockIdx.x * nchunks * CHUNK / 4;
  const int t = threadIdx.x;
  const int chunks = nchunks / 4;

  cp_async4(&buf[0][t], &src[t]);
  if (t == 0)
    cp_async4(&buf[0][CHUNK], &src[CHUNK]);
  cp_async_commit();

  for (int c = 0; c < chunks; ++c) {
    if (c + 1 < chunks) {
      cp_async4(&buf[(c + 1) & 1][t], &src[(c + 1) * CHUNK + t]);
      if (t == 0)
        cp_async4(&buf[(c + 1) & 1][CHUNK], &src[(c + 2) * CHUNK]);
    }
    cp_async_commit();
    cp_async_wait<1>();
    __syncthreads();
    const float *cur = buf[c & 1];
    dst[c * CHUNK + t] = 0.5f * (cur[t] + cur[t + 1]);
    __syncthreads();
  }
}
