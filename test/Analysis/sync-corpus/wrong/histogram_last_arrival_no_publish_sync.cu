// histogram_last_arrival_publishes_total without the barrier after the last
// arrival's summary: thread 0 reads summary[0] while the last thread to
// arrive may still be writing it.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void histogram_last_arrival_no_publish_sync(const unsigned *in, unsigned *out, int n) {
  __shared__ unsigned bins[16];
  __shared__ unsigned arrived;
  __shared__ unsigned summary[2];
  if (threadIdx.x < 16)
    bins[threadIdx.x] = 0;
  if (threadIdx.x == 0)
    arrived = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[in[i] & 15], 1u);
  __threadfence_block();
  if (atomicAdd(&arrived, 1u) == blockDim.x - 1) {
    unsigned total = 0, best = 0, most = 0;
    for (int b = 0; b < 16; ++b) {
      unsigned c = atomicAdd(&bins[b], 0u);
      total += c;
      if (c > most)
        most = c, best = b;
    }
    summary[0] = total;
    summary[1] = best;
  }
  if (threadIdx.x < 2)
    // CHECK: histogram_last_arrival_no_publish_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    out[blockIdx.x * 2 + threadIdx.x] = summary[threadIdx.x];
}
