// cp_async_ptx_2d_tile_chunks_double_buffer without the barrier that ends the
// reads of a stage: in iteration k + 1 a thread's cp.async refills stage k & 1
// (chunk c at &tile[k & 1][c / 16][(c % 16) * 4]) while a slower thread may
// still sum a column of it (thread 0 copies into tile[0][0][0..3], which
// threads 0..3 read).
// LAUNCH: grid=2 block=256 args=a:f32[32768]:rand out:f32[512]:zero ntiles:i32=4
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 64
#define CHUNKS (TILE * TILE / 4)

__device__ __forceinline__ void cp_async16(void *smem, const void *gmem) {
  const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(gmem));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

__device__ __forceinline__ void load_tile(float (*dst)[TILE], const float *src) {
  for (int c = threadIdx.x; c < CHUNKS; c += blockDim.x)
    // The finding is at cp_async16's asm, called from this line.
    // CHECK: cp_async_ptx_2d_tile_no_refill_sync.cu:{{[0-9]+}}: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+1]]{{(,|$)}}
    cp_async16(&dst[c / 16][(c % 16) * 4], src + c * 4);
}

extern "C" __global__ void __launch_bounds__(256) cp_async_ptx_2d_tile_no_refill_sync(const float *a, float *out,
                                                                                            int ntiles) {
  __shared__ __align__(16) float tile[2][TILE][TILE];
  const float *src = a + (size_t)blockIdx.x * ntiles * TILE * TILE;
  const int t = threadIdx.x;
  float acc = 0.0f;
  load_tile(tile[0], src);
  cp_async_commit();
  for (int k = 0; k < ntiles; ++k) {
    if (k + 1 < ntiles) load_tile(tile[(k + 1) & 1], src + (size_t)(k + 1) * TILE * TILE);
    cp_async_commit();
    cp_async_wait<1>();
    __syncthreads();
    if (t < TILE)
      for (int r = 0; r < TILE; ++r) acc += tile[k & 1][r][t];
  }
  if (t < TILE) out[blockIdx.x * 256 + t] = acc;
}
