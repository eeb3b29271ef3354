// Per-token dynamic int8 quantisation in the style of vLLM's kernels: one
// block per token, a hand-written BlockReduce (warp shuffles, one shared slot
// per warp, the first warp reduces the slots) run twice on the same temp
// storage -- first the absolute maximum, then (after the barrier that makes
// the reuse safe) the sum of the quantisation error -- with the scale
// broadcast through a __shared__ scalar that thread 0 writes.
// LAUNCH: grid=6 block=256 args=input:f32[6000]:rand out:i8[6000]:zero scales:f32[6]:zero err:f32[6]:zero hidden:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

struct MaxOp {
  __device__ float operator()(float a, float b) const { return fmaxf(a, b); }
};
struct SumOp {
  __device__ float operator()(float a, float b) const { return a + b; }
};

template <typename Op> __device__ float warp_reduce(float v, Op op) {
#pragma unroll
  for (int mask = 16; mask > 0; mask >>= 1)
    v = op(v, __shfl_xor_sync(0xffffffffu, v, mask));
  return v;
}

// Valid in thread 0 only, like cub::BlockReduce::Reduce.
template <typename Op> __device__ float block_reduce(float v, float *warp_slots, Op op, float identity) {
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  const int num_warps = (blockDim.x + 31) >> 5;
  v = warp_reduce(v, op);
  if (lane == 0)
    warp_slots[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < num_warps ? warp_slots[lane] : identity;
    v = warp_reduce(v, op);
  }
  return v;
}

extern "C" __global__ void vllm_dynamic_int8_quant_absmax(const float *input, signed char *out, float *scales,
                                                          float *err, int hidden) {
  __shared__ float temp[32];
  __shared__ float s_scale;
  const float *row = input + (size_t)blockIdx.x * hidden;
  signed char *orow = out + (size_t)blockIdx.x * hidden;

  float amax = 0.0f;
  for (int i = threadIdx.x; i < hidden; i += blockDim.x)
    amax = fmaxf(amax, fabsf(row[i]));
  amax = block_reduce(amax, temp, MaxOp{}, 0.0f);
  if (threadIdx.x == 0) {
    s_scale = amax / 127.0f;
    scales[blockIdx.x] = amax / 127.0f;
  }
  __syncthreads();

  const float inv = s_scale == 0.0f ? 0.0f : 1.0f / s_scale;
  float e = 0.0f;
  for (int i = threadIdx.x; i < hidden; i += blockDim.x) {
    float q = rintf(fminf(fmaxf(row[i] * inv, -128.0f), 127.0f));
    orow[i] = (signed char)q;
    e += fabsf(q * s_scale - row[i]);
  }
  e = block_reduce(e, temp, SumOp{}, 0.0f);
  if (threadIdx.x == 0)
    err[blockIdx.x] = e;
}
