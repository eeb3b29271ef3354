// @realcode A Mamba-style selective-scan forward pass: per (batch, channel) block the recurrence h_t = exp(dt_t * A_n) h_{t-1} + dt_t B_{n,t} x_t is solved as a block-wide scan over affine pairs (a, b) (an associative operator in a small struct with a __device__ combine, warp inclusive scans with __shfl_up_sync on both fields, warp aggregates through __shared__), four time steps per thread, chunks of 512 steps carrying the running state, softplus on dt with a bias, the output y = sum_n C h + D x gated by silu(z), template parameters for the state size and threads.
// @let BATCH = 2
// @let DIM = 768
// @let SEQ = 2048
// @let NSTATE = 16
// @buf u f32[BATCH * DIM * SEQ] uniform(-1, 1)
// @buf delta f32[BATCH * DIM * SEQ] uniform(-3, 1)
// @buf z f32[BATCH * DIM * SEQ] uniform(-2, 2)
// @buf A f32[DIM * NSTATE] uniform(-2, -0.1)
// @buf Bm f32[BATCH * NSTATE * SEQ] uniform(-1, 1)
// @buf Cm f32[BATCH * NSTATE * SEQ] uniform(-1, 1)
// @buf Dskip f32[DIM] uniform(0.5, 1.5)
// @buf dbias f32[DIM] uniform(-0.5, 0.5)
// @buf out f32[BATCH * DIM * SEQ] zero
// @buf last_state f32[BATCH * DIM * NSTATE] zero
// @launch selective_scan_fwd<16, 128, 4> grid(DIM, BATCH) block(128) args(u, delta, z, A, Bm, Cm, Dskip, dbias, out, last_state, i32(DIM), i32(SEQ))
// @check out rel=2e-4 abs=2e-4
// @check last_state rel=2e-4 abs=2e-4
#include <cuda_runtime.h>

struct ScanPair {
  float a, b;  // h -> a * h + b
};

// First p, then q.
__device__ __forceinline__ ScanPair combine(ScanPair p, ScanPair q) { return {p.a * q.a, q.a * p.b + q.b}; }

__device__ __forceinline__ float softplus(float x) { return x <= 20.0f ? log1pf(expf(x)) : x; }
__device__ __forceinline__ float silu(float x) { return x / (1.0f + expf(-x)); }

template <int THREADS>
__device__ ScanPair block_exclusive_scan(ScanPair v, ScanPair *warp_totals, ScanPair &block_total) {
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  ScanPair incl = v;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    ScanPair up;
    up.a = __shfl_up_sync(0xffffffffu, incl.a, o);
    up.b = __shfl_up_sync(0xffffffffu, incl.b, o);
    if (lane >= o) incl = combine(up, incl);
  }
  if (lane == 31) warp_totals[warp] = incl;
  __syncthreads();
  ScanPair prefix{1.0f, 0.0f};
  for (int w = 0; w < warp; w++) prefix = combine(prefix, warp_totals[w]);
  block_total = prefix;
  for (int w = warp; w < THREADS / 32; w++) block_total = combine(block_total, warp_totals[w]);
  ScanPair excl;
  excl.a = __shfl_up_sync(0xffffffffu, incl.a, 1);
  excl.b = __shfl_up_sync(0xffffffffu, incl.b, 1);
  if (lane == 0) excl = ScanPair{1.0f, 0.0f};
  __syncthreads();  // warp_totals is reused by the next call
  return combine(prefix, excl);
}

template <int NSTATE, int THREADS, int ITEMS>
__global__ void __launch_bounds__(THREADS)
    selective_scan_fwd(const float *__restrict__ u, const float *__restrict__ delta, const float *__restrict__ z,
                       const float *__restrict__ A, const float *__restrict__ Bm, const float *__restrict__ Cm,
                       const float *__restrict__ Dskip, const float *__restrict__ dbias, float *__restrict__ out,
                       float *__restrict__ last_state, int dim, int seqlen) {
  constexpr int CHUNK = THREADS * ITEMS;
  __shared__ ScanPair warp_totals[THREADS / 32];
  __shared__ float running[NSTATE];
  const int d = blockIdx.x, b = blockIdx.y;
  const size_t row = ((size_t)b * dim + d) * seqlen;
  const float *Bb = Bm + (size_t)b * NSTATE * seqlen;
  const float *Cb = Cm + (size_t)b * NSTATE * seqlen;
  float An[NSTATE];
#pragma unroll
  for (int n = 0; n < NSTATE; n++) An[n] = A[d * NSTATE + n];
  if (threadIdx.x < NSTATE) running[threadIdx.x] = 0.0f;
  __syncthreads();

  for (int chunk = 0; chunk < seqlen; chunk += CHUNK) {
    const int t0 = chunk + threadIdx.x * ITEMS;
    float x[ITEMS], dt[ITEMS], y[ITEMS];
#pragma unroll
    for (int i = 0; i < ITEMS; i++) {
      x[i] = u[row + t0 + i];
      dt[i] = softplus(delta[row + t0 + i] + dbias[d]);
      y[i] = Dskip[d] * x[i];
    }
#pragma unroll 1
    for (int n = 0; n < NSTATE; n++) {
      ScanPair local[ITEMS];
      ScanPair agg{1.0f, 0.0f};
#pragma unroll
      for (int i = 0; i < ITEMS; i++) {
        ScanPair step{expf(dt[i] * An[n]), dt[i] * Bb[(size_t)n * seqlen + t0 + i] * x[i]};
        agg = combine(agg, step);
        local[i] = agg;
      }
      ScanPair total;
      ScanPair before = block_exclusive_scan<THREADS>(agg, warp_totals, total);
      const float h_in = before.a * running[n] + before.b;
#pragma unroll
      for (int i = 0; i < ITEMS; i++) {
        float h = local[i].a * h_in + local[i].b;
        y[i] += Cb[(size_t)n * seqlen + t0 + i] * h;
      }
      float next = total.a * running[n] + total.b;
      __syncthreads();
      if (threadIdx.x == 0) running[n] = next;
    }
    __syncthreads();
#pragma unroll
    for (int i = 0; i < ITEMS; i++) out[row + t0 + i] = y[i] * silu(z[row + t0 + i]);
  }
  if (threadIdx.x < NSTATE) last_state[((size_t)b * dim + d) * NSTATE + threadIdx.x] = running[threadIdx.x];
}

template __global__ void selective_scan_fwd<16, 128, 4>(const float *, const float *, const float *, const float *,
                                                        const float *, const float *, const float *, const float *,
                                                        float *, float *, int, int);
