// Stream compaction within a block: flags, an inclusive scan of the flags, and
// a scatter of the kept elements to their exclusive prefix.
// LAUNCH: grid=32 block=256 args=in:i32[8192]:rand(0,1000) out:i32[8192]:zero block_counts:i32[32]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 256

extern "C" __global__ void scan_stream_compaction(const int *in, int *out, int *block_counts) {
  __shared__ int flags[BLOCK];
  int t = threadIdx.x;
  int g = blockIdx.x * BLOCK + t;
  int v = in[g];
  int keep = (v % 3) == 0;
  flags[t] = keep;
  __syncthreads();

  for (int off = 1; off < BLOCK; off <<= 1) {
    int add = (t >= off) ? flags[t - off] : 0;
    __syncthreads();
    flags[t] += add;
    __syncthreads();
  }

  int pos = flags[t] - keep;
  if (keep) out[blockIdx.x * BLOCK + pos] = v;
  if (t == BLOCK - 1) block_counts[blockIdx.x] = flags[BLOCK - 1];
}
