// @realcode Canny edge detection in the integer style of OpenCV's CUDA module: a 3x3 Sobel over an 8-bit image staged with a one-pixel halo in a shared tile (replicated borders), the L1 magnitude |gx| + |gy| as int, non-maximum suppression along the gradient direction chosen with fixed-point tangents (tan 22.5 deg * 2^15 = 13573, as OpenCV compares), a double threshold into a three-state map (0 none, 1 weak, 2 strong), then iterative hysteresis launched 8 times between two state maps (so that a pass reads only the previous one), each pass promoting weak pixels with a strong 8-neighbour and counting the promotions per pass with atomicAdd.
// @let W = 4096
// @let H = 4096
// @buf img u8[W * H] uniform(0, 256)
// @buf mag i32[W * H] zero
// @buf edge u8[W * H] zero
// @buf edge2 u8[W * H] zero
// @buf promoted u32[8] zero
// @launch sobel_mag_nms grid(W / 32, H / 8) block(32, 8) args(img, mag, edge, i32(W), i32(H), i32(120), i32(300))
// @loop p = 0; p < 8; p = p + 1
//   @launch hysteresis_pass grid(W / 32, H / 8) block(32, 8) args(sel(p % 2, edge2, edge), sel(p % 2, edge, edge2), promoted, i32(p), i32(W), i32(H))
// @end
// @check mag exact
// @check edge exact
// @check promoted exact
#include <cstdint>

#define TW 32
#define TH 8
#define CANNY_SHIFT 15
#define TG22 13573   // (int)(0.4142135623730950488016887242097 * (1 << CANNY_SHIFT) + 0.5)

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

// Magnitude over a tile with a 2-pixel halo (NMS needs the neighbours' magnitudes).
__global__ void __launch_bounds__(256) sobel_mag_nms(const uint8_t *__restrict__ img, int *__restrict__ mag_out,
                                                    uint8_t *__restrict__ edge, int w, int h, int low, int high) {
  __shared__ uint8_t pix[TH + 4][TW + 4];
  __shared__ int mag[TH + 2][TW + 2];
  __shared__ short gxs[TH][TW], gys[TH][TW];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x0 = blockIdx.x * TW, y0 = blockIdx.y * TH;
  for (int i = ty * TW + tx; i < (TH + 4) * (TW + 4); i += TW * TH) {
    const int ly = i / (TW + 4), lx = i % (TW + 4);
    pix[ly][lx] = img[(size_t)clampi(y0 + ly - 2, 0, h - 1) * w + clampi(x0 + lx - 2, 0, w - 1)];
  }
  __syncthreads();
  for (int i = ty * TW + tx; i < (TH + 2) * (TW + 2); i += TW * TH) {
    const int ly = i / (TW + 2) + 1, lx = i % (TW + 2) + 1;   // centre in pix coordinates
    const int gx = (pix[ly - 1][lx + 1] + 2 * pix[ly][lx + 1] + pix[ly + 1][lx + 1]) -
                   (pix[ly - 1][lx - 1] + 2 * pix[ly][lx - 1] + pix[ly + 1][lx - 1]);
    const int gy = (pix[ly + 1][lx - 1] + 2 * pix[ly + 1][lx] + pix[ly + 1][lx + 1]) -
                   (pix[ly - 1][lx - 1] + 2 * pix[ly - 1][lx] + pix[ly - 1][lx + 1]);
    mag[ly - 1][lx - 1] = abs(gx) + abs(gy);
    if (ly >= 2 && ly < TH + 2 && lx >= 2 && lx < TW + 2) {
      gxs[ly - 2][lx - 2] = (short)gx;
      gys[ly - 2][lx - 2] = (short)gy;
    }
  }
  __syncthreads();
  const int x = x0 + tx, y = y0 + ty;
  const int m = mag[ty + 1][tx + 1];
  mag_out[(size_t)y * w + x] = m;
  uint8_t state = 0;
  if (m > low) {
    const int gx = gxs[ty][tx], gy = gys[ty][tx];
    const int ax = abs(gx), ay = abs(gy) << CANNY_SHIFT;
    const int tg22x = ax * TG22;
    bool is_max;
    if (ay < tg22x) {
      is_max = m > mag[ty + 1][tx] && m >= mag[ty + 1][tx + 2];                       // horizontal
    } else {
      const int tg67x = tg22x + (ax << (CANNY_SHIFT + 1));
      if (ay > tg67x) {
        is_max = m > mag[ty][tx + 1] && m >= mag[ty + 2][tx + 1];                     // vertical
      } else {
        const int s = (gx ^ gy) < 0 ? -1 : 1;                                         // diagonal
        is_max = m > mag[ty][tx + 1 - s] && m > mag[ty + 2][tx + 1 + s];
      }
    }
    if (is_max) state = m > high ? 2 : 1;
  }
  edge[(size_t)y * w + x] = state;
}

__global__ void hysteresis_pass(const uint8_t *__restrict__ in, uint8_t *__restrict__ out, unsigned *promoted, int pass,
                                int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  const uint8_t s = in[(size_t)y * w + x];
  uint8_t next = s;
  if (s == 1) {
    bool strong = false;
    for (int dy = -1; dy <= 1 && !strong; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        const int xx = x + dx, yy = y + dy;
        if ((dx | dy) && xx >= 0 && xx < w && yy >= 0 && yy < h && in[(size_t)yy * w + xx] == 2) {
          strong = true;
          break;
        }
      }
    if (strong) {
      next = 2;
      atomicAdd(promoted + pass, 1u);
    }
  }
  out[(size_t)y * w + x] = next;
}
