// @realcode Harris corner detection in the fixed-point style of embedded/FPGA-derived vision code: a 16x16 tile of 3x3 Sobel gradients per block with a two-pixel halo staged in shared memory (integers, border replicated), the structure tensor products Ixx/Iyy/Ixy summed over a 3x3 box window from a second shared tile (int3), the response with k = 1/25 kept exact in 64 bits as R = 25 det - trace^2, then a 3x3 non-maximum suppression with a threshold of 1% of the image's maximum (a 64-bit atomicMax), and corners compacted with a warp ballot and one atomicAdd per warp (order-free output checked as a set).
// @let WID = 2048
// @let HEI = 2048
// @buf img u8[WID * HEI] uniform(0, 256)
// @buf resp i64[WID * HEI] zero
// @buf rmax i64[1] zero
// @buf corners i32[WID * HEI / 16] zero
// @buf ncorners u32[1] zero
// @launch smooth_image grid(cdiv(WID * HEI, 256)) block(256) args(img, i32(WID), i32(HEI))
// @launch harris_response<16> grid(WID / 16, HEI / 16) block(16, 16) args(img, resp, rmax, i32(WID), i32(HEI))
// @launch nms_compact grid(WID / 32, HEI / 8) block(32, 8) args(resp, rmax, corners, ncorners, i32(WID), i32(HEI), i32(100), i32(WID * HEI / 16))
// @check resp exact
// @check rmax exact
// @check corners unordered
// @check ncorners exact
#include <cstdint>

// Random pixels have no corners to speak of: a checkerboard of 8x8 squares with a little noise does.
__global__ void smooth_image(uint8_t *img, int w, int h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= w * h) return;
  int x = i % w, y = i / w;
  img[i] = (uint8_t)(((x / 8 + y / 8) & 1) ? 200 - (img[i] >> 3) : 40 + (img[i] >> 3));
}

template <int T>
__global__ void harris_response(const uint8_t *__restrict__ img, long long *__restrict__ resp, long long *rmax, int w, int h) {
  __shared__ int pix[T + 4][T + 4];   // tile + 2-pixel halo
  __shared__ int3 prod[T + 2][T + 2]; // Ixx, Iyy, Ixy on tile + 1-pixel halo
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x0 = blockIdx.x * T - 2, y0 = blockIdx.y * T - 2;
  for (int i = ty * T + tx; i < (T + 4) * (T + 4); i += T * T) {
    const int gx = min(max(x0 + i % (T + 4), 0), w - 1), gy = min(max(y0 + i / (T + 4), 0), h - 1);
    pix[i / (T + 4)][i % (T + 4)] = img[gy * w + gx];
  }
  __syncthreads();
  for (int i = ty * T + tx; i < (T + 2) * (T + 2); i += T * T) {
    const int py = i / (T + 2) + 1, px = i % (T + 2) + 1;
    const int gx = (pix[py - 1][px + 1] + 2 * pix[py][px + 1] + pix[py + 1][px + 1]) -
                   (pix[py - 1][px - 1] + 2 * pix[py][px - 1] + pix[py + 1][px - 1]);
    const int gy = (pix[py + 1][px - 1] + 2 * pix[py + 1][px] + pix[py + 1][px + 1]) -
                   (pix[py - 1][px - 1] + 2 * pix[py - 1][px] + pix[py - 1][px + 1]);
    prod[py - 1][px - 1] = make_int3(gx * gx, gy * gy, gx * gy);
  }
  __syncthreads();
  long long sxx = 0, syy = 0, sxy = 0;
#pragma unroll
  for (int dy = 0; dy < 3; ++dy)
#pragma unroll
    for (int dx = 0; dx < 3; ++dx) {
      const int3 p = prod[ty + dy][tx + dx];
      sxx += p.x;
      syy += p.y;
      sxy += p.z;
    }
  const long long det = sxx * syy - sxy * sxy, tr = sxx + syy;
  const long long r = 25 * det - tr * tr; // 25 (det - 0.04 trace^2), exactly
  const int x = blockIdx.x * T + tx, y = blockIdx.y * T + ty;
  resp[y * w + x] = r;
  if (r > 0) atomicMax(rmax, r);
}

__global__ void nms_compact(const long long *__restrict__ resp, const long long *__restrict__ rmax, int *__restrict__ corners,
                            unsigned *__restrict__ count, int w, int h, int inv_rel, int cap) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  const long long thr = *rmax / inv_rel;
  bool keep = false;
  if (x > 0 && y > 0 && x < w - 1 && y < h - 1) {
    const long long c = resp[y * w + x];
    keep = c > thr;
#pragma unroll
    for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
      for (int dx = -1; dx <= 1; ++dx) {
        if (dx == 0 && dy == 0) continue;
        const long long n = resp[(y + dy) * w + x + dx];
        // Ties go to the earlier pixel in raster order, so plateaus keep one corner.
        keep = keep && (c > n || (c == n && (dy > 0 || (dy == 0 && dx > 0))));
      }
  }
  const unsigned ballot = __ballot_sync(0xffffffffu, keep);
  const int lane = threadIdx.x & 31;
  unsigned base = 0;
  if (lane == 0 && ballot) base = atomicAdd(count, (unsigned)__popc(ballot));
  base = __shfl_sync(0xffffffffu, base, 0);
  const unsigned slot = base + __popc(ballot & ((1u << lane) - 1));
  if (keep && slot < (unsigned)cap) corners[slot] = y * w + x;
}

template __global__ void harris_response<16>(const uint8_t *, long long *, long long *, int, int);
