// @realcode Nussinov RNA secondary-structure folding (maximum base pairs) as GPU bioinformatics codes parallelise the O(n^3) recurrence: the DP table filled one anti-diagonal per launch, one block per cell of the diagonal with its threads splitting the bifurcation split points k and reducing the maximum through shared memory, the pairing rule (Watson-Crick and G-U wobble) from a 4x4 __constant__ table over 2-bit encoded bases, a minimum hairpin loop length, many sequences at once (blockIdx.y), and a traceback-free final score per sequence.
// @let SEQS = 64
// @let LEN = 512
// @buf seq u8[SEQS * LEN] uniform(0, 4)
// @buf dp i32[SEQS * LEN * LEN] zero
// @buf score i32[SEQS] zero
// @loop d = 1; d < LEN; d = d + 1
//   @launch nussinov_diagonal grid(LEN - d, SEQS) block(128) args(seq, dp, i32(LEN), i32(d))
// @end
// @launch collect_scores grid(1) block(64) args(dp, score, i32(LEN), i32(SEQS))
// @check dp exact
// @check score exact

#define MIN_LOOP 3

// A=0 C=1 G=2 U=3: AU, UA, CG, GC and the GU/UG wobble pair
__constant__ unsigned char c_pairs[4][4] = {{0, 0, 0, 1}, {0, 0, 1, 0}, {0, 1, 0, 1}, {1, 0, 1, 0}};

__global__ void __launch_bounds__(128) nussinov_diagonal(const unsigned char *__restrict__ seq_all, int *__restrict__ dp_all, int n, int d) {
  __shared__ int s_best[128];
  const int i = blockIdx.x;
  const int j = i + d;
  const unsigned char *seq = seq_all + (size_t)blockIdx.y * n;
  int *dp = dp_all + (size_t)blockIdx.y * n * n;
  int best = 0;
  // bifurcations: dp[i][k] + dp[k + 1][j], i <= k < j
  for (int k = i + threadIdx.x; k < j; k += blockDim.x)
    best = max(best, dp[i * n + k] + dp[(k + 1) * n + j]);
  s_best[threadIdx.x] = best;
  __syncthreads();
  for (int s = 64; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      s_best[threadIdx.x] = max(s_best[threadIdx.x], s_best[threadIdx.x + s]);
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    int v = s_best[0];
    v = max(v, dp[(i + 1) * n + j]); // i unpaired
    v = max(v, dp[i * n + j - 1]);   // j unpaired
    if (j - i > MIN_LOOP && c_pairs[seq[i] & 3][seq[j] & 3])
      v = max(v, dp[(i + 1) * n + j - 1] + 1);
    dp[i * n + j] = v;
  }
}

__global__ void collect_scores(const int *__restrict__ dp, int *__restrict__ score, int n, int seqs) {
  const int s = threadIdx.x;
  if (s < seqs) score[s] = dp[(size_t)s * n * n + n - 1];
}
