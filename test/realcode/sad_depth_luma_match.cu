// @realcode RGB-D template matching: for each candidate position a 4x4 patch SAD on a 16-bit depth image packed two pixels per word (__vsadu2) plus an 8x4 patch SAD on the 8-bit luma image (__vabsdiffu4 summed with __vsadu4(d, 0), the byte-sum idiom), weighted, one thread per position.
// @let W = 2048
// @let H = 1024
// @buf depth u32[W * H / 2] uniform(0, 4294967295)
// @buf luma u32[W * H / 4] uniform(0, 4294967295)
// @buf tdepth u32[8] uniform(0, 4294967295)
// @buf tluma u32[8] uniform(0, 4294967295)
// @buf cost u32[(W / 8) * (H - 4)] zero
// @launch match_rgbd grid(cdiv((W / 8) * (H - 4), 128)) block(128) args(depth, luma, tdepth, tluma, cost, i32(W), i32(H))
// @check cost exact
#include <cuda_runtime.h>

__global__ void match_rgbd(const unsigned *__restrict__ depth, const unsigned *__restrict__ luma,
                           const unsigned *__restrict__ tdepth, const unsigned *__restrict__ tluma,
                           unsigned *__restrict__ cost, int width, int height) {
  int cols = width / 8;  // candidate positions every 8 pixels
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= cols * (height - 4)) return;
  int y = id / cols, x8 = id % cols;
  unsigned depth_sad = 0, luma_sad = 0;
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    const unsigned *d = depth + (size_t)(y + r) * (width / 2) + x8 * 4;  // 2 px per word
    depth_sad += __vsadu2(d[0], tdepth[2 * r]) + __vsadu2(d[1], tdepth[2 * r + 1]);
    const unsigned *l = luma + (size_t)(y + r) * (width / 4) + x8 * 2;  // 4 px per word
    unsigned a = __vabsdiffu4(l[0], tluma[2 * r]), b = __vabsdiffu4(l[1], tluma[2 * r + 1]);
    luma_sad += __vsadu4(a, 0u) + __vsadu4(b, 0u);
  }
  cost[id] = (depth_sad >> 4) + 3u * luma_sad;
}
