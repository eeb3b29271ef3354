// radix_2bit_ballot_warp_counts_scan without the barrier between the warps'
// digit counts and thread 0's scan of them: thread 0 reads the counts of
// warps 1-3 before their lanes store them.
// LAUNCH: grid=2 block=128 args=keys:u32[256]:rand(0,1000) out:u32[256]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) radix_2bit_ballot_counts_no_sync(const unsigned *keys, unsigned *out) {
  __shared__ unsigned counts[4][4]; // [digit][warp]
  __shared__ unsigned offsets[4][4];
  __shared__ unsigned sorted[128];
  const unsigned t = threadIdx.x, lane = t & 31, warp = t >> 5;
  unsigned key = keys[blockIdx.x * 128 + t];
  for (int shift = 0; shift < 8; shift += 2) {
    const unsigned digit = (key >> shift) & 3;
    unsigned below = 0;
    for (unsigned d = 0; d < 4; ++d) {
      const unsigned m = __ballot_sync(0xffffffffu, digit == d);
      if (lane == d)
        counts[d][warp] = __popc(m);
      if (digit == d)
        below = __popc(m & ((1u << lane) - 1));
    }
    if (t == 0) {
      unsigned run = 0;
      for (int d = 0; d < 4; ++d)
        for (int w = 0; w < 4; ++w) {
          offsets[d][w] = run;
          // CHECK: radix_2bit_ballot_counts_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
          run += counts[d][w];
        }
    }
    __syncthreads();
    sorted[offsets[digit][warp] + below] = key;
    __syncthreads();
    key = sorted[t];
    __syncthreads();
  }
  out[blockIdx.x * 128 + t] = key;
}
