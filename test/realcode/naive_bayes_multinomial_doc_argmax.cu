// @realcode Multinomial naive Bayes scoring of bag-of-words documents: one warp per document sums log P(word | class) over its sparse term counts for every class (class table read through __ldg), then a shuffle argmax picks the label.
// @let DOCS = 1 << 16
// @let TERMS = 64
// @let VOCAB = 32768
// @let C = 16
// @buf words u32[DOCS * TERMS] uniform(0, 32768)
// @buf counts u8[DOCS * TERMS] uniform(0, 4)
// @buf logprob f32[C * VOCAB] uniform(-12, -2)
// @buf prior f32[C] uniform(-3, -1)
// @buf label i32[DOCS] zero
// @buf score f32[DOCS] zero
// @launch nb_classify<16> grid(DOCS / 8) block(256) args(words, counts, logprob, prior, label, score, i32(DOCS), i32(TERMS), i32(VOCAB))
// @check label exact
// @check score abs=1e-3 rel=1e-5
#include <cuda_runtime.h>

template <int NCLASS>
__global__ void nb_classify(const unsigned *__restrict__ words, const unsigned char *__restrict__ counts,
                            const float *__restrict__ logprob, const float *__restrict__ prior, int *__restrict__ label,
                            float *__restrict__ score, int docs, int terms, int vocab) {
  const int lane = threadIdx.x & 31;
  const int doc = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (doc >= docs) return;
  float acc[NCLASS];
#pragma unroll
  for (int c = 0; c < NCLASS; ++c) acc[c] = 0.0f;
  for (int t = lane; t < terms; t += 32) {
    unsigned w = words[size_t(doc) * terms + t];
    float n = counts[size_t(doc) * terms + t];
#pragma unroll
    for (int c = 0; c < NCLASS; ++c) acc[c] = fmaf(n, __ldg(&logprob[size_t(c) * vocab + w]), acc[c]);
  }
  // Lane c ends up with class c's total.
  float mine = -INFINITY;
#pragma unroll
  for (int c = 0; c < NCLASS; ++c) {
    float v = acc[c];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
    if (lane == c) mine = v + prior[c];
  }
  int arg = lane;
  for (int off = 16; off > 0; off >>= 1) {
    float ov = __shfl_xor_sync(0xffffffffu, mine, off);
    int oa = __shfl_xor_sync(0xffffffffu, arg, off);
    if (ov > mine || (ov == mine && oa < arg)) {
      mine = ov;
      arg = oa;
    }
  }
  if (lane == 0) {
    label[doc] = arg;
    score[doc] = mine;
  }
}

// The instantiation the host code launches.
template __global__ void nb_classify<16>(const unsigned *, const unsigned char *, const float *, const float *, int *, float *, int, int, int);
