// template_recursive_reduce_unroll with the barrier of each Step<S> removed: thread t
// reads s[t + S] while thread t + S is still adding into it in the step before.
// LAUNCH: grid=8 block=512 args=in:f32[4096]:rand out:f32[8]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <unsigned S> struct Step {
  static __device__ __forceinline__ void run(float *s, unsigned t) {
    // CHECK: template_recursive_reduce_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (t < S) s[t] += s[t + S];
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

extern "C" __global__ void __launch_bounds__(512) template_recursive_reduce_no_step_sync(const float *in, float *out) {
  reduce_block<512>(in, out);
}
