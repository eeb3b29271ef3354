// @realcode multi-pattern exact string search as GPU text-processing (log scanning, DNA motif) code does it with Boyer-Moore-Horspool: the patterns live in __constant__ memory with their lengths, every block builds the bad-character skip table of each pattern in shared memory (256 entries per pattern, filled cooperatively, then corrected by one thread per pattern in order), each thread scans one 256-byte chunk of the text plus the overlap of the longest pattern (matches are counted where they start inside the chunk), and per-pattern counts go through a block-level shared atomicAdd then one global atomicAdd per block; the first match position of each pattern is kept with atomicMin.
// @let N = 1 << 24
// @let NPAT = 8
// @let CHUNK = 256
// @buf text u8[N] uniform(0, 4)
// @buf counts u32[NPAT] zero
// @buf first i32[NPAT] fill(2147483647)
// @launch to_acgt grid(cdiv(N, 256)) block(256) args(text, i32(N))
// @launch horspool_count<8> grid(cdiv(N, CHUNK * 128)) block(128) args(text, i32(N), i32(CHUNK), counts, first)
// @check counts exact
// @check first exact
#include <cstdint>

#define MAX_PAT 16
__constant__ char c_patterns[8][MAX_PAT] = {"ACGTACGT", "GATTACA", "TTTTTT", "CAGCAGCAG", "ACGTTGCA", "GGGCCC", "TATAAT", "AACCGGTT"};
__constant__ int c_lengths[8] = {8, 7, 6, 9, 8, 6, 6, 8};

__global__ void to_acgt(uint8_t *t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) t[i] = "ACGT"[t[i] & 3];
}

template <int NPAT>
__global__ void horspool_count(const uint8_t *__restrict__ text, int n, int chunk, unsigned *counts, int *first) {
  __shared__ uint8_t skip[NPAT][256];
  __shared__ unsigned s_count[NPAT];
  for (int i = threadIdx.x; i < NPAT * 256; i += blockDim.x) skip[i / 256][i % 256] = (uint8_t)c_lengths[i / 256];
  if (threadIdx.x < NPAT) s_count[threadIdx.x] = 0;
  __syncthreads();
  if (threadIdx.x < NPAT) {
    const int p = threadIdx.x, m = c_lengths[p];
    for (int k = 0; k < m - 1; ++k) skip[p][(uint8_t)c_patterns[p][k]] = (uint8_t)(m - 1 - k);
  }
  __syncthreads();
  const long long start = ((long long)blockIdx.x * blockDim.x + threadIdx.x) * chunk;
  if (start < n) {
    for (int p = 0; p < NPAT; ++p) {
      const int m = c_lengths[p];
      const char *pat = c_patterns[p];
      unsigned found = 0;
      int first_pos = 0x7fffffff;
      long long pos = start;
      while (pos < start + chunk && pos + m <= n) {
        const uint8_t last = text[pos + m - 1];
        if (last == (uint8_t)pat[m - 1]) {
          int k = m - 2;
          while (k >= 0 && text[pos + k] == (uint8_t)pat[k]) --k;
          if (k < 0) {
            ++found;
            first_pos = min(first_pos, (int)pos);
          }
        }
        pos += skip[p][last];
      }
      if (found) {
        atomicAdd(&s_count[p], found);
        atomicMin(&first[p], first_pos);
      }
    }
  }
  __syncthreads();
  if (threadIdx.x < NPAT && s_count[threadIdx.x]) atomicAdd(&counts[threadIdx.x], s_count[threadIdx.x]);
}

template __global__ void horspool_count<8>(const uint8_t *, int, int, unsigned *, int *);
