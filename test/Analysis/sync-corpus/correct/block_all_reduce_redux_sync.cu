// Block all-reduce with sm_80's __reduce_add_sync: warps reduce in hardware,
// lane 0 stores the warp's sum, warp 0 reduces the sums and publishes the
// total; the same slots and total are reused for a second reduction (sum of
// squared deviations): the barrier after the second round of slot stores
// also orders every thread's read of the first total before the second.
// LAUNCH: grid=4 block=256 args=out:i32[8]:zero in:i32[1024]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) block_all_reduce_redux_sync(int *out, const int *in) {
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
  __syncthreads();
  if (warp == 0) {
    int w = __reduce_add_sync(0xffffffffu, lane < 8 ? sums[lane] : 0);
    if (lane == 0) total = w;
  }
  __syncthreads();
  if (t == 0) {
    out[2 * blockIdx.x] = mean;
    out[2 * blockIdx.x + 1] = total;
  }
}
