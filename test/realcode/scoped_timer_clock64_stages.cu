// @realcode Kernel-stage instrumentation with a scoped timer, as profiling builds of production kernels do: a `ScopedTimer` struct reads clock64() when made and, in its destructor, adds the elapsed cycles to the stage's slot and bumps the stage's sample count; timers nest (the whole tile, then each stage of load / transform / store), leave early through `return` and `continue`, and one is a temporary timing a single call expression. Only the counts and the computed outputs are compared (cycle counts differ between runs and compilers); the cycle sums are written to a buffer left unchecked.
// @let N = 1 << 22
// @let TILE = 1024
// @buf in f32[N] uniform(-2, 2)
// @buf out f32[N] zero
// @buf cycles u64[4 * (N / TILE)] zero
// @buf samples u32[4] zero
// @launch staged_transform<1024> grid(N / TILE) block(256) args(in, out, cycles, samples, i32(N))
// @check out abs=1e-5 rel=1e-5
// @check samples exact

struct ScopedTimer {
  unsigned long long *slot;
  unsigned *count;
  long long start;
  __device__ ScopedTimer(unsigned long long *s, unsigned *c) : slot(s), count(c), start(clock64()) {}
  __device__ ~ScopedTimer() {
    long long elapsed = clock64() - start;
    if (threadIdx.x == 0) {
      atomicAdd(slot, (unsigned long long)(elapsed > 0 ? elapsed : 0));
      atomicAdd(count, 1u);
    }
  }
  // For timing one expression: ScopedTimer(...).run(f, x)
  template <class F>
  __device__ float run(F f, float x) const {
    return f(x);
  }
};

enum Stage { kTile = 0, kLoad = 1, kTransform = 2, kStore = 3 };

struct Poly {
  __device__ float operator()(float v) const { return ((0.25f * v - 0.5f) * v + 1.0f) * v; }
};

template <int TILE>
__global__ void staged_transform(const float *__restrict__ in, float *__restrict__ out,
                                 unsigned long long *cycles, unsigned *samples, int n) {
  __shared__ float tile[TILE];
  unsigned long long *mine = cycles + 4 * blockIdx.x;
  ScopedTimer whole(mine + kTile, samples + kTile);
  int base = blockIdx.x * TILE;
  if (base >= n) return;  // the timer still records
  {
    ScopedTimer t(mine + kLoad, samples + kLoad);
    for (int k = threadIdx.x; k < TILE; k += blockDim.x) tile[k] = in[base + k];
    __syncthreads();
  }
  for (int pass = 0; pass < 3; ++pass) {
    ScopedTimer t(mine + kTransform, samples + kTransform);
    if (pass == 1) continue;  // pass 1 is a no-op stage, still timed
    for (int k = threadIdx.x; k < TILE; k += blockDim.x)
      tile[k] = ScopedTimer(mine + kTransform, samples + kTransform).run(Poly(), tile[k]);
    __syncthreads();
  }
  ScopedTimer t(mine + kStore, samples + kStore);
  for (int k = threadIdx.x; k < TILE; k += blockDim.x) out[base + k] = tile[k];
}

template __global__ void staged_transform<1024>(const float *__restrict__, float *__restrict__,
                                                unsigned long long *, unsigned *, int);
