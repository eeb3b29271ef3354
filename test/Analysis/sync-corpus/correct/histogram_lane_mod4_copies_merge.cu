// Byte histogram with four privatised copies per block, picked by lane & 3
// so neighbouring lanes hit different copies (less atomic contention): the
// copies are cleared by a block-strided loop, filled with shared atomics
// over a grid-stride loop, then each bin's four copies are summed into the
// global histogram. Barriers after the clear and before the merge.
// LAUNCH: grid=4 block=256 args=in:u8[8192]:rand(0,256) n:i32=8192 hist:u32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) histogram_lane_mod4_copies_merge(const unsigned char *in, int n, unsigned *hist) {
  __shared__ unsigned copies[4][256];
  const int copy = threadIdx.x & 3;
  for (int i = threadIdx.x; i < 4 * 256; i += blockDim.x)
    copies[i / 256][i % 256] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&copies[copy][in[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x) {
    const unsigned sum = copies[0][b] + copies[1][b] + copies[2][b] + copies[3][b];
    if (sum)
      atomicAdd(&hist[b], sum);
  }
}
