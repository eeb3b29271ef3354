// segmented_scan_warp_shuffle_flags without the barrier after warp 0 stores the carries: other
// warps read warp_carry before it is written.
// LAUNCH: grid=4 block=256 args=vals:i32[1024]:rand heads:i32[1024]:rand(0,8) out:i32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define FULL 0xffffffffu

// Inclusive segmented scan of one warp: returns the scan, sets *any_head when the warp has one.
__device__ int warp_seg_scan(int v, bool head, int lane, bool *any_head) {
  unsigned heads = __ballot_sync(FULL, head);
  // Lanes at or below mine whose head flag is set; the nearest one starts my segment.
  unsigned below = heads & (0xffffffffu >> (31 - lane));
  int seg_start = below ? 31 - __clz(below) : 0;
  for (int d = 1; d < 32; d <<= 1) {
    int up = __shfl_up_sync(FULL, v, d);
    if (lane - d >= seg_start)
      v += up;
  }
  *any_head = heads != 0;
  return v;
}

extern "C" __global__ void __launch_bounds__(256) segmented_scan_no_carry_sync(const int *vals, const int *heads,
                                                                                     int *out) {
  __shared__ int warp_total[8];
  __shared__ int warp_has_head[8];
  __shared__ int warp_carry[8];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  const int g = blockIdx.x * blockDim.x + t;
  const bool head = heads[g] == 0 || t == 0;
  bool any;
  int v = warp_seg_scan(vals[g], head, lane, &any);
  // Does any head lie at or before this lane in the warp?
  unsigned hb = __ballot_sync(FULL, head) & (0xffffffffu >> (31 - lane));
  if (lane == 31) {
    warp_total[warp] = v;
    warp_has_head[warp] = any;
  }
  __syncthreads();
  if (warp == 0) {
    int tot = lane < 8 ? warp_total[lane] : 0;
    bool h = lane < 8 ? warp_has_head[lane] != 0 : true;
    bool unused;
    int inc = warp_seg_scan(tot, h, lane, &unused);
    // Exclusive: what flows into warp lane from the warps before it.
    int ex = __shfl_up_sync(FULL, inc, 1);
    if (lane < 8)
      warp_carry[lane] = lane == 0 ? 0 : ex;
  }
  if (!hb)
    // CHECK: segmented_scan_no_carry_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    v += warp_carry[warp];
  out[g] = v;
}
