// stream_compact_single_block_padded_tiles without the barrier between reading
// the running offset and thread 0 advancing it: thread 0 may write s_base
// before another thread has read it.
// LAUNCH: grid=1 block=256 args=in:i32[3000]:rand out:i32[3000]:zero count:i32[1]:zero n:i32=3000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void stream_compact_base_update_no_sync(const int *in, int *out, int *count, int n) {
  __shared__ int warp_totals[32];
  __shared__ int s_base;
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  const int nwarps = blockDim.x >> 5;
  if (threadIdx.x == 0)
    s_base = 0;
  __syncthreads();

  const int padded = (n + blockDim.x - 1) / blockDim.x * blockDim.x;
  for (int i = threadIdx.x; i < padded; i += blockDim.x) {
    const int v = i < n ? in[i] : 0;
    const int keep = i < n && (v % 3) != 0;
    int incl = keep;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      const int u = __shfl_up_sync(0xffffffffu, incl, d);
      if (lane >= d)
        incl += u;
    }
    if (lane == 31)
      warp_totals[warp] = incl;
    __syncthreads();
    int before = 0, total = 0;
    for (int w = 0; w < nwarps; w++) {
      const int x = warp_totals[w];
      before += w < warp ? x : 0;
      total += x;
    }
    const int base = s_base;
    if (keep)
      out[base + before + incl - 1] = v;
    if (threadIdx.x == 0)
      // CHECK: stream_compact_base_update_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      s_base = base + total;
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *count = s_base;
}
