// @realcode Ragged per-thread iteration counts synchronised with cuda::barrier::arrive_and_drop: every thread relaxes its value against its right neighbour's for its own number of steps (read from a buffer), synchronising each step with arrive_and_wait(); a thread that is done calls arrive_and_drop(), so later phases wait only for the threads still working, and its last value stays visible to its neighbour.
// @let N = 1 << 21
// @let B = 256
// @buf in f32[N] uniform(0, 1)
// @buf lens u32[N] uniform(1, 48)
// @buf out f32[N] zero
// @launch ragged_relax grid(N / B) block(B) args(in, lens, out)
// @check out abs=1e-6 rel=1e-5
#include <cuda/barrier>

constexpr int kBlock = 256;
constexpr unsigned kMaxSteps = 64;

__global__ void ragged_relax(const float *__restrict__ in, const unsigned *__restrict__ lens, float *__restrict__ out) {
  __shared__ float val[2][kBlock];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  const int t = threadIdx.x;
  const size_t i = (size_t)blockIdx.x * kBlock + t;
  if (t == 0)
    init(&bar, blockDim.x);
  const unsigned len = lens[i];
  val[0][t] = in[i];
  val[1][t] = in[i];
  __syncthreads();

  unsigned k = 0;
  for (; k < kMaxSteps; ++k) {
    if (k >= len) {
      bar.arrive_and_drop();
      break;
    }
    float self = val[k & 1][t];
    float right = val[k & 1][(t + 1) % kBlock];
    val[(k + 1) & 1][t] = 0.5f * self + 0.5f * right * right;
    bar.arrive_and_wait();
  }
  out[i] = val[k & 1][t];
}
