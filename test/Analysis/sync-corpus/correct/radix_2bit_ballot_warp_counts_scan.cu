// Block radix sort of 128 keys by their low 8 bits, 2 bits per pass: each
// warp counts every digit with __ballot_sync/__popc (lane d stores digit d's
// count of its warp), thread 0 scans the counts digit-major into offsets,
// and each key goes to offsets[digit][warp] plus its rank among its warp's
// lanes with that digit. Barriers after the counts, after the scan, after
// the scatter and after reading back.
// LAUNCH: grid=2 block=128 args=keys:u32[256]:rand(0,1000) out:u32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) radix_2bit_ballot_warp_counts_scan(const unsigned *keys, unsigned *out) {
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
    __syncthreads();
    if (t == 0) {
      unsigned run = 0;
      for (int d = 0; d < 4; ++d)
        for (int w = 0; w < 4; ++w) {
          offsets[d][w] = run;
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
