// @realcode Contrast-limited adaptive histogram equalisation (CLAHE, as OpenCV's CUDA module stages it): one block per 64x64 tile building a 256-bin histogram with shared-memory atomics, clipping at the clip limit and redistributing the excess evenly with the remainder spread by a stride, the clipped histogram's inclusive scan in shared memory turned into a u8 lookup table per tile, then every pixel mapped through the four neighbouring tiles' tables and blended bilinearly with the tile centres as OpenCV weighs them.
// @let W = 4096
// @let H = 2048
// @let TS = 64
// @buf img u8[W * H] uniform(0, 256)
// @buf luts u8[(W / TS) * (H / TS) * 256] zero
// @buf out u8[W * H] zero
// @launch clahe_tile_luts grid(W / TS, H / TS) block(256) args(img, luts, i32(W), i32(H), i32(40))
// @launch clahe_apply grid(W / 32, H / 8) block(32, 8) args(img, luts, out, i32(W), i32(H))
// @check luts exact
// The bilinear blend contracts into fmas as each compiler chooses: a level at .5 may round to either neighbour.
// @check out abs=1
#include <cstdint>

#define TILE 64
#define BINS 256

__global__ void __launch_bounds__(256) clahe_tile_luts(const uint8_t *__restrict__ img, uint8_t *__restrict__ luts,
                                                       int w, int h, int clip_limit) {
  __shared__ unsigned hist[BINS];
  __shared__ unsigned excess_total;
  int t = threadIdx.x;
  hist[t] = 0;
  if (t == 0)
    excess_total = 0;
  __syncthreads();
  int x0 = blockIdx.x * TILE, y0 = blockIdx.y * TILE;
  for (int e = t; e < TILE * TILE / 4; e += blockDim.x) {
    int y = e / (TILE / 4), x = (e % (TILE / 4)) * 4;
    uchar4 p = __ldg(reinterpret_cast<const uchar4 *>(img + (size_t)(y0 + y) * w + x0 + x));
    atomicAdd(&hist[p.x], 1u);
    atomicAdd(&hist[p.y], 1u);
    atomicAdd(&hist[p.z], 1u);
    atomicAdd(&hist[p.w], 1u);
  }
  __syncthreads();
  unsigned c = hist[t];
  if (c > (unsigned)clip_limit) {
    atomicAdd(&excess_total, c - clip_limit);
    c = clip_limit;
  }
  __syncthreads();
  unsigned excess = excess_total;
  unsigned per_bin = excess / BINS, rest = excess % BINS;
  c += per_bin;
  // The remainder goes to every (BINS / rest)-th bin, as OpenCV spreads it.
  if (rest) {
    unsigned step = max(BINS / rest, 1u);
    if (t % step == 0 && t / step < rest)
      c += 1;
  }
  hist[t] = c;
  __syncthreads();
  for (int d = 1; d < BINS; d <<= 1) {
    unsigned y = t >= d ? hist[t - d] : 0;
    __syncthreads();
    hist[t] += y;
    __syncthreads();
  }
  float scale = 255.f / (TILE * TILE);
  int tile = blockIdx.y * gridDim.x + blockIdx.x;
  luts[(size_t)tile * BINS + t] = (uint8_t)min(__float2int_rn(hist[t] * scale), 255);
}

__global__ void clahe_apply(const uint8_t *__restrict__ img, const uint8_t *__restrict__ luts, uint8_t *__restrict__ out,
                            int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  int tiles_x = w / TILE, tiles_y = h / TILE;
  float tx = (x + 0.5f) / TILE - 0.5f, ty = (y + 0.5f) / TILE - 0.5f;
  int tx0 = (int)floorf(tx), ty0 = (int)floorf(ty);
  float fx = tx - tx0, fy = ty - ty0;
  int tx1 = min(tx0 + 1, tiles_x - 1), ty1 = min(ty0 + 1, tiles_y - 1);
  tx0 = max(tx0, 0);
  ty0 = max(ty0, 0);
  uint8_t v = img[(size_t)y * w + x];
  auto lut = [&](int ti, int tj) { return (float)__ldg(luts + ((size_t)tj * tiles_x + ti) * BINS + v); };
  float top = (1.f - fx) * lut(tx0, ty0) + fx * lut(tx1, ty0);
  float bottom = (1.f - fx) * lut(tx0, ty1) + fx * lut(tx1, ty1);
  out[(size_t)y * w + x] = (uint8_t)min(__float2int_rn((1.f - fy) * top + fy * bottom), 255);
}
