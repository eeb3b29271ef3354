// Open fuzz finding (mutate.py --seed 20261205 --mlir-share 0, 2026-12-05): a timeout over 60 s.
// kilnc unroll-multi-exit-2026-12-05.cu --arch=sm_100 -o x.ptx  (fuzz/open-findings/README.md)
// @realcode N-queens solution counting as GPU puzzle solvers write it: the host-side style enumeration of the first rows is done on the device (each thread decodes its prefix of queen columns from its index and rejects invalid ones), then a recursive __device__ function counts compl with the classic bitmask tricks (free = ~(cols | ld | rd) & full, bit = free & -free), per-warp totals by a __shfl_xor_sync butterfly on unsigned long long and one atomicAdd per warp.
// @let NQ = 13
// @let PRE = 3
// @stack 4096
// @buf counts u32[NQ * NQ * NQ] zero
// @buf total u64[1] zero
// @launch nqueens_count grid(cdiv(NQ * NQ * NQ, 128)) block(128) args(counts, total, i32(NQ), i32(PRE))
// @check counts exact
// @check total exact
#include <cstdint>

__device__ unsigned solve(int n, unsigned full, unsigned cols, unsigned ld, unsigned rd, int row) {
  if (row == n) return 1;
  unsigned count = 0;
  unsigned avail = ~(cols | ld | rd) & full;
  while (avail) {
    const unsigned bit = avail & (0u - avail);
    avail ^= bit;
    count += solve(n, full, cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1, row + 1);
  }
  return count;
}

__global__ void __launch_bounds__(128) nqueens_count(unsigned *__restrict__ counts, unsigned long long *__restrict__ total,
                                                     int n, int prefix_rows) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  int prefixes = 1;
  for (int r = 0; r < prefix_rows; ++r) prefixes *= n;
  unsigned found = 0;
  if (idx < prefixes) {
    const unsigned full = (1u << n) - 1;
    unsigned cols = 0, ld = 0, rd = 0;
    bool ok = true;
    int code = idx;
#pragma unroll 1048576

    for (int r = 0; r < prefix_rows; ++r) {
      const unsigned bit = 1u << (code % n);
      code /= n;
      if ((cols | ld | rd) & bit) { ok = false; break; }
      cols |= bit;
      ld = ((ld | bit) << 1) & full;
      rd = (rd | bit) >> 1;
    }
    if (ok) found = solve(n, full, cols, ld, rd, prefix_rows);
    counts[idx] = found;
  }
  // Warp totals with a butterfly, one 64-bit atomic per warp.
  unsigned long long sum = found;
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, off);
  if ((threadIdx.x & 31) == 0 && sum) atomicAdd(total, sum);
}
