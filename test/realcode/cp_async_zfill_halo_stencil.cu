// @realcode a 2-D 5x5 box/Laplacian stencil whose halo tile is staged with Ampere-style cp.async inline PTX: cp.async.ca.shared.global with 4- and 8-byte copies and a src-size operand of 0 for out-of-image cells (hardware zero-fill instead of a branch), cp.async.cg 16-byte copies for the aligned interior, cp.async.commit_group and cp.async.wait_group 0, over a row-blocked image with two output planes.
// @let W = 4096
// @let H = 2048
// @buf img f32[W * H] uniform(0, 1)
// @buf box f32[W * H] zero
// @buf lap f32[W * H] zero
// @launch stencil5x5_cp_async grid(W / 32, H / 8) block(32, 8) args(img, box, lap, i32(W), i32(H))
// @check box abs=1e-5 rel=1e-5
// @check lap abs=1e-5 rel=1e-5
#include <cstdint>

constexpr int TX = 32, TY = 8, R = 2, OFF = 4;  // interior from column OFF: 16-byte aligned

__device__ __forceinline__ uint32_t smem_addr(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }

__device__ __forceinline__ void cp_async4_zfill(float *dst, const float *src, bool valid) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;" ::"r"(smem_addr(dst)), "l"(src), "r"(valid ? 4 : 0) : "memory");
}
__device__ __forceinline__ void cp_async8(float *dst, const float *src) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" ::"r"(smem_addr(dst)), "l"(src) : "memory");
}
__device__ __forceinline__ void cp_async16(float *dst, const float *src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem_addr(dst)), "l"(src) : "memory");
}

__global__ void stencil5x5_cp_async(const float *__restrict__ img, float *__restrict__ box, float *__restrict__ lap, int w, int h) {
  __shared__ alignas(16) float tile[TY + 2 * R][OFF + TX + 4];
  const int x0 = blockIdx.x * TX, y0 = blockIdx.y * TY;
  const int tid = threadIdx.y * TX + threadIdx.x;
  // Interior rows (with their halo rows): 32 floats a row, 8 threads x 16 bytes.
  for (int t = tid; t < (TY + 2 * R) * 8; t += TX * TY) {
    int r = t / 8, c = (t % 8) * 4;
    int gy = y0 + r - R;
    if (gy >= 0 && gy < h) {
      cp_async16(&tile[r][OFF + c], img + (size_t)gy * w + x0 + c);
    } else {
      for (int k = 0; k < 4; ++k) cp_async4_zfill(&tile[r][OFF + c + k], img, false);
    }
  }
  // Left and right halo columns: two floats each side; 8-byte copies when the pair is inside.
  for (int t = tid; t < (TY + 2 * R) * 2; t += TX * TY) {
    int r = t / 2, side = t % 2;
    int gy = y0 + r - R;
    int gx = side ? x0 + TX : x0 - R;
    float *dst = &tile[r][side ? OFF + TX : OFF - R];
    bool in = gy >= 0 && gy < h && gx >= 0 && gx + 1 < w;
    if (in && ((gx & 1) == 0)) {
      cp_async8(dst, img + (size_t)gy * w + gx);
    } else {
      for (int k = 0; k < 2; ++k) {
        bool v = gy >= 0 && gy < h && gx + k >= 0 && gx + k < w;
        cp_async4_zfill(dst + k, v ? img + (size_t)gy * w + gx + k : img, v);
      }
    }
  }
  asm volatile("cp.async.commit_group;" ::: "memory");
  asm volatile("cp.async.wait_group 0;" ::: "memory");
  __syncthreads();
  const int lx = threadIdx.x + OFF, ly = threadIdx.y + R;
  float s = 0.f;
#pragma unroll
  for (int dy = -R; dy <= R; ++dy)
#pragma unroll
    for (int dx = -R; dx <= R; ++dx) s += tile[ly + dy][lx + dx];
  float l = 4.f * tile[ly][lx] - tile[ly - 1][lx] - tile[ly + 1][lx] - tile[ly][lx - 1] - tile[ly][lx + 1];
  size_t o = (size_t)(y0 + threadIdx.y) * w + x0 + threadIdx.x;
  box[o] = s * (1.f / 25.f);
  lap[o] = l;
}
