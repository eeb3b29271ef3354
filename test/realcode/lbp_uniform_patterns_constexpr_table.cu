// @realcode Local binary patterns for texture classification (the OpenCV/scikit-image uniform LBP): the 256-entry map from an 8-bit pattern to its uniform-pattern label (58 uniform codes plus one catch-all) is generated at compile time by a constexpr function filling a literal struct, copied into a __constant__ array by constexpr initialisation; each thread compares its pixel's eight neighbours (clamped borders, a constexpr offsets table) to form the code, and each block builds the 59-bin histograms of its 16x16 cells in shared memory with atomicAdd before writing them out.
// @let W = 2048
// @let H = 2048
// @let CELL = 16
// @buf img u8[W * H] uniform(0, 256)
// @buf codes u8[W * H] zero
// @buf hist u32[(W / CELL) * (H / CELL) * 59] zero
// @launch lbp_cells grid(W / CELL, H / CELL) block(CELL, CELL) args(img, codes, hist, i32(W), i32(H))
// @check codes exact
// @check hist exact
#include <cstdint>

struct UniformMap {
  uint8_t label[256];
};

constexpr int transitions(int p) {
  int t = 0;
  for (int b = 0; b < 8; ++b) t += ((p >> b) & 1) != ((p >> ((b + 1) & 7)) & 1);
  return t;
}

constexpr UniformMap make_uniform_map() {
  UniformMap m{};
  int next = 0;
  for (int p = 0; p < 256; ++p) m.label[p] = transitions(p) <= 2 ? static_cast<uint8_t>(next++) : uint8_t(58);
  return m;
}

constexpr UniformMap kUniform = make_uniform_map();
static_assert(kUniform.label[0] == 0 && kUniform.label[255] == 57 && kUniform.label[0x55] == 58, "58 uniform patterns");

__constant__ UniformMap c_uniform = kUniform;

struct Offset {
  int dx, dy;
};
__device__ constexpr Offset kRing[8] = {{-1, -1}, {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}};

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

__global__ void lbp_cells(const uint8_t *__restrict__ img, uint8_t *codes, unsigned *hist, int width, int height) {
  __shared__ unsigned cell_hist[59];
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  if (tid < 59) cell_hist[tid] = 0;
  __syncthreads();
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  const uint8_t center = img[y * width + x];
  unsigned code = 0;
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    const int nx = clampi(x + kRing[k].dx, 0, width - 1);
    const int ny = clampi(y + kRing[k].dy, 0, height - 1);
    code |= (img[ny * width + nx] >= center ? 1u : 0u) << k;
  }
  codes[y * width + x] = static_cast<uint8_t>(code);
  atomicAdd(&cell_hist[c_uniform.label[code]], 1u);
  __syncthreads();
  if (tid < 59) hist[((size_t)blockIdx.y * gridDim.x + blockIdx.x) * 59 + tid] = cell_hist[tid];
}
