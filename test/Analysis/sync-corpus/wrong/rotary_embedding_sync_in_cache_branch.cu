// rotary_embedding_shared_cos_sin with the barrier moved into the branch of the threads that
// fill the cos/sin cache: threads 32 and up never arrive at it (the kernel can hang, so no
// LAUNCH line).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUM_HEADS 8
#define HEAD_DIM 64
#define ROT_DIM 64
#define EMBED_DIM (ROT_DIM / 2)

extern "C" __global__ void rotary_embedding_sync_in_cache_branch(float *query, const float *cos_sin_cache,
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
    // CHECK: rotary_embedding_sync_in_cache_branch.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    __syncthreads();
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
