// @realcode Viterbi decoding of a hidden Markov model as speech and bioinformatics GPU decoders batch it: one block per observation sequence, one thread per hidden state; the log transition matrix is staged transposed in dynamic shared memory (extern __shared__ of a templated type through a SharedMem<T> helper), each time step takes the max over predecessors with the arg-max kept as an 8-bit backpointer in global memory, the block's best final state is found with a warp arg-max over packed keys, and thread 0 backtracks the path.
// @let NSEQ = 512
// @let S = 64
// @let T = 200
// @let NOBS = 32
// @buf log_a f32[S * S] uniform(-6, -0.5)
// @buf log_b f32[S * NOBS] uniform(-5, -0.1)
// @buf log_pi f32[S] uniform(-4, -1)
// @buf obs i32[NSEQ * T] uniform(0, 32)
// @buf bp u8[NSEQ * T * S] zero
// @buf path i32[NSEQ * T] zero
// @buf best f32[NSEQ] zero
// @launch viterbi_kernel<float, 64> grid(NSEQ) block(64) shared(2 * 64 * 4 + 64 * 64 * 4) args(log_a, log_b, log_pi, obs, bp, path, best, i32(T), i32(NOBS))
// @check bp exact
// @check path exact
// @check best abs=1e-3 rel=1e-5
#include <cstdint>

template <typename T>
struct SharedMem {
  __device__ T *get() {
    extern __shared__ __align__(16) unsigned char smem_raw[];
    return reinterpret_cast<T *>(smem_raw);
  }
};

template <typename T, int S>
__global__ void __launch_bounds__(S) viterbi_kernel(const T *__restrict__ log_a, const T *__restrict__ log_b,
                                                    const T *__restrict__ log_pi, const int *__restrict__ obs,
                                                    uint8_t *__restrict__ bp, int *__restrict__ path, T *__restrict__ best,
                                                    int len, int nobs) {
  static_assert(S <= 256, "backpointers are 8-bit");
  T *delta = SharedMem<T>().get(); // [2][S]
  T *a_t = delta + 2 * S;           // a_t[j * S + i] = log_a[i -> j]
  const int j = threadIdx.x;
  const int seq = blockIdx.x;
  const int *o = obs + (size_t)seq * len;
  for (int i = 0; i < S; ++i) a_t[j * S + i] = log_a[i * S + j];
  delta[j] = log_pi[j] + log_b[j * nobs + o[0]];
  __syncthreads();
  int cur = 0;
  for (int t = 1; t < len; ++t) {
    const T *prev = delta + cur * S;
    T m = prev[0] + a_t[j * S];
    int arg = 0;
#pragma unroll 8
    for (int i = 1; i < S; ++i) {
      T v = prev[i] + a_t[j * S + i];
      if (v > m) { m = v; arg = i; }
    }
    delta[(cur ^ 1) * S + j] = m + log_b[j * nobs + o[t]];
    bp[((size_t)seq * len + t) * S + j] = (uint8_t)arg;
    cur ^= 1;
    __syncthreads();
  }
  // Arg-max over the final states: a 64-bit key (order-preserving score, smaller state wins ties).
  __shared__ unsigned long long warp_key[S / 32];
  unsigned u = __float_as_uint(delta[cur * S + j]);
  u = (u & 0x80000000u) ? ~u : (u | 0x80000000u);
  unsigned long long key = ((unsigned long long)u << 32) | (unsigned)(S - 1 - j);
  for (int off = 16; off > 0; off >>= 1) {
    unsigned long long other = __shfl_down_sync(0xffffffffu, key, off);
    key = other > key ? other : key;
  }
  if ((j & 31) == 0) warp_key[j >> 5] = key;
  __syncthreads();
  if (j == 0) {
    for (int w = 1; w < S / 32; ++w) key = warp_key[w] > key ? warp_key[w] : key;
    int state = S - 1 - (int)(key & 0xffffffffu);
    best[seq] = delta[cur * S + state];
    path[(size_t)seq * len + len - 1] = state;
    for (int t = len - 1; t > 0; --t) {
      state = bp[((size_t)seq * len + t) * S + state];
      path[(size_t)seq * len + t - 1] = state;
    }
  }
}

template __global__ void viterbi_kernel<float, 64>(const float *, const float *, const float *, const int *, uint8_t *, int *,
                                                   float *, int, int);
