// @realcode GIS point-in-polygon joins as cuSpatial-style code computes them: polygons (rings of integer fixed-point vertices, as map tiles store them) are packed as ring offsets and vertex arrays, a first kernel builds each polygon's bounding box with a warp per polygon (__reduce_min_sync / __reduce_max_sync on the coordinates), and the test kernel gives each point to a thread that walks the polygons whose box contains it and runs the crossing-number test with 64-bit integer cross products (exact, no epsilon), recording the first containing polygon and a per-polygon hit count through atomicAdd.
// @let NPT = 1 << 20
// @let NPOLY = 512
// @let NV = 32
// @buf px i32[NPT] uniform(0, 1048576)
// @buf py i32[NPT] uniform(0, 1048576)
// @buf vx i32[NPOLY * NV] uniform(0, 65536)
// @buf vy i32[NPOLY * NV] uniform(0, 65536)
// @buf bbox i32[NPOLY * 4] zero
// @buf owner i32[NPT] zero
// @buf hits u32[NPOLY] zero
// @launch make_star_polygons grid(NPOLY) block(NV) args(vx, vy)
// @launch polygon_bbox grid(NPOLY / 4) block(128) args(vx, vy, bbox, i32(NPOLY))
// @launch points_in_polygons grid(cdiv(NPT, 256)) block(256) args(px, py, vx, vy, bbox, owner, hits, i32(NPT), i32(NPOLY))
// @check bbox exact
// @check owner exact
// @check hits exact
#include <cstdint>

#define NVERT 32
// cos/sin of 2 pi k / 32 in 1/4096ths: integer geometry end to end.
__constant__ int2 c_unit[NVERT] = {{4096, 0}, {4017, 799}, {3784, 1567}, {3406, 2276}, {2896, 2896}, {2276, 3406}, {1567, 3784}, {799, 4017}, {0, 4096}, {-799, 4017}, {-1567, 3784}, {-2276, 3406}, {-2896, 2896}, {-3406, 2276}, {-3784, 1567}, {-4017, 799}, {-4096, 0}, {-4017, -799}, {-3784, -1567}, {-3406, -2276}, {-2896, -2896}, {-2276, -3406}, {-1567, -3784}, {-799, -4017}, {0, -4096}, {799, -4017}, {1567, -3784}, {2276, -3406}, {2896, -2896}, {3406, -2276}, {3784, -1567}, {4017, -799}};

// Turn random numbers into simple star-shaped rings around random centres (no self-intersections).
__global__ void make_star_polygons(int *vx, int *vy) {
  const int p = blockIdx.x, k = threadIdx.x;
  const int cx = (vx[p * NVERT] * 16) % 1000000 + 24288, cy = (vy[p * NVERT] * 16) % 1000000 + 24288;
  __syncthreads();
  const int radius = 4000 + (vx[p * NVERT + k] % 20000);
  vx[p * NVERT + k] = cx + radius * c_unit[k].x / 4096;
  vy[p * NVERT + k] = cy + radius * c_unit[k].y / 4096;
}

__global__ void polygon_bbox(const int *__restrict__ vx, const int *__restrict__ vy, int *__restrict__ bbox, int npoly) {
  const int poly = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (poly >= npoly) return;
  const int x = vx[poly * NVERT + lane], y = vy[poly * NVERT + lane];
  const int xmin = __reduce_min_sync(0xffffffffu, x), xmax = __reduce_max_sync(0xffffffffu, x);
  const int ymin = __reduce_min_sync(0xffffffffu, y), ymax = __reduce_max_sync(0xffffffffu, y);
  if (lane == 0) {
    bbox[poly * 4 + 0] = xmin;
    bbox[poly * 4 + 1] = ymin;
    bbox[poly * 4 + 2] = xmax;
    bbox[poly * 4 + 3] = ymax;
  }
}

// Crossing number with exact integer orientation tests.
__device__ bool inside(int x, int y, const int *__restrict__ vx, const int *__restrict__ vy) {
  bool in = false;
  int j = NVERT - 1;
  for (int i = 0; i < NVERT; j = i++) {
    const int xi = vx[i], yi = vy[i], xj = vx[j], yj = vy[j];
    if ((yi > y) != (yj > y)) {
      // x < xi + (y - yi) * (xj - xi) / (yj - yi), multiplied out with the sign of (yj - yi).
      const int64_t lhs = (int64_t)(x - xi) * (yj - yi);
      const int64_t rhs = (int64_t)(y - yi) * (xj - xi);
      if ((yj > yi) ? (lhs < rhs) : (lhs > rhs)) in = !in;
    }
  }
  return in;
}

__global__ void points_in_polygons(const int *__restrict__ px, const int *__restrict__ py, const int *__restrict__ vx,
                                   const int *__restrict__ vy, const int *__restrict__ bbox, int *__restrict__ owner,
                                   unsigned *__restrict__ hits, int npt, int npoly) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npt) return;
  const int x = px[i], y = py[i];
  int first = -1;
  for (int p = 0; p < npoly; ++p) {
    const int4 b = reinterpret_cast<const int4 *>(bbox)[p];
    if (x < b.x || x > b.z || y < b.y || y > b.w) continue;
    if (inside(x, y, vx + p * NVERT, vy + p * NVERT)) {
      if (first < 0) first = p;
      atomicAdd(&hits[p], 1u);
    }
  }
  owner[i] = first;
}
