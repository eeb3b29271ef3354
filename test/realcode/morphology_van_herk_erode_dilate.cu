// @realcode grayscale morphology with the van Herk / Gil-Werman algorithm as NPP-like image libraries implement large structuring elements: a separable W x W rectangle, each 1-D pass splits its line into W-wide segments, builds prefix and suffix max (or min) arrays for the segment in shared memory and combines suffix[x - r] with prefix[x + r] (three comparisons per pixel whatever W is); the row pass runs one block per image row, the column pass takes the 2R + 1 clamped neighbours directly (32 columns per block, __ldg, through a shared tile); erosion then dilation gives an opening, and a top-hat (source minus opening) is the last kernel; uchar pixels, clamp-to-edge borders.
// @let WID = 4096
// @let HEI = 2048
// @let R = 7
// @buf src u8[WID * HEI] uniform(0, 256)
// @buf tmp u8[WID * HEI] zero
// @buf ero u8[WID * HEI] zero
// @buf opened u8[WID * HEI] zero
// @buf tophat u8[WID * HEI] zero
// @launch vhgw_rows<MinOp, 7> grid(HEI) block(256) shared(3 * (4096 + 2 * 7 + 15)) args(src, tmp, i32(WID), i32(HEI))
// @launch vhgw_cols<MinOp, 7> grid(WID / 32) block(32, 8) args(tmp, ero, i32(WID), i32(HEI))
// @launch vhgw_rows<MaxOp, 7> grid(HEI) block(256) shared(3 * (4096 + 2 * 7 + 15)) args(ero, tmp, i32(WID), i32(HEI))
// @launch vhgw_cols<MaxOp, 7> grid(WID / 32) block(32, 8) args(tmp, opened, i32(WID), i32(HEI))
// @launch top_hat grid(cdiv(WID * HEI / 4, 256)) block(256) args(src, opened, tophat, i32(WID * HEI / 4))
// @check ero exact
// @check opened exact
// @check tophat exact
#include <cstdint>

struct MinOp {
  static __device__ __forceinline__ uint8_t apply(uint8_t a, uint8_t b) { return a < b ? a : b; }
  static constexpr uint8_t identity = 255;
};
struct MaxOp {
  static __device__ __forceinline__ uint8_t apply(uint8_t a, uint8_t b) { return a > b ? a : b; }
  static constexpr uint8_t identity = 0;
};

// One image row per block: line[] is the row with an R-pixel clamped border on each side,
// g[] the forward (prefix) and h[] the backward (suffix) running extrema per W-segment.
template <typename Op, int R>
__global__ void vhgw_rows(const uint8_t *__restrict__ in, uint8_t *__restrict__ out, int w, int h) {
  constexpr int W = 2 * R + 1;
  extern __shared__ uint8_t smem[];
  const int len = w + 2 * R;
  const int padded = (len + W - 1) / W * W;
  uint8_t *line = smem, *g = smem + padded, *hh = smem + 2 * padded;
  const uint8_t *row = in + (size_t)blockIdx.x * w;
  for (int i = threadIdx.x; i < padded; i += blockDim.x) line[i] = i < len ? row[min(max(i - R, 0), w - 1)] : Op::identity;
  __syncthreads();
  for (int s = threadIdx.x; s < padded / W; s += blockDim.x) {
    const int b = s * W;
    uint8_t acc = line[b];
    g[b] = acc;
    for (int k = 1; k < W; ++k) g[b + k] = acc = Op::apply(acc, line[b + k]);
    acc = line[b + W - 1];
    hh[b + W - 1] = acc;
    for (int k = W - 2; k >= 0; --k) hh[b + k] = acc = Op::apply(acc, line[b + k]);
  }
  __syncthreads();
  for (int x = threadIdx.x; x < w; x += blockDim.x) {
    // Window [x, x + 2R] of line[] (centred on pixel x).
    out[(size_t)blockIdx.x * w + x] = Op::apply(hh[x], g[x + 2 * R]);
  }
}

// 32 columns per block; each thread walks a column strip with a sliding window kept in registers.
template <typename Op, int R>
__global__ void vhgw_cols(const uint8_t *__restrict__ in, uint8_t *__restrict__ out, int w, int h) {
  __shared__ uint8_t tile[8][32 + 1];
  const int x = blockIdx.x * 32 + threadIdx.x;
  for (int y0 = 0; y0 < h; y0 += 8) {
    const int y = y0 + threadIdx.y;
    uint8_t acc = Op::identity;
#pragma unroll
    for (int d = -R; d <= R; ++d) acc = Op::apply(acc, __ldg(in + (size_t)min(max(y + d, 0), h - 1) * w + x));
    tile[threadIdx.y][threadIdx.x] = acc;
    __syncthreads();
    if (y < h) out[(size_t)y * w + x] = tile[threadIdx.y][threadIdx.x];
    __syncthreads();
  }
}

__global__ void top_hat(const uint8_t *__restrict__ src, const uint8_t *__restrict__ opened, uint8_t *__restrict__ out, int n4) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4) return;
  const unsigned a = reinterpret_cast<const unsigned *>(src)[i], b = reinterpret_cast<const unsigned *>(opened)[i];
  reinterpret_cast<unsigned *>(out)[i] = __vsubus4(a, b); // per-byte saturating subtract
}

template __global__ void vhgw_rows<MinOp, 7>(const uint8_t *, uint8_t *, int, int);
template __global__ void vhgw_rows<MaxOp, 7>(const uint8_t *, uint8_t *, int, int);
template __global__ void vhgw_cols<MinOp, 7>(const uint8_t *, uint8_t *, int, int);
template __global__ void vhgw_cols<MaxOp, 7>(const uint8_t *, uint8_t *, int, int);
