// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DREAD_NEIGHBOUR 2>&1 | FileCheck %s --check-prefix=RACE
// Issue 10/11 (branch sync31): VkFFT's generated kernels keep one 64-point
// transform per row of a 16x8 block, `sdata[threadIdx.y * 64 + threadIdx.x +
// 16 * r]`: each of a row's 16 threads owns the elements at offsets 0, 16,
// 32 and 48. The flat-row rule took `threadIdx.y * 64 + threadIdx.x` to mean
// blockDim.x is 64, and with 64 threads a row the offsets collide (a false
// write-after-write error). Offsets that are exactly the multiples of g below
// the row length say g threads share a row (with 64, thread 63's +48 would
// land in the next row). Reading a neighbour's element before the barrier
// is still a race (within the half-warp of a row).
extern "C" __global__ void __launch_bounds__(128) fft_rows(const float2 *in, float2 *out) {
  extern __shared__ float2 sdata[];
  const unsigned row = threadIdx.y * 64;
  const unsigned base = (blockIdx.x * blockDim.y + threadIdx.y) * 64;
  sdata[row + threadIdx.x + 0] = in[base + threadIdx.x + 0];
  sdata[row + threadIdx.x + 16] = in[base + threadIdx.x + 16];
  sdata[row + threadIdx.x + 32] = in[base + threadIdx.x + 32];
  sdata[row + threadIdx.x + 48] = in[base + threadIdx.x + 48];
#ifdef READ_NEIGHBOUR
  // RACE: flat-row-offset-threads.cu:[[@LINE+1]]:{{.*}} error: warp-synchronous shared-memory access without __syncwarp(){{.*}}(read-after-write){{.*}}with a 16x8 block, assuming blockDim.x is 16 (each of the 64-element rows{{.*}}threads
  float2 a = sdata[row + (threadIdx.x + 1) % 16];
#endif
  __syncthreads();
  float2 v = sdata[row + threadIdx.x * 4];
#ifdef READ_NEIGHBOUR
  v.x += a.x;
#endif
  out[base + threadIdx.x] = v;
}
