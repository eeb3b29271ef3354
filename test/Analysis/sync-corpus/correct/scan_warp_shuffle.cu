// Block-wide inclusive scan from warp scans: __shfl_up_sync inside each warp,
// the warp totals parked in shared memory, warp 0 scans the totals, and each
// warp adds the total of the warps before it.
// LAUNCH: grid=20 block=512 args=in:i32[10000]:rand(0,10) out:i32[10000]:zero n:i32=10000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_warp_shuffle(const int *in, int *out, int n) {
  __shared__ int warp_sums[32];
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;

  int v = (gid < n) ? in[gid] : 0;
  for (int o = 1; o < 32; o <<= 1) {
    int y = __shfl_up_sync(0xffffffff, v, o);
    if (lane >= o) v += y;
  }
  if (lane == 31) warp_sums[warp] = v;
  __syncthreads();

  if (warp == 0) {
    int s = (lane < (blockDim.x >> 5)) ? warp_sums[lane] : 0;
    for (int o = 1; o < 32; o <<= 1) {
      int y = __shfl_up_sync(0xffffffff, s, o);
      if (lane >= o) s += y;
    }
    warp_sums[lane] = s;
  }
  __syncthreads();

  if (warp > 0) v += warp_sums[warp - 1];
  if (gid < n) out[gid] = v;
}
