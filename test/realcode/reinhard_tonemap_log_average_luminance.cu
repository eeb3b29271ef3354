// @realcode HDR tone mapping with Reinhard's global operator: a first kernel reduces the log-average luminance of RGBA float4 pixels (Rec. 709 weights as constexpr members of a struct, log(delta + L) summed per block with cooperative_groups::reduce over 32-thread tiles, one double atomicAdd per block) and the maximum luminance (atomicMax on the float's bits, valid for non-negative floats), a second applies L_d = L (1 + L / L_white^2) / (1 + L) with the key value a, scales the colour and gamma-encodes it to uchar4 with __saturatef.
// @let W = 4096
// @let H = 2048
// @buf hdr f32[W * H * 4] uniform(0, 16)
// @buf stats f64[1] zero
// @buf lmax u32[1] zero
// @buf ldr u8[W * H * 4] zero
// @launch log_luminance grid(W * H / 256) block(256) args(hdr, stats, lmax, i32(W * H))
// @launch reinhard_map grid(W * H / 256) block(256) args(hdr, stats, lmax, ldr, i32(W * H), f32(0.18))
// @check stats abs=1e-6 rel=1e-9 (a double sum in block-arrival order)
// @check lmax exact
// @check ldr frac=0.001 (a pixel may round to the neighbouring 8-bit level)
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

struct Rec709 {
  static constexpr float r = 0.2126f, g = 0.7152f, b = 0.0722f;
  __device__ static float luminance(float4 c) { return r * c.x + g * c.y + b * c.z; }
};

__global__ void log_luminance(const float4 *__restrict__ hdr, double *__restrict__ stats, unsigned *__restrict__ lmax,
                              int n) {
  __shared__ float warp_sums[8];
  __shared__ float warp_max[8];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float lum = 0.0f, lg = 0.0f;
  if (i < n) {
    lum = Rec709::luminance(hdr[i]);
    lg = logf(1e-4f + lum);
  }
  const float s = cg::reduce(tile, lg, cg::plus<float>());
  const float m = cg::reduce(tile, lum, cg::greater<float>());
  if (tile.thread_rank() == 0) {
    warp_sums[tile.meta_group_rank()] = s;
    warp_max[tile.meta_group_rank()] = m;
  }
  block.sync();
  if (threadIdx.x == 0) {
    float bs = 0.0f, bm = 0.0f;
    for (int w = 0; w < 8; ++w) { bs += warp_sums[w]; bm = fmaxf(bm, warp_max[w]); }
    atomicAdd(stats, static_cast<double>(bs));
    atomicMax(lmax, __float_as_uint(bm));
  }
}

__global__ void reinhard_map(const float4 *__restrict__ hdr, const double *__restrict__ stats,
                             const unsigned *__restrict__ lmax, uchar4 *__restrict__ ldr, int n, float key) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float log_avg = expf(static_cast<float>(stats[0] / n));
  const float l_white = __uint_as_float(*lmax) * key / log_avg;
  const float4 c = hdr[i];
  const float lum = Rec709::luminance(c);
  const float l = key / log_avg * lum;
  const float ld = l * (1.0f + l / (l_white * l_white)) / (1.0f + l);
  const float scale = lum > 0.0f ? ld / lum : 0.0f;
  auto encode = [](float v) { return static_cast<unsigned char>(__saturatef(powf(v, 1.0f / 2.2f)) * 255.0f + 0.5f); };
  ldr[i] = make_uchar4(encode(c.x * scale), encode(c.y * scale), encode(c.z * scale), 255);
}
