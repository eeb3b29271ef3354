// @realcode Iterative smoothing of a per-block signal in shared memory with a split-phase cuda::barrier: each step writes the next ping-pong row, arrive()s, overlaps its independent per-thread work (a polynomial of its own value) with the other threads' arrival, then wait()s before reading its neighbours; one barrier object serves every phase.
// @let N = 1 << 22
// @let B = 256
// @let STEPS = 12
// @buf in f32[N] uniform(-1, 1)
// @buf out f32[N] zero
// @buf aux f32[N] zero
// @launch smooth_split grid(N / B) block(B) args(in, out, aux, i32(STEPS))
// @check out abs=1e-5 rel=1e-5
// @check aux abs=1e-4 rel=1e-5
#include <cuda/barrier>
#include <utility>

constexpr int kBlock = 256;

__device__ __forceinline__ float poly(float x) {
  // Horner form of a degree-6 polynomial; stands in for per-thread work.
  return ((((((0.01f * x - 0.02f) * x + 0.05f) * x - 0.1f) * x + 0.2f) * x - 0.5f) * x + 1.0f);
}

__global__ void smooth_split(const float *__restrict__ in, float *__restrict__ out, float *__restrict__ aux, int steps) {
  __shared__ float row[2][kBlock];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  const int t = threadIdx.x;
  const size_t i = (size_t)blockIdx.x * kBlock + t;
  if (t == 0)
    init(&bar, blockDim.x);
  float mine = in[i];
  row[0][t] = mine;
  __syncthreads();

  float side = 0.0f;
  for (int s = 0; s < steps; ++s) {
    const float *cur = row[s & 1];
    float *next = row[(s + 1) & 1];
    float left = cur[(t + kBlock - 1) % kBlock], right = cur[(t + 1) % kBlock];
    mine = 0.25f * left + 0.5f * cur[t] + 0.25f * right;
    next[t] = mine;
    auto token = bar.arrive();
    side += poly(mine);  // independent of the other threads
    bar.wait(std::move(token));
  }
  out[i] = mine;
  aux[i] = side;
}
