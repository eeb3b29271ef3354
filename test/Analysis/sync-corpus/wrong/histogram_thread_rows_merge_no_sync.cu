// histogram_thread_private_rows_runtime_bins without the barrier before the
// merge: thread b sums bin b of every row while the rows' owners may still
// be clearing them (thread 1 clears rows[nbins]; thread 0 reads it).
// LAUNCH: grid=4 block=64 smem=4096 args=in:u32[4096]:rand(0,16) hist:u32[16]:zero n:i32=4096 nbins:i32=16
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(64) histogram_thread_rows_merge_no_sync(const unsigned *in,
                                                                                    unsigned *hist, int n,
                                                                                    int nbins) {
  extern __shared__ unsigned rows[];
  unsigned *mine = rows + threadIdx.x * nbins;
  for (int b = 0; b < nbins; ++b)
    mine[b] = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    mine[in[i] % nbins] += 1;
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    unsigned total = 0;
    for (int t = 0; t < blockDim.x; ++t)
      // CHECK: histogram_thread_rows_merge_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      total += rows[t * nbins + b];
    atomicAdd(&hist[b], total);
  }
}
