// histogram_interleaved_warp_copies without the barrier before the merge: thread
// b sums the copies of bin b while other warps still add into them.
// LAUNCH: grid=4 block=256 args=data:i32[4096]:rand(0,63) hist:i32[64]:zero n:i32=4096
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 64
#define WARPS 8

extern "C" __global__ void __launch_bounds__(256) histogram_interleaved_merge_no_sync(const int *data, int *hist,
                                                                                    int n) {
  __shared__ int s_hist[BINS * WARPS];
  int t = threadIdx.x;
  int warp = t / 32;
  for (int i = t; i < BINS * WARPS; i += blockDim.x) s_hist[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&s_hist[(data[i] & (BINS - 1)) * WARPS + warp], 1);
  if (t < BINS) {
    int sum = 0;
    // CHECK: histogram_interleaved_merge_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int w = 0; w < WARPS; ++w) sum += s_hist[t * WARPS + w];
    atomicAdd(&hist[t], sum);
  }
}
