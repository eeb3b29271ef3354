// @realcode CTC loss forward in the style of PyTorch's ctc_loss_log_alpha_gpu_kernel: one block per batch item, threads over the extended label sequence (blank-interleaved, 2L+1 states), the log-alpha recursion over T time steps in log space with a numerically safe log-sum-exp (the -inf neutral element, log1p of exp of the difference), skip transitions only between different non-blank labels, then the negative log likelihood from the last two states; inputs are log-softmaxed activations computed by a first kernel with a block-wide max/sum.
// @let B = 256
// @let T = 96
// @let C = 48
// @let L = 24
// @buf logits f32[B * T * C] uniform(-3, 3)
// @buf logp f32[B * T * C] zero
// @buf labels i32[B * L] uniform(1, 48)
// @buf alpha f32[B * T * (2 * L + 1)] zero
// @buf nll f32[B] zero
// @launch log_softmax_rows<64> grid(B * T) block(64) args(logits, logp, i32(C))
// @launch ctc_alpha_kernel grid(B) block(64) args(logp, labels, alpha, nll, i32(T), i32(C), i32(L), i32(0))
// @check logp abs=1e-5 rel=1e-5
// @check alpha abs=1e-3 rel=1e-4
// @check nll abs=1e-3 rel=1e-4
#include <cmath>

template <typename scalar_t>
__device__ __forceinline__ scalar_t neginf() { return static_cast<scalar_t>(-INFINITY); }

template <typename scalar_t>
__device__ __forceinline__ scalar_t logaddexp(scalar_t a, scalar_t b) {
  scalar_t m = a > b ? a : b;
  if (m == neginf<scalar_t>()) return m;
  return m + log1pf(expf(-fabsf(a - b)));
}

template <int BLOCK>
__global__ void log_softmax_rows(const float *__restrict__ in, float *__restrict__ out, int cols) {
  __shared__ float red[BLOCK / 32];
  const float *row = in + (size_t)blockIdx.x * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += BLOCK) m = fmaxf(m, row[c]);
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = m;
  __syncthreads();
  m = red[0];
#pragma unroll
  for (int w = 1; w < BLOCK / 32; ++w) m = fmaxf(m, red[w]);
  __syncthreads();
  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += BLOCK) s += expf(row[c] - m);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = s;
  __syncthreads();
  s = 0.f;
#pragma unroll
  for (int w = 0; w < BLOCK / 32; ++w) s += red[w];
  const float lse = m + logf(s);
  for (int c = threadIdx.x; c < cols; c += BLOCK) out[(size_t)blockIdx.x * cols + c] = row[c] - lse;
}

__device__ __forceinline__ int ext_label(const int *tgt, int s, int blank) { return (s & 1) ? tgt[s >> 1] : blank; }

__global__ void __launch_bounds__(64) ctc_alpha_kernel(const float *__restrict__ log_probs, const int *__restrict__ targets,
                                                       float *__restrict__ log_alpha, float *__restrict__ nll, int T, int C,
                                                       int L, int blank) {
  const int b = blockIdx.x;
  const int S = 2 * L + 1;
  const float *lp = log_probs + (size_t)b * T * C;
  const int *tgt = targets + b * L;
  float *la = log_alpha + (size_t)b * T * S;
  for (int s = threadIdx.x; s < S; s += blockDim.x) {
    float v = neginf<float>();
    if (s == 0) v = lp[blank];
    else if (s == 1) v = lp[tgt[0]];
    la[s] = v;
  }
  __syncthreads();
  for (int t = 1; t < T; ++t) {
    for (int s = threadIdx.x; s < S; s += blockDim.x) {
      const int l = ext_label(tgt, s, blank);
      float a = la[(t - 1) * S + s];
      if (s > 0) a = logaddexp(a, la[(t - 1) * S + s - 1]);
      if (s > 1 && l != blank && l != ext_label(tgt, s - 2, blank)) a = logaddexp(a, la[(t - 1) * S + s - 2]);
      la[t * S + s] = a + lp[t * C + l];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) nll[b] = -logaddexp(la[(T - 1) * S + S - 1], la[(T - 1) * S + S - 2]);
}

template __global__ void log_softmax_rows<64>(const float *, float *, int);
