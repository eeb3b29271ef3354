// Block-wide inclusive scan from warp scans (the CUB-style spelling with
// threadIdx.x >> 5 and & 31): each warp scans with __shfl_up_sync, lane 31
// stores the warp total in s[warp], warp 0 scans the totals in place with
// shuffles, and every warp adds the total of the warps before it.
// LAUNCH: grid=4 block=256 args=in:i32[1024]:rand(0,9) out:i32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) scan_warp_shuffle_then_warp_totals(const int *in, int *out) {
  __shared__ int s[8];
  int t = threadIdx.x;
  int lane = t & 31, warp = t >> 5;
  int v = in[blockIdx.x * 256 + t];
  for (int o = 1; o < 32; o <<= 1) {
    int u = __shfl_up_sync(0xffffffff, v, o);
    if (lane >= o) v += u;
  }
  if (lane == 31) s[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int w = lane < 8 ? s[lane] : 0;
    for (int o = 1; o < 8; o <<= 1) {
      int u = __shfl_up_sync(0xffffffff, w, o);
      if (lane >= o) w += u;
    }
    if (lane < 8) s[lane] = w;
  }
  __syncthreads();
  if (warp > 0) v += s[warp - 1];
  out[blockIdx.x * 256 + t] = v;
}
