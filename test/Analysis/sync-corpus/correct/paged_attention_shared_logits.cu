// Paged attention, decode step (vLLM's v1 kernel style): one block per (head, sequence), the
// keys and values in fixed-size pages that a block table maps. Pairs of lanes share one token
// of a page (each holds half of the head), the scores go to dynamic shared memory, the block
// max and sum go through red_smem (max in the first half, sum in the second, so the sum's
// stores need no barrier after the max's reads), and the per-warp output accumulators are
// reduced by a tree over warps in the same dynamic buffer once the logits are dead.
// LAUNCH: grid=4,2 block=128 smem=1024 args=out:f32[512]:zero q:f32[512]:rand k_cache:f32[131072]:rand v_cache:f32[131072]:rand block_tables:i32[32]:iota context_lens:i32[2]:rand(1,257) scale:f32=0.125
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUM_THREADS 128
#define WARP_SIZE 32
#define NUM_WARPS (NUM_THREADS / WARP_SIZE)
#define HEAD_SIZE 64
#define PAGE_SIZE 16
#define MAX_PAGES_PER_SEQ 16
#define NEG_BIG (-3.0e38f)

extern "C" __global__ void __launch_bounds__(NUM_THREADS)
paged_attention_shared_logits(float *out, const float *q, const float *k_cache, const float *v_cache,
                              const int *block_tables, const int *context_lens, float scale) {
  extern __shared__ float shared_mem[];
  __shared__ float red_smem[2 * NUM_WARPS];
  const int head = blockIdx.x, num_heads = gridDim.x, seq = blockIdx.y;
  const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
  const int ctx = context_lens[seq];
  const int num_pages = (ctx + PAGE_SIZE - 1) / PAGE_SIZE;
  const int *table = block_tables + seq * MAX_PAGES_PER_SEQ;
  float *logits = shared_mem;

  const int tok = lane / 2, part = lane % 2;
  const float *qh = q + (seq * num_heads + head) * HEAD_SIZE + part * (HEAD_SIZE / 2);
  float qreg[HEAD_SIZE / 2];
#pragma unroll
  for (int d = 0; d < HEAD_SIZE / 2; ++d) qreg[d] = qh[d] * scale;

  float qk_max = NEG_BIG;
  for (int p = warp; p < num_pages; p += NUM_WARPS) {
    const int phys = table[p];
    const int token = p * PAGE_SIZE + tok;
    const float *kp = k_cache + ((phys * num_heads + head) * PAGE_SIZE + tok) * HEAD_SIZE + part * (HEAD_SIZE / 2);
    float qk = 0.f;
#pragma unroll
    for (int d = 0; d < HEAD_SIZE / 2; ++d) qk += qreg[d] * kp[d];
    qk += __shfl_xor_sync(0xffffffffu, qk, 1);
    if (part == 0) {
      const bool masked = token >= ctx;
      logits[token] = masked ? 0.f : qk;
      if (!masked) qk_max = fmaxf(qk_max, qk);
    }
  }
  for (int mask = WARP_SIZE / 2; mask >= 2; mask /= 2)
    qk_max = fmaxf(qk_max, __shfl_xor_sync(0xffffffffu, qk_max, mask));
  if (lane == 0) red_smem[warp] = qk_max;
  __syncthreads();
  qk_max = lane < NUM_WARPS ? red_smem[lane] : NEG_BIG;
  for (int mask = NUM_WARPS / 2; mask >= 1; mask /= 2)
    qk_max = fmaxf(qk_max, __shfl_xor_sync(0xffffffffu, qk_max, mask));
  qk_max = __shfl_sync(0xffffffffu, qk_max, 0);

  float exp_sum = 0.f;
  for (int i = threadIdx.x; i < ctx; i += NUM_THREADS) {
    const float e = __expf(logits[i] - qk_max);
    logits[i] = e;
    exp_sum += e;
  }
  for (int mask = WARP_SIZE / 2; mask >= 1; mask /= 2) exp_sum += __shfl_xor_sync(0xffffffffu, exp_sum, mask);
  if (lane == 0) red_smem[NUM_WARPS + warp] = exp_sum;
  __syncthreads();
  exp_sum = lane < NUM_WARPS ? red_smem[NUM_WARPS + lane] : 0.f;
  for (int mask = NUM_WARPS / 2; mask >= 1; mask /= 2) exp_sum += __shfl_xor_sync(0xffffffffu, exp_sum, mask);
  exp_sum = __shfl_sync(0xffffffffu, exp_sum, 0);
  const float inv_sum = __fdividef(1.f, exp_sum + 1e-6f);
  for (int i = threadIdx.x; i < ctx; i += NUM_THREADS) logits[i] *= inv_sum;
  __syncthreads();

  // Lane owns dimensions lane and lane + 32 of the head.
  float acc0 = 0.f, acc1 = 0.f;
  for (int p = warp; p < num_pages; p += NUM_WARPS) {
    const int phys = table[p];
    for (int j = 0; j < PAGE_SIZE; ++j) {
      const int token = p * PAGE_SIZE + j;
      if (token < ctx) {
        const float w = logits[token];
        const float *vp = v_cache + ((phys * num_heads + head) * PAGE_SIZE + j) * HEAD_SIZE;
        acc0 += w * vp[lane];
        acc1 += w * vp[lane + 32];
      }
    }
  }
  // The logits' space is reused for the output: every warp must be done reading them.
  __syncthreads();
  float *out_smem = shared_mem;
  for (int i = NUM_WARPS; i > 1; i /= 2) {
    const int mid = i / 2;
    if (warp >= mid && warp < i) {
      float *dst = out_smem + (warp - mid) * HEAD_SIZE;
      dst[lane] = acc0;
      dst[lane + 32] = acc1;
    }
    __syncthreads();
    if (warp < mid) {
      const float *src = out_smem + warp * HEAD_SIZE;
      acc0 += src[lane];
      acc1 += src[lane + 32];
    }
    __syncthreads();
  }
  if (warp == 0) {
    float *o = out + (seq * num_heads + head) * HEAD_SIZE;
    o[lane] = acc0;
    o[lane + 32] = acc1;
  }
}
