// scan_warp_shuffle_then_warp_totals without the barrier after warp 0 scans the
// totals: the other warps read s[warp - 1] while warp 0 still rewrites it.
// LAUNCH: grid=4 block=256 args=in:i32[1024]:rand(0,9) out:i32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) scan_warp_totals_no_second_sync(const int *in, int *out) {
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
  // CHECK: scan_warp_totals_no_second_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  if (warp > 0) v += s[warp - 1];
  out[blockIdx.x * 256 + t] = v;
}
