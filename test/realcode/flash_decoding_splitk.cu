// @realcode Flash-decoding style attention for one query token per head: the key/value sequence is split into chunks, one 128-thread block per (head, chunk) computes q.k scores with warp-per-key half2 dot products (__hmul2/__hfma2 into float via __half22float2), a chunk-local max and exp-sum, and a partial output; the last block of each head to finish (threadfence + atomicAdd ticket) combines the partials with the log-sum-exp rescaling in a fixed order, and resets the ticket for the next launch.
// @let H = 32
// @let S = 8192
// @let D = 128
// @let CH = 512
// @let NC = S / CH
// @buf q f16[H * D] uniform(-1, 1)
// @buf k f16[H * S * D] uniform(-1, 1)
// @buf v f16[H * S * D] uniform(-1, 1)
// @buf pmax f32[H * NC] zero
// @buf psum f32[H * NC] zero
// @buf pout f32[H * NC * D] zero
// @buf out f32[H * D] zero
// @buf tickets u32[H] zero
// @launch decode_split grid(NC, H) block(128) args(q, k, v, pmax, psum, pout, out, tickets, i32(S), f32(0.08838834764831845))
// @check pmax abs=1e-3 rel=1e-3
// @check psum abs=1e-2 rel=1e-3
// @check pout abs=1e-2 rel=1e-3
// @check out abs=1e-3 rel=1e-3
#include <cuda_fp16.h>

#define HEAD_DIM 128
#define CHUNK 512
#define WARPS 4

static __device__ __forceinline__ float warp_sum(float x) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) x += __shfl_xor_sync(0xffffffffu, x, o);
  return x;
}

__global__ void __launch_bounds__(128) decode_split(const __half *__restrict__ q, const __half *__restrict__ k,
                                                    const __half *__restrict__ v, float *__restrict__ pmax,
                                                    float *__restrict__ psum, float *__restrict__ pout,
                                                    float *__restrict__ out, unsigned *__restrict__ tickets, int seq,
                                                    float scale) {
  __shared__ float scores[CHUNK];
  __shared__ float red[WARPS];
  __shared__ bool is_last;
  const int chunk = blockIdx.x, head = blockIdx.y, nchunks = gridDim.x;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const __half2 *q2 = reinterpret_cast<const __half2 *>(q + (size_t)head * HEAD_DIM);
  // Each lane holds two half2 of the query (128 = 32 lanes x 4).
  const __half2 qa = q2[lane * 2], qb = q2[lane * 2 + 1];
  const size_t base = ((size_t)head * seq + (size_t)chunk * CHUNK) * HEAD_DIM;

  float local_max = -INFINITY;
  for (int j = warp; j < CHUNK; j += WARPS) {
    const __half2 *k2 = reinterpret_cast<const __half2 *>(k + base + (size_t)j * HEAD_DIM);
    __half2 prod = __hmul2(qa, k2[lane * 2]);
    float2 f0 = __half22float2(prod);
    float2 f1 = __half22float2(__hmul2(qb, k2[lane * 2 + 1]));
    float s = warp_sum(f0.x + f0.y + f1.x + f1.y) * scale;
    if (lane == 0) scores[j] = s;
    local_max = fmaxf(local_max, s);
  }
  if (lane == 0) red[warp] = local_max;
  __syncthreads();
  float m = red[0];
#pragma unroll
  for (int w = 1; w < WARPS; ++w) m = fmaxf(m, red[w]);
  __syncthreads();
  float lsum = 0.f;
  for (int j = threadIdx.x; j < CHUNK; j += blockDim.x) {
    const float p = __expf(scores[j] - m);
    scores[j] = p;
    lsum += p;
  }
  lsum = warp_sum(lsum);
  if (lane == 0) red[warp] = lsum;
  __syncthreads();
  float l = 0.f;
#pragma unroll
  for (int w = 0; w < WARPS; ++w) l += red[w];

  // Thread d accumulates output dimension d over the chunk.
  const int d = threadIdx.x;
  float acc = 0.f;
  for (int j = 0; j < CHUNK; ++j) acc = fmaf(scores[j], __half2float(v[base + (size_t)j * HEAD_DIM + d]), acc);
  const int slot = head * nchunks + chunk;
  pout[(size_t)slot * HEAD_DIM + d] = acc;
  if (threadIdx.x == 0) {
    pmax[slot] = m;
    psum[slot] = l;
  }
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0) is_last = atomicAdd(&tickets[head], 1u) == (unsigned)nchunks - 1;
  __syncthreads();
  if (!is_last) return;
  // Combine in chunk order so the result does not depend on which block finished last.
  float gm = -INFINITY;
  for (int c = 0; c < nchunks; ++c) gm = fmaxf(gm, __ldcg(&pmax[head * nchunks + c]));
  float num = 0.f, den = 0.f;
  for (int c = 0; c < nchunks; ++c) {
    const float w = __expf(__ldcg(&pmax[head * nchunks + c]) - gm);
    den += w * __ldcg(&psum[head * nchunks + c]);
    num += w * __ldcg(&pout[(size_t)(head * nchunks + c) * HEAD_DIM + d]);
  }
  out[head * HEAD_DIM + d] = num / den;
  if (threadIdx.x == 0) tickets[head] = 0;
}
