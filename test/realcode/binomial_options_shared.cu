// @realcode CUDA-samples-style binomial option pricing: one block per option, the call values at expiry computed per leaf, then backward induction over the tree in shared memory in chunks with two barriers per step (read neighbours, barrier, write, barrier), double precision discounting constants per option.
// @let NOPT = 2048
// @let STEPS = 1024
// @buf S f32[NOPT] uniform(5, 30)
// @buf X f32[NOPT] uniform(1, 100)
// @buf T f32[NOPT] uniform(0.25, 10)
// @buf price f32[NOPT] zero
// @launch binomial_options grid(NOPT) block(256) args(S, X, T, price, f32(0.06), f32(0.10))
// @check price rel=1e-4 abs=1e-4
#include <cuda_runtime.h>

#define NUM_STEPS 1024
#define THREADBLOCK_SIZE 256
#define ELEMS_PER_THREAD (NUM_STEPS / THREADBLOCK_SIZE)

__device__ inline float expiry_call_value(float S, float X, float vDt, int i) {
  float d = S * __expf(vDt * (2.0f * i - NUM_STEPS)) - X;
  return (d > 0.0f) ? d : 0.0f;
}

__global__ void binomial_options(const float *d_S, const float *d_X, const float *d_T, float *d_price, float R,
                                 float V) {
  __shared__ float call_exchange[THREADBLOCK_SIZE + 1];
  const int tid = threadIdx.x;
  const float S = d_S[blockIdx.x], X = d_X[blockIdx.x], T = d_T[blockIdx.x];
  const float dt = T / (float)NUM_STEPS;
  const float vDt = V * sqrtf(dt);
  const float rDt = R * dt;
  const float If = __expf(rDt);
  const float Df = __expf(-rDt);
  const float u = __expf(vDt);
  const float d = __expf(-vDt);
  const float pu = (If - d) / (u - d);
  const float pd = 1.0f - pu;
  const float puByDf = pu * Df, pdByDf = pd * Df;
  float call[ELEMS_PER_THREAD + 1];
#pragma unroll
  for (int i = 0; i < ELEMS_PER_THREAD; ++i) call[i] = expiry_call_value(S, X, vDt, tid * ELEMS_PER_THREAD + i);
  if (tid == 0) call_exchange[THREADBLOCK_SIZE] = expiry_call_value(S, X, vDt, NUM_STEPS);
  int final_it = max(0, tid * ELEMS_PER_THREAD - 1);
#pragma unroll 16
  for (int i = NUM_STEPS; i > 0; --i) {
    call_exchange[tid] = call[0];
    __syncthreads();
    call[ELEMS_PER_THREAD] = call_exchange[tid + 1];
    __syncthreads();
    if (i > final_it) {
#pragma unroll
      for (int j = 0; j < ELEMS_PER_THREAD; ++j) call[j] = puByDf * call[j + 1] + pdByDf * call[j];
    }
  }
  if (tid == 0) d_price[blockIdx.x] = call[0];
}
