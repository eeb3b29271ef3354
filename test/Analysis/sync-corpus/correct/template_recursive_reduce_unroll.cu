// A tree reduction unrolled by template recursion (the metaprogramming style
// of pre-C++17 CUDA libraries): Step<S> adds the upper half of S * 2 values
// onto the lower half with the threads below S, syncs, and recurses to
// Step<S / 2>; the specialisation Step<0> ends it.
// LAUNCH: grid=8 block=512 args=in:f32[4096]:rand out:f32[8]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <unsigned S> struct Step {
  static __device__ __forceinline__ void run(float *s, unsigned t) {
    if (t < S) s[t] += s[t + S];
    __syncthreads();
    Step<S / 2>::run(s, t);
  }
};

template <> struct Step<0> {
  static __device__ __forceinline__ void run(float *, unsigned) {}
};

template <unsigned BLOCK>
__device__ void reduce_block(const float *in, float *out) {
  __shared__ float s[BLOCK];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * BLOCK + t];
  __syncthreads();
  Step<BLOCK / 2>::run(s, t);
  if (t == 0) out[blockIdx.x] = s[0];
}

extern "C" __global__ void __launch_bounds__(512) template_recursive_reduce_unroll(const float *in, float *out) {
  reduce_block<512>(in, out);
}
