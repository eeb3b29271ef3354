// @realcode Block-wise normalisation rounds with a cuda::barrier whose completion function (a functor holding pointers to shared memory) runs once per phase, in the last thread to arrive: it sums the block's 256 partial values in a fixed order into a shared total; after arrive_and_wait() every thread divides by it. Four rounds reuse the barrier.
// @let N = 1 << 22
// @let B = 256
// @buf in f32[N] uniform(0.5, 2)
// @buf out f32[N] zero
// @buf totals f32[N / B] zero
// @launch normalize_rounds grid(N / B) block(B) args(in, out, totals)
// @check out abs=1e-6 rel=1e-5
// @check totals abs=1e-4 rel=1e-5
#include <cuda/barrier>

constexpr int kBlock = 256;
constexpr int kRounds = 4;

struct SumPartials {
  const float *partial;
  float *total;
  __device__ void operator()() noexcept {
    float s = 0.0f;
    for (int j = 0; j < kBlock; ++j)
      s += partial[j];
    *total = s;
  }
};

__global__ void normalize_rounds(const float *__restrict__ in, float *__restrict__ out, float *__restrict__ totals) {
  __shared__ float partial[kBlock];
  __shared__ float total;
  using Barrier = cuda::barrier<cuda::thread_scope_block, SumPartials>;
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ Barrier bar;
  const int t = threadIdx.x;
  const size_t i = (size_t)blockIdx.x * kBlock + t;
  if (t == 0)
    init(&bar, blockDim.x, SumPartials{partial, &total});
  __syncthreads();

  float v = in[i];
  float last = 0.0f;
  for (int r = 0; r < kRounds; ++r) {
    partial[t] = v * v;
    bar.arrive_and_wait(); // the completion wrote `total`
    last = total;
    v = v * rsqrtf(last / kBlock);
    bar.arrive_and_wait(); // everyone has read `total` before the next round's completion
  }
  out[i] = v;
  if (t == 0)
    totals[blockIdx.x] = last;
}
