// @realcode LLM token sampling post-processing per sequence (vLLM/HF style): repetition and frequency penalties from the generated-token history (a block-wide bitmap in shared memory built with atomicOr, byte counts packed four to a word with shared atomicAdd), temperature scaling, then a numerically stable softmax whose max and sum come from cub::BlockReduce with cuda::maximum<> and cuda::std::plus<>, and greedy argmax via cub::ArgMax-free key/value packing; one block per sequence, vocabulary strided.
// @let B = 512
// @let V = 32000
// @let H = 256
// @buf logits f32[B * V] uniform(-8, 8)
// @buf history i32[B * H] uniform(0, 32000)
// @buf probs f32[B * V] zero
// @buf greedy i32[B] zero
// @launch apply_penalties_softmax<512> grid(B) block(512) args(logits, history, probs, greedy, i32(V), i32(H), f32(1.3), f32(0.2), f32(0.7))
// @check probs abs=1e-7 rel=1e-4
// @check greedy exact
#include <cuda_runtime.h>
#include <cub/block/block_reduce.cuh>
#include <cuda/functional>
#include <cuda/std/functional>
#include <cuda/std/limits>

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
apply_penalties_softmax(const float *__restrict__ logits, const int *__restrict__ history, float *__restrict__ probs,
                        int *__restrict__ greedy, int vocab, int hist_len, float rep_penalty, float freq_penalty,
                        float temperature) {
  using Reduce = cub::BlockReduce<float, BLOCK>;
  using ReduceKey = cub::BlockReduce<unsigned long long, BLOCK>;
  __shared__ union {
    typename Reduce::TempStorage f;
    typename ReduceKey::TempStorage k;
  } tmp;
  __shared__ unsigned seen[32000 / 32];
  __shared__ unsigned char counts[32000];
  __shared__ float s_max, s_sum;
  for (int i = threadIdx.x; i < vocab / 32; i += BLOCK) seen[i] = 0;
  for (int i = threadIdx.x; i < vocab / 4; i += BLOCK) reinterpret_cast<unsigned *>(counts)[i] = 0;
  __syncthreads();
  const int *hist = history + static_cast<size_t>(blockIdx.x) * hist_len;
  for (int i = threadIdx.x; i < hist_len; i += BLOCK) {
    const int tok = hist[i];
    atomicOr(&seen[tok >> 5], 1u << (tok & 31));
    // 8-bit counters packed four to a word: add to the right byte of the 32-bit word.
    atomicAdd(reinterpret_cast<unsigned *>(counts) + (tok >> 2), 1u << (8 * (tok & 3)));
  }
  __syncthreads();
  const float *row = logits + static_cast<size_t>(blockIdx.x) * vocab;
  float *out = probs + static_cast<size_t>(blockIdx.x) * vocab;
  const float inv_t = 1.0f / temperature;
  float local_max = -cuda::std::numeric_limits<float>::infinity();
  unsigned long long best = 0;
  for (int v = threadIdx.x; v < vocab; v += BLOCK) {
    float x = row[v];
    if (seen[v >> 5] & (1u << (v & 31))) x = x > 0.0f ? x / rep_penalty : x * rep_penalty;
    x -= freq_penalty * counts[v];
    x *= inv_t;
    out[v] = x;
    local_max = fmaxf(local_max, x);
    // Order-preserving float bits in the high word, inverted index in the low word: ties to the lowest index.
    unsigned bits = __float_as_uint(x);
    bits = (bits & 0x80000000u) ? ~bits : bits | 0x80000000u;
    const unsigned long long key = (static_cast<unsigned long long>(bits) << 32) | static_cast<unsigned>(~v);
    best = key > best ? key : best;
  }
  const float m = Reduce(tmp.f).Reduce(local_max, cuda::maximum<>{});
  if (threadIdx.x == 0) s_max = m;
  __syncthreads();
  const unsigned long long top = ReduceKey(tmp.k).Reduce(best, cuda::maximum<>{});
  if (threadIdx.x == 0) greedy[blockIdx.x] = static_cast<int>(~static_cast<unsigned>(top));
  float local_sum = 0.0f;
  for (int v = threadIdx.x; v < vocab; v += BLOCK) {
    const float e = __expf(out[v] - s_max);
    out[v] = e;
    local_sum += e;
  }
  __syncthreads();
  const float total = Reduce(tmp.f).Reduce(local_sum, cuda::std::plus<float>{});
  if (threadIdx.x == 0) s_sum = total;
  __syncthreads();
  const float inv = 1.0f / s_sum;
  for (int v = threadIdx.x; v < vocab; v += BLOCK) out[v] *= inv;
}

template __global__ void apply_penalties_softmax<512>(const float *, const int *, float *, int *, int, int, float, float,
                                                      float);
