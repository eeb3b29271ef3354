// @realcode DBSCAN's first phase as GPU clustering codes write it (G-DBSCAN / CUDA-DClust style): points hashed into a uniform grid of eps-sized cells (cell ids, a counting pass with atomicAdd, an exclusive scan of cell counts done by one block with a shared-memory Hillis-Steele scan, a scatter into cell order), then one thread per point walks the 3x3 neighbouring cells and counts neighbours within eps; a point with at least MINPTS neighbours is a core point, and core points are compacted with a warp-aggregated atomic.
// @let N = 1 << 20
// @let G = 64
// @buf px f32[N] uniform(0, 1)
// @buf py f32[N] uniform(0, 1)
// @buf cell i32[N] zero
// @buf cell_count i32[G * G] zero
// @buf cell_start i32[G * G] zero
// @buf cell_fill i32[G * G] zero
// @buf order i32[N] zero
// @buf counts i32[N] zero
// @buf is_core u8[N] zero
// @buf ncore u32[1] zero
// @launch assign_cells grid(cdiv(N, 256)) block(256) args(px, py, cell, cell_count, i32(N), i32(G))
// @launch scan_cells grid(1) block(1024) args(cell_count, cell_start, i32(G * G))
// @launch scatter_points grid(cdiv(N, 256)) block(256) args(cell, cell_start, cell_fill, order, i32(N))
// @launch count_neighbors grid(cdiv(N, 128)) block(128) args(px, py, cell, cell_start, cell_count, order, counts, is_core, ncore, i32(N), i32(G), f32(1.0 / G), i32(24))
// @check cell exact
// @check cell_count exact
// @check cell_start exact
// @check order unordered
// @check counts exact
// @check is_core exact
// @check ncore exact
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

struct GridSpec {
  int dim;
  float inv_cell;
  __device__ int cell_of(float x, float y) const {
    int cx = min(max(int(x * inv_cell), 0), dim - 1);
    int cy = min(max(int(y * inv_cell), 0), dim - 1);
    return cy * dim + cx;
  }
};

__global__ void assign_cells(const float *__restrict__ px, const float *__restrict__ py, int *cell,
                             int *cell_count, int n, int g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  GridSpec grid{g, float(g)};
  int c = grid.cell_of(px[i], py[i]);
  cell[i] = c;
  atomicAdd(&cell_count[c], 1);
}

// One block scans all cells: each thread owns a contiguous chunk.
__global__ void scan_cells(const int *cell_count, int *cell_start, int ncells) {
  __shared__ int partial[1024];
  const int per = (ncells + blockDim.x - 1) / blockDim.x;
  const int lo = threadIdx.x * per, hi = min(lo + per, ncells);
  int sum = 0;
  for (int c = lo; c < hi; ++c) sum += cell_count[c];
  partial[threadIdx.x] = sum;
  __syncthreads();
  for (int off = 1; off < blockDim.x; off <<= 1) {
    int v = threadIdx.x >= off ? partial[threadIdx.x - off] : 0;
    __syncthreads();
    partial[threadIdx.x] += v;
    __syncthreads();
  }
  int run = partial[threadIdx.x] - sum;
  for (int c = lo; c < hi; ++c) {
    cell_start[c] = run;
    run += cell_count[c];
  }
}

__global__ void scatter_points(const int *cell, const int *cell_start, int *cell_fill, int *order, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i];
  order[cell_start[c] + atomicAdd(&cell_fill[c], 1)] = i;
}

__global__ void __launch_bounds__(128) count_neighbors(const float *__restrict__ px, const float *__restrict__ py,
                                                       const int *__restrict__ cell, const int *__restrict__ cell_start,
                                                       const int *__restrict__ cell_count, const int *__restrict__ order,
                                                       int *counts, unsigned char *is_core, unsigned *ncore, int n, int g,
                                                       float eps, int minpts) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool core = false;
  if (i < n) {
    const float x = px[i], y = py[i], eps2 = eps * eps;
    const int c = cell[i], cx = c % g, cy = c / g;
    int found = 0;
    for (int dy = -1; dy <= 1; ++dy) {
      int yy = cy + dy;
      if (yy < 0 || yy >= g) continue;
      for (int dx = -1; dx <= 1; ++dx) {
        int xx = cx + dx;
        if (xx < 0 || xx >= g) continue;
        int nc = yy * g + xx, s = cell_start[nc], e = s + cell_count[nc];
        for (int k = s; k < e; ++k) {
          int j = __ldg(&order[k]);
          float ddx = px[j] - x, ddy = py[j] - y;
          found += (ddx * ddx + ddy * ddy <= eps2) ? 1 : 0;
        }
      }
    }
    counts[i] = found;
    core = found >= minpts;
    is_core[i] = core;
  }
  cg::coalesced_group active = cg::coalesced_threads();
  unsigned mask = active.ballot(core);
  if (active.thread_rank() == 0 && mask) atomicAdd(ncore, __popc(mask));
}
