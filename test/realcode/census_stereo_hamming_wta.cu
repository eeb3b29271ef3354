// @realcode census-transform stereo matching as embedded-vision (SGM-style) code writes it: a 9x7 census of each pixel packed into a 64-bit signature with the centre compared against 62 neighbours (shared-memory tile with a halo, border clamped), the matching cost of disparity d the Hamming distance __popcll(left ^ right[x - d]), a winner-take-all over 64 disparities with a uniqueness ratio and a left-right consistency check, the cost/disparity pair packed into one 32-bit key so that a min over keys is the argmin (cost << 8 | d), and 8-bit images read four pixels at a time as uchar4.
// @let W = 2048
// @let H = 1024
// @let D = 64
// @buf left u8[W * H] uniform(0, 256)
// @buf right u8[W * H] uniform(0, 256)
// @buf cl u64[W * H] zero
// @buf cr u64[W * H] zero
// @buf disp i32[W * H] zero
// @launch make_scene grid(cdiv(W, 256), H) block(256) args(left, right, i32(W), i32(H))
// @launch census9x7 grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(left, cl, i32(W), i32(H))
// @launch census9x7 grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(right, cr, i32(W), i32(H))
// @launch wta_disparity grid(cdiv(W, 128), H) block(128) args(cl, cr, disp, i32(W), i32(H))
// @check cl exact
// @check cr exact
// @check disp exact
#include <cstdint>

constexpr int RX = 4, RY = 3, TX = 32, TY = 8;
constexpr int kDisp = 64;

// A textured scene: the right image is the left one shifted by a per-row-band disparity, plus the noise.
__global__ void make_scene(uint8_t *l, uint8_t *r, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x >= w) return;
  const int shift = 4 + (y / 64) * 3 % 50;
  auto tex = [](int u, int v) { return (uint8_t)(((u * 7) ^ (v * 13) ^ ((u + v) >> 2)) & 0xff); };
  uint8_t n = l[(size_t)y * w + x] & 7;
  l[(size_t)y * w + x] = tex(x, y) + n;
  r[(size_t)y * w + x] = tex(x + shift, y) + (r[(size_t)y * w + x] & 7);
}

__global__ void __launch_bounds__(TX * TY) census9x7(const uint8_t *__restrict__ img, uint64_t *__restrict__ sig, int w, int h) {
  __shared__ uint8_t tile[TY + 2 * RY][TX + 2 * RX];
  const int x0 = blockIdx.x * TX, y0 = blockIdx.y * TY;
  for (int j = threadIdx.y; j < TY + 2 * RY; j += TY)
    for (int i = threadIdx.x; i < TX + 2 * RX; i += TX) {
      int gx = min(max(x0 + i - RX, 0), w - 1), gy = min(max(y0 + j - RY, 0), h - 1);
      tile[j][i] = __ldg(img + (size_t)gy * w + gx);
    }
  __syncthreads();
  const int x = x0 + threadIdx.x, y = y0 + threadIdx.y;
  if (x >= w || y >= h) return;
  const uint8_t c = tile[threadIdx.y + RY][threadIdx.x + RX];
  uint64_t s = 0;
#pragma unroll
  for (int dy = -RY; dy <= RY; ++dy)
#pragma unroll
    for (int dx = -RX; dx <= RX; ++dx) {
      if (dx == 0 && dy == 0) continue;
      s = (s << 1) | (uint64_t)(tile[threadIdx.y + RY + dy][threadIdx.x + RX + dx] < c);
    }
  sig[(size_t)y * w + x] = s;
}

__device__ __forceinline__ uint32_t pack(uint32_t cost, uint32_t d) { return cost << 8 | d; }

__global__ void __launch_bounds__(128) wta_disparity(const uint64_t *__restrict__ cl, const uint64_t *__restrict__ cr,
                                                     int *__restrict__ disp, int w, int h) {
  __shared__ uint64_t rrow[128 + kDisp];
  __shared__ uint64_t lrow[128 + kDisp];
  const int y = blockIdx.y, x0 = blockIdx.x * 128;
  const uint64_t *L = cl + (size_t)y * w, *R = cr + (size_t)y * w;
  for (int i = threadIdx.x; i < 128 + kDisp; i += 128) {
    int gx = x0 + i - kDisp;
    rrow[i] = gx >= 0 ? R[gx] : ~0ull;
    int lx = x0 + i;
    lrow[i] = lx < w ? L[lx] : ~0ull;
  }
  __syncthreads();
  const int x = x0 + threadIdx.x;
  if (x >= w) return;
  const uint64_t me = lrow[threadIdx.x];
  uint32_t best = ~0u, second = ~0u;
  for (int d = 0; d < kDisp; ++d) {
    uint32_t k = pack(__popcll(me ^ rrow[threadIdx.x + kDisp - d]), d);
    if (k < best) { second = best; best = k; }
    else if (k < second) second = k;
  }
  const int d = best & 0xff;
  const uint32_t c1 = best >> 8, c2 = second >> 8;
  // Uniqueness: the best must beat the runner-up (not a neighbour of it) by 10%.
  bool ok = x - d >= 0 && (c2 * 100 > c1 * 110 || abs((int)(second & 0xff) - d) <= 1);
  // Left-right check: from the right pixel x - d, the best match back in the left row lands near x.
  if (ok) {
    const uint64_t rv = rrow[threadIdx.x + kDisp - d];
    uint32_t back = ~0u;
    for (int e = 0; e < kDisp; ++e) {
      int lx = threadIdx.x - d + e;
      uint64_t lv = lx >= 0 && lx < 128 + kDisp ? lrow[lx] : (x - d + e < w ? L[x - d + e] : ~0ull);
      back = min(back, pack(__popcll(rv ^ lv), e));
    }
    ok = abs((int)(back & 0xff) - d) <= 1;
  }
  disp[(size_t)y * w + x] = ok ? d : -1;
}
