// @realcode Mean-shift mode seeking in 2-D: every seed point repeatedly moves to the Gaussian-weighted mean of all data points, the data streamed through shared-memory tiles of float2 by each block; iterations stop per seed when the shift falls under a tolerance or after a cap.
// @let NPTS = 16384
// @let NSEEDS = 16384
// @buf points f32[NPTS * 2] uniform(-10, 10)
// @buf seeds f32[NSEEDS * 2] uniform(-10, 10)
// @buf modes f32[NSEEDS * 2] zero
// @buf steps i32[NSEEDS] zero
// @launch mean_shift<256> grid(cdiv(NSEEDS, 256)) block(256) args(points, seeds, modes, steps, i32(NPTS), i32(NSEEDS), f32(1.5), i32(30))
// @check modes abs=1e-3 rel=1e-3
// @check steps frac=1e-2 (the stopping test compares a shift with the tolerance: a last-bit difference in the weighted mean can take one step more)
#include <cuda_runtime.h>

template <int TILE>
__global__ void mean_shift(const float2 *__restrict__ points, const float2 *__restrict__ seeds, float2 *__restrict__ modes,
                           int *__restrict__ steps, int npts, int nseeds, float bandwidth, int maxit) {
  __shared__ float2 tile[TILE];
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  float2 y = s < nseeds ? seeds[s] : make_float2(0.f, 0.f);
  const float inv2h2 = 1.0f / (2.0f * bandwidth * bandwidth);
  bool done = s >= nseeds;
  int it = 0;
  // Every thread stays for the tile loads, even when its seed has stopped:
  // the whole block loops maxit times, finished seeds just skip the math.
  for (int round = 0; round < maxit; ++round) {
    float wx = 0.f, wy = 0.f, wsum = 0.f;
    for (int base = 0; base < npts; base += TILE) {
      __syncthreads();
      if (base + threadIdx.x < npts) tile[threadIdx.x] = points[base + threadIdx.x];
      __syncthreads();
      if (done) continue;
      int count = min(TILE, npts - base);
      for (int k = 0; k < count; ++k) {
        float dx = tile[k].x - y.x, dy = tile[k].y - y.y;
        float w = __expf(-(dx * dx + dy * dy) * inv2h2);
        wx = fmaf(w, tile[k].x, wx);
        wy = fmaf(w, tile[k].y, wy);
        wsum += w;
      }
    }
    if (!done) {
      float2 next = make_float2(wx / wsum, wy / wsum);
      float shift = hypotf(next.x - y.x, next.y - y.y);
      y = next;
      ++it;
      done = shift < 1e-3f;
    }
  }
  if (s < nseeds) {
    modes[s] = y;
    steps[s] = it;
  }
}

// The instantiation the host code launches.
template __global__ void mean_shift<256>(const float2 *, const float2 *, float2 *, int *, int, int, float, int);
