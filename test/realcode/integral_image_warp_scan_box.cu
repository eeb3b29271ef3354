// @realcode Integral image (summed-area table) the way OpenCV's CUDA module and NPP-style code build it, then a box filter from it: a row pass in which each warp scans one 1024-pixel run of an 8-bit image with uchar4 loads (a serial 4-element prefix per lane, then a __shfl_up_sync Kogge-Stone scan of the lane totals, carries between runs chained through the row by lane 31), a column pass that scans 32-column strips through a padded 32x33 shared tile with the same warp scan, and a mean-filter kernel that reads four SAT corners per output pixel with clamped borders.
// @let WIDTH = 4096
// @let HEIGHT = 4096
// @let R = 7
// @buf img u8[WIDTH * HEIGHT] uniform(0, 256)
// @buf rowsum u32[WIDTH * HEIGHT] zero
// @buf sat u32[WIDTH * HEIGHT] zero
// @buf box u8[WIDTH * HEIGHT] zero
// @launch sat_rows grid(HEIGHT / 8) block(32, 8) args(img, rowsum, i32(WIDTH), i32(HEIGHT))
// @launch sat_cols grid(WIDTH / 32) block(32, 8) args(rowsum, sat, i32(WIDTH), i32(HEIGHT))
// @launch box_mean grid(WIDTH / 32, HEIGHT / 8) block(32, 8) args(sat, box, i32(WIDTH), i32(HEIGHT), i32(R))
// @check rowsum exact
// @check sat exact
// @check box exact
#include <cstdint>

constexpr unsigned FULL = 0xffffffffu;

__device__ __forceinline__ unsigned warp_inclusive_scan(unsigned v, int lane) {
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const unsigned n = __shfl_up_sync(FULL, v, o);
    if (lane >= o) v += n;
  }
  return v;
}

// One warp per row; 128 pixels per lane-round (4 per lane, uchar4).
__global__ void sat_rows(const uchar4 *__restrict__ img, uint4 *__restrict__ rowsum, int width, int height) {
  const int lane = threadIdx.x, row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= height) return;
  const uchar4 *in = img + (size_t)row * (width / 4);
  uint4 *out = rowsum + (size_t)row * (width / 4);
  unsigned carry = 0;
  for (int x = lane; x < width / 4; x += 32) {
    const uchar4 p = in[x];
    uint4 s;
    s.x = p.x;
    s.y = s.x + p.y;
    s.z = s.y + p.z;
    s.w = s.z + p.w;
    const unsigned incl = warp_inclusive_scan(s.w, lane);
    const unsigned base = carry + incl - s.w;
    s.x += base; s.y += base; s.z += base; s.w += base;
    out[x] = s;
    carry = __shfl_sync(FULL, carry + incl, 31);
  }
}

// Each block owns a 32-column strip; warps walk down it 8 rows at a time through shared memory
// transposed so that one warp scans one column.
__global__ void sat_cols(const unsigned *__restrict__ rowsum, unsigned *__restrict__ sat, int width, int height) {
  __shared__ unsigned tile[32][33];
  __shared__ unsigned carry[32];
  const int lane = threadIdx.x, wy = threadIdx.y;
  const int x0 = blockIdx.x * 32;
  if (wy == 0) carry[lane] = 0;
  for (int y0 = 0; y0 < height; y0 += 32) {
    __syncthreads();
    for (int r = wy; r < 32; r += blockDim.y) tile[r][lane] = rowsum[(size_t)(y0 + r) * width + x0 + lane];
    __syncthreads();
    // Warp wy scans columns wy, wy + 8, ...: lane = row within the tile.
    for (int c = wy; c < 32; c += blockDim.y) {
      const unsigned v = warp_inclusive_scan(tile[lane][c], lane) + carry[c];
      __syncwarp();
      tile[lane][c] = v;
      __syncwarp();
      if (lane == 31) carry[c] = v;
    }
    __syncthreads();
    for (int r = wy; r < 32; r += blockDim.y) sat[(size_t)(y0 + r) * width + x0 + lane] = tile[r][lane];
  }
}

__device__ __forceinline__ unsigned sat_at(const unsigned *sat, int width, int x, int y) {
  return (x < 0 || y < 0) ? 0u : sat[(size_t)y * width + x];
}

__global__ void box_mean(const unsigned *__restrict__ sat, uint8_t *__restrict__ out, int width, int height, int r) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  const int x0 = max(x - r - 1, -1), x1 = min(x + r, width - 1);
  const int y0 = max(y - r - 1, -1), y1 = min(y + r, height - 1);
  const unsigned s = sat_at(sat, width, x1, y1) - sat_at(sat, width, x0, y1) - sat_at(sat, width, x1, y0) +
                     sat_at(sat, width, x0, y0);
  const unsigned area = (unsigned)((x1 - x0) * (y1 - y0));
  out[(size_t)y * width + x] = (uint8_t)((s + area / 2) / area);
}
