// Double-buffered smoothing with cp.async PTX where the barrier after
// cp.async.wait_group is missing: the wait covers only the thread's own
// copies, so reading the neighbour's element cur[t + 1] races with the
// neighbour's copy into it.
// LAUNCH: grid=4 block=256 tol=1e-5 args=in:f32[8448]:rand out:f32[8192]:zero nchunks:i32=8
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 256

__device__ __forceinline__ void cp_async4(void *smem_ptr, const void *gmem_ptr) {
  unsigned saddr = static_cast<unsigned>(__cvta_generic_to_shared(smem_ptr));
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(saddr), "l"(gmem_ptr));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

extern "C" __global__ void cp_async_ptx_read_without_barrier(const float *in, float *out, int nchunks) {
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
    const float *cur = buf[c & 1];
    // CHECK: cp_async_ptx_read_without_barrier.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    dst[c * CHUNK + t] = 0.5f * (cur[t] + cur[t + 1]);
    __syncthreads();
  }
}
