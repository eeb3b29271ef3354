// Rotary position embedding (NeoX layout) applied to one token's query heads: the token's
// cos/sin row is cached in shared memory by the first threads, the heads are staged into
// shared memory with coalesced loads, each thread rotates the pairs (r, r + ROT/2) of its
// heads in place (it reads and writes only its own pair), and the rotated heads are written
// back coalesced. One block per token.
// LAUNCH: grid=6 block=128 args=query:f32[3072]:rand cos_sin_cache:f32[2048]:rand positions:i32[6]:rand(0,32)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUM_HEADS 8
#define HEAD_DIM 64
#define ROT_DIM 64
#define EMBED_DIM (ROT_DIM / 2)

extern "C" __global__ void rotary_embedding_shared_cos_sin(float *query, const float *cos_sin_cache,
                                                           const int *positions) {
  __shared__ float s_cos[EMBED_DIM];
  __shared__ float s_sin[EMBED_DIM];
  __shared__ float s_q[NUM_HEADS * HEAD_DIM];
  const int token = blockIdx.x;
  const int pos = positions[token];
  const float *cache = cos_sin_cache + pos * ROT_DIM;
  float *q = query + token * NUM_HEADS * HEAD_DIM;

  if (threadIdx.x < EMBED_DIM) {
    s_cos[threadIdx.x] = cache[threadIdx.x];
    s_sin[threadIdx.x] = cache[EMBED_DIM + threadIdx.x];
  }
  for (int i = threadIdx.x; i < NUM_HEADS * HEAD_DIM; i += blockDim.x) s_q[i] = q[i];
  __syncthreads();

  for (int i = threadIdx.x; i < NUM_HEADS * EMBED_DIM; i += blockDim.x) {
    const int head = i / EMBED_DIM, r = i % EMBED_DIM;
    float *h = s_q + head * HEAD_DIM;
    const float x = h[r], y = h[r + EMBED_DIM];
    const float c = s_cos[r], s = s_sin[r];
    h[r] = x * c - y * s;
    h[r + EMBED_DIM] = y * c + x * s;
  }
  __syncthreads();

  for (int i = threadIdx.x; i < NUM_HEADS * HEAD_DIM; i += blockDim.x) q[i] = s_q[i];
}
