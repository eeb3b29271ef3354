// @realcode Multi-pattern string matching with an Aho-Corasick automaton built on the device: a single-thread build kernel inserts the patterns into a trie (goto table of 256 entries per state) and a BFS queue computes failure links and folds them into a full DFA with output masks; the match kernel gives each thread a chunk of the text plus an overlap of the longest pattern, walks the DFA from __shared__-cached rows for the first states, and counts matches per pattern with shared atomics flushed to global; a bit-parallel pattern mask per state (OR of the outputs along the failure chain).
// @let TEXT = 1 << 24
// @let NPAT = 24
// @let PLEN = 6
// @let MAXS = 256
// @buf text u8[TEXT] uniform(97, 101)
// @buf patterns u8[NPAT * PLEN] uniform(97, 101)
// @buf dfa i32[MAXS * 256] zero
// @buf outmask u32[MAXS] zero
// @buf nstates i32[1] zero
// @buf counts u32[NPAT] zero
// @launch build_automaton grid(1) block(1) args(patterns, i32(NPAT), i32(PLEN), dfa, outmask, nstates, i32(MAXS))
// @launch match_chunks grid(TEXT / 256 / 256) block(256) args(text, i32(TEXT), dfa, outmask, counts, i32(256), i32(PLEN))
// @check dfa exact
// @check outmask exact
// @check nstates exact
// @check counts exact

#define ALPHA 256
#define CACHED_STATES 16

__global__ void build_automaton(const unsigned char *__restrict__ pats, int npat, int plen, int *__restrict__ go,
                                unsigned *__restrict__ out, int *__restrict__ nstates, int max_states) {
  int states = 1;
  for (int s = 0; s < max_states * ALPHA; s++) go[s] = -1;
  for (int p = 0; p < npat; p++) {
    int s = 0;
    for (int i = 0; i < plen; i++) {
      int c = pats[p * plen + i];
      if (go[s * ALPHA + c] < 0) {
        if (states == max_states) return;  // table full: leave the build incomplete
        go[s * ALPHA + c] = states++;
      }
      s = go[s * ALPHA + c];
    }
    out[s] |= 1u << p;
  }
  // BFS over the trie; fail[] lives in the tail of a local queue array.
  int queue[256], fail[256];
  int head = 0, tail = 0;
  for (int c = 0; c < ALPHA; c++) {
    int t = go[c];
    if (t < 0) {
      go[c] = 0;
    } else {
      fail[t] = 0;
      queue[tail++] = t;
    }
  }
  while (head < tail) {
    int s = queue[head++];
    out[s] |= out[fail[s]];
    for (int c = 0; c < ALPHA; c++) {
      int t = go[s * ALPHA + c];
      if (t < 0) {
        go[s * ALPHA + c] = go[fail[s] * ALPHA + c];
      } else {
        fail[t] = go[fail[s] * ALPHA + c];
        queue[tail++] = t;
      }
    }
  }
  *nstates = states;
}

__global__ void match_chunks(const unsigned char *__restrict__ text, int n, const int *__restrict__ go,
                             const unsigned *__restrict__ out, unsigned *__restrict__ counts, int chunk, int overlap) {
  __shared__ int rows[CACHED_STATES][ALPHA];
  __shared__ unsigned local[32];
  for (int i = threadIdx.x; i < CACHED_STATES * ALPHA; i += blockDim.x) rows[i / ALPHA][i % ALPHA] = go[i];
  if (threadIdx.x < 32) local[threadIdx.x] = 0;
  __syncthreads();
  const int begin = (blockIdx.x * blockDim.x + threadIdx.x) * chunk;
  // Start overlap - 1 bytes early so matches straddling the boundary are seen, but count only those ending inside.
  const int from = max(0, begin - (overlap - 1));
  const int end = min(n, begin + chunk);
  int s = 0;
  for (int i = from; i < end; i++) {
    int c = text[i];
    s = s < CACHED_STATES ? rows[s][c] : go[s * ALPHA + c];
    unsigned m = out[s];
    if (i >= begin) {
      while (m) {
        int p = __ffs(m) - 1;
        atomicAdd(&local[p], 1u);
        m &= m - 1;
      }
    }
  }
  __syncthreads();
  if (threadIdx.x < 32 && local[threadIdx.x]) atomicAdd(&counts[threadIdx.x], local[threadIdx.x]);
}
