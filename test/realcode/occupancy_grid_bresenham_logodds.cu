// @realcode A robotics occupancy-grid update in the style of GPU SLAM mappers: each thread casts one lidar beam of a scan from the robot pose with integer Bresenham line stepping (a struct of per-axis step state, std::abs-free sign/abs helpers), adding the free-space log-odds update to every cell it passes and the occupied update to the end cell with atomicAdd on fixed-point int cells, beams that leave the map clipped by a Liang-Barsky style parametric test first; then a clamp-and-classify pass turns cells into int8 states with a warp ballot counting unknown cells per row.
// @let W = 2048
// @let H = 2048
// @let SCANS = 16
// @let BEAMS = 8192
// @buf ranges f32[SCANS * BEAMS] uniform(0.5, 60)
// @buf poses f32[SCANS * 3] uniform(-20, 20)
// @buf grid i32[W * H] zero
// @buf states i8[W * H] zero
// @buf unknown_rows u32[H] zero
// @launch mapping::integrate_scans grid(SCANS * BEAMS / 128) block(128) args(ranges, poses, grid, i32(W), i32(H), i32(BEAMS))
// @launch mapping::classify_cells grid(W / 256, H) block(256) args(grid, states, unknown_rows, i32(W))
// @check grid frac=1e-3 (a beam end within an ulp of a cell edge may land in the neighbouring cell where the compilers fuse the world-to-cell multiply-adds differently)
// @check states frac=1e-3 (as grid)
// @check unknown_rows frac=2e-2 (as grid: a row's count moves with any of its cells)
#include <cstdint>

namespace mapping {

constexpr float kResolution = 0.05f;   // metres per cell
constexpr int kLogOddsHit = 853;       // log(0.7/0.3) in 1/1000
constexpr int kLogOddsMiss = -405;     // log(0.4/0.6)
constexpr int kClampMin = -2000, kClampMax = 3500;
constexpr int kMaxSteps = 1400;

struct Pose2 {
  float x, y, theta;
};

struct BresenhamState {
  int x, y, dx, dy, sx, sy, err;
  __device__ BresenhamState(int x0, int y0, int x1, int y1)
      : x(x0), y(y0), dx(x1 > x0 ? x1 - x0 : x0 - x1), dy(-(y1 > y0 ? y1 - y0 : y0 - y1)), sx(x0 < x1 ? 1 : -1), sy(y0 < y1 ? 1 : -1),
        err(dx + dy) {}
  __device__ void step() {
    int e2 = 2 * err;
    if (e2 >= dy) { err += dy; x += sx; }
    if (e2 <= dx) { err += dx; y += sy; }
  }
};

// clips the segment p0 + t (p1 - p0), t in [0, 1], to [0, w) x [0, h); false when it misses the map
__device__ bool clip_segment(float &x0, float &y0, float &x1, float &y1, float w, float h) {
  float t0 = 0.f, t1 = 1.f;
  const float dx = x1 - x0, dy = y1 - y0;
  const float p[4] = {-dx, dx, -dy, dy};
  const float q[4] = {x0, w - 1.001f - x0, y0, h - 1.001f - y0};
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0.f) {
      if (q[i] < 0.f) return false;
    } else {
      float r = q[i] / p[i];
      if (p[i] < 0.f) { if (r > t1) return false; if (r > t0) t0 = r; }
      else { if (r < t0) return false; if (r < t1) t1 = r; }
    }
  }
  const float nx0 = x0 + t0 * dx, ny0 = y0 + t0 * dy;
  x1 = x0 + t1 * dx;
  y1 = y0 + t1 * dy;
  x0 = nx0;
  y0 = ny0;
  return true;
}

__global__ void integrate_scans(const float *__restrict__ ranges, const float *__restrict__ poses, int *grid, int w, int h, int beams) {
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  const int scan = id / beams, beam = id % beams;
  const Pose2 pose{poses[3 * scan] * 0.5f, poses[3 * scan + 1] * 0.5f, poses[3 * scan + 2] * 0.157f};
  const float r = ranges[id];
  const float angle = pose.theta + (beam - beams / 2) * (6.2831853f / beams);
  float s, c;
  sincosf(angle, &s, &c);
  // world (metres, origin at the map centre) to cells
  float x0 = pose.x / kResolution + w / 2, y0 = pose.y / kResolution + h / 2;
  float x1 = (pose.x + r * c) / kResolution + w / 2, y1 = (pose.y + r * s) / kResolution + h / 2;
  const bool hit_inside = x1 >= 0.f && y1 >= 0.f && x1 < w - 1.001f && y1 < h - 1.001f;
  if (!clip_segment(x0, y0, x1, y1, (float)w, (float)h))
    return;
  const int ex = __float2int_rd(x1), ey = __float2int_rd(y1);
  BresenhamState line(__float2int_rd(x0), __float2int_rd(y0), ex, ey);
  for (int n = 0; n < kMaxSteps && !(line.x == ex && line.y == ey); ++n) {
    atomicAdd(&grid[line.y * w + line.x], kLogOddsMiss);
    line.step();
  }
  if (hit_inside)
    atomicAdd(&grid[ey * w + ex], kLogOddsHit);
}

enum CellState : int8_t { kFree = 0, kOccupied = 100, kUnknown = -1 };

__global__ void classify_cells(int *grid, int8_t *states, unsigned *unknown_rows, int w) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  int v = grid[y * w + x];
  v = v < kClampMin ? kClampMin : (v > kClampMax ? kClampMax : v);
  grid[y * w + x] = v;
  const CellState st = v == 0 ? kUnknown : (v > 0 ? kOccupied : kFree);
  states[y * w + x] = st;
  const unsigned unknown = __ballot_sync(0xffffffffu, st == kUnknown);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(&unknown_rows[y], __popc(unknown));
}

} // namespace mapping
