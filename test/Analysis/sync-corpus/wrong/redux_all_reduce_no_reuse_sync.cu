// block_all_reduce_redux_sync without the barrier after the second round of
// slot stores: warp 0 reads sums[lane] while other warps still store into
// them, and its lane 0 stores the second total while others may still read
// the first.
// LAUNCH: grid=4 block=256 args=out:i32[8]:zero in:i32[1024]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) redux_all_reduce_no_reuse_sync(int *out, const int *in) {
  __shared__ int sums[8];
  __shared__ int total;
  int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  int v = in[blockIdx.x * 256 + t];
  int s = __reduce_add_sync(0xffffffffu, v);
  if (lane == 0) sums[warp] = s;
  __syncthreads();
  if (warp == 0) {
    int w = __reduce_add_sync(0xffffffffu, lane < 8 ? sums[lane] : 0);
    if (lane == 0) total = w;
  }
  __syncthreads();
  int mean = total / 256;
  int dev = (v - mean) * (v - mean);
  s = __reduce_add_sync(0xffffffffu, dev);
  if (lane == 0) sums[warp] = s;
  if (warp == 0) {
    // CHECK: redux_all_reduce_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    int w = __reduce_add_sync(0xffffffffu, lane < 8 ? sums[lane] : 0);
    if (lane == 0) total = w;
  }
  __syncthreads();
  if (t == 0) {
    out[2 * blockIdx.x] = mean;
    out[2 * blockIdx.x + 1] = total;
  }
}
