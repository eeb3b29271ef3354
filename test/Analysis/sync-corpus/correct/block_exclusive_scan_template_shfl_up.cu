// Block-wide exclusive scan with a block-size template (CUB's BlockScan with
// WARP_SCANS, written by hand): each warp scans with __shfl_up_sync (the add is
// guarded by `lane >= d`, the shuffle is not), lane 31 parks the warp total in
// shared memory, warp 0 scans the BLOCK / 32 totals the same way in place, and
// every thread adds the inclusive total of the warps before its own.
// LAUNCH: kernel=_Z25block_exclusive_scan_tmplILi512EEvPKiPiS2_ grid=4 block=512 args=in:i32[2048]:rand out:i32[2048]:zero sums:i32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) block_exclusive_scan_tmpl(const int *in, int *out, int *block_sums) {
  constexpr int WARPS = BLOCK / 32;
  __shared__ int warp_sums[WARPS];
  const int tid = threadIdx.x, lane = tid % 32, wid = tid / 32;
  const int gid = blockIdx.x * BLOCK + tid;
  const int x = in[gid];
  int v = x;
#pragma unroll
  for (int d = 1; d < 32; d *= 2) {
    int y = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += y;
  }
  if (lane == 31) warp_sums[wid] = v;
  __syncthreads();
  if (wid == 0) {
    int s = lane < WARPS ? warp_sums[lane] : 0;
#pragma unroll
    for (int d = 1; d < WARPS; d *= 2) {
      int y = __shfl_up_sync(0xffffffffu, s, d);
      if (lane >= d) s += y;
    }
    if (lane < WARPS) warp_sums[lane] = s;
  }
  __syncthreads();
  const int carry = wid > 0 ? warp_sums[wid - 1] : 0;
  out[gid] = carry + v - x;
  if (tid == BLOCK - 1) block_sums[blockIdx.x] = carry + v;
}

template __global__ void block_exclusive_scan_tmpl<512>(const int *, int *, int *);
