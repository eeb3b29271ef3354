// @realcode FAST-9 corner detection as OpenCV's cuda::FastFeatureDetector and ORB front ends compute it: the 16-pixel Bresenham circle of radius 3 as offsets in __constant__ memory, each pixel's circle classified into brighter and darker 16-bit masks, the test for nine contiguous set bits done by doubling the mask to 32 bits and AND-ing it with its shifts (eight shift-and steps), the corner score as the largest threshold that keeps the pixel a corner (a binary search over the threshold re-running the mask test), a 3x3 non-maximum suppression over the score image, and the surviving corners compacted into a keypoint list with warp-aggregated atomics (ballot, popc, one atomicAdd per warp), with a count per row.
// @let W = 4096
// @let H = 2048
// @buf image u8[W * H] uniform(0, 256)
// @buf score i32[W * H] zero
// @buf corners_per_row u32[H] zero
// @buf kp_count u32[1] zero
// @buf kp_xy u32[W * H / 4] zero
// @launch fast_score_kernel grid(W / 32, H / 8) block(32, 8) args(image, score, i32(W), i32(H), i32(20))
// @launch nms_compact_kernel grid(W / 32, H / 8) block(32, 8) args(score, corners_per_row, kp_count, kp_xy, i32(W), i32(H))
// @check score exact
// @check corners_per_row exact
// @check kp_count exact
// @check kp_xy unordered

__constant__ int2 c_circle[16] = {{0, -3}, {1, -3}, {2, -2}, {3, -1}, {3, 0}, {3, 1}, {2, 2}, {1, 3},
                                  {0, 3}, {-1, 3}, {-2, 2}, {-3, 1}, {-3, 0}, {-3, -1}, {-2, -2}, {-1, -3}};

__device__ __forceinline__ bool has_arc9(unsigned mask16) {
  unsigned m = mask16 | (mask16 << 16); // the circle wraps around
#pragma unroll
  for (int i = 0; i < 8; ++i)
    m &= m >> 1; // after k steps bit j survives when bits j..j+k were set
  return (m & 0xffffu) != 0;
}

__device__ __forceinline__ void circle_masks(const unsigned char *__restrict__ img, int x, int y, int w, int threshold, unsigned &brighter, unsigned &darker) {
  const int c = img[y * w + x];
  brighter = 0;
  darker = 0;
#pragma unroll
  for (int i = 0; i < 16; ++i) {
    const int v = __ldg(&img[(y + c_circle[i].y) * w + x + c_circle[i].x]);
    brighter |= (unsigned)(v > c + threshold) << i;
    darker |= (unsigned)(v < c - threshold) << i;
  }
}

__device__ bool is_corner(const unsigned char *__restrict__ img, int x, int y, int w, int threshold) {
  unsigned b, d;
  circle_masks(img, x, y, w, threshold, b, d);
  return has_arc9(b) || has_arc9(d);
}

__global__ void fast_score_kernel(const unsigned char *__restrict__ img, int *__restrict__ score, int w, int h, int threshold) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 3 || y < 3 || x >= w - 3 || y >= h - 3) {
    if (x < w && y < h) score[y * w + x] = 0;
    return;
  }
  if (!is_corner(img, x, y, w, threshold)) {
    score[y * w + x] = 0;
    return;
  }
  // the score: the largest threshold at which the pixel is still a corner
  int lo = threshold, hi = 255;
  while (lo < hi) {
    const int mid = (lo + hi + 1) >> 1;
    if (is_corner(img, x, y, w, mid)) lo = mid; else hi = mid - 1;
  }
  score[y * w + x] = lo;
}

__global__ void nms_compact_kernel(const int *__restrict__ score, unsigned *__restrict__ corners_per_row, unsigned *__restrict__ kp_count, unsigned *__restrict__ kp_xy, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  bool keep = false;
  if (x >= 1 && y >= 1 && x < w - 1 && y < h - 1) {
    const int s = score[y * w + x];
    keep = s > 0;
#pragma unroll
    for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
      for (int dx = -1; dx <= 1; ++dx) {
        if (!dx && !dy) continue;
        const int n = score[(y + dy) * w + x + dx];
        // ties broken towards the earlier pixel in raster order
        keep &= (dy < 0 || (dy == 0 && dx < 0)) ? s > n : s >= n;
      }
  }
  const unsigned ballot = __ballot_sync(0xffffffffu, keep);
  const int lane = threadIdx.x & 31;
  if (ballot == 0) return;
  unsigned base = 0;
  if (lane == 0) {
    base = atomicAdd(kp_count, __popc(ballot));
    atomicAdd(&corners_per_row[y], __popc(ballot));
  }
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep) {
    const unsigned slot = base + __popc(ballot & ((1u << lane) - 1));
    if (slot < (unsigned)(w * h / 4)) kp_xy[slot] = ((unsigned)y << 16) | (unsigned)x;
  }
}
