// @realcode A dense Jacobi solver in one persistent cooperative kernel, as iterative-solver samples write it: cg::this_grid() with grid.sync() between sweeps (the launch must be cooperative), a warp per row over a grid-stride row loop with cg::tiled_partition<32> and cg::reduce(tile, v, cg::plus<double>()), ping-pong iterate vectors chosen by the sweep parity, and a final residual sum accumulated with atomicAdd on double by one lane per row.
// @let N = 4096
// @let SWEEPS = 24
// @buf A f64[N * N] diagdom(N)
// @buf b f64[N] uniform(-1, 1)
// @buf x0 f64[N] zero
// @buf x1 f64[N] zero
// @buf resid f64[1] zero
// @launch jacobi_persistent grid(132) block(256) args(A, b, x0, x1, resid, i32(N), i32(SWEEPS))
// @check x0 abs=1e-10 rel=1e-9
// @check x1 abs=1e-10 rel=1e-9
// @check resid abs=1e-8 rel=1e-6
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__global__ void __launch_bounds__(256) jacobi_persistent(const double *__restrict__ A, const double *__restrict__ b,
                                                         double *x0, double *x1, double *resid, int n, int sweeps) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  const int warps_total = (int)(grid.size() / 32);
  const int gwarp = (int)(grid.thread_rank() / 32);
  for (int s = 0; s < sweeps; ++s) {
    const double *xin = (s & 1) ? x1 : x0;
    double *xout = (s & 1) ? x0 : x1;
    for (int row = gwarp; row < n; row += warps_total) {
      const double *arow = A + (size_t)row * n;
      double off = 0.0;
      for (int j = tile.thread_rank(); j < n; j += 32)
        if (j != row) off += arow[j] * xin[j];
      off = cg::reduce(tile, off, cg::plus<double>());
      if (tile.thread_rank() == 0) xout[row] = (b[row] - off) / arow[row];
    }
    grid.sync();
  }
  const double *x = (sweeps & 1) ? x1 : x0;
  for (int row = gwarp; row < n; row += warps_total) {
    const double *arow = A + (size_t)row * n;
    double ax = 0.0;
    for (int j = tile.thread_rank(); j < n; j += 32) ax += arow[j] * x[j];
    ax = cg::reduce(tile, ax, cg::plus<double>());
    if (tile.thread_rank() == 0) {
      const double r = b[row] - ax;
      atomicAdd(resid, r * r);
    }
  }
}
