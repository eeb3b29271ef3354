// @realcode Jump flooding (JFA) Voronoi diagram and distance transform as GPU graphics / image code writes it: seeds stored as short2 with (-1, -1) for empty, a 3x3 neighbourhood at a halving step, ping-pong buffers swapped by the host, a 2-D grid with 16x16 blocks, squared distances in int, and a final pass producing an Euclidean distance field and a seed-colour (uchar4) Voronoi image.
// @let W = 4096
// @let H = 4096
// @buf noise u32[W * H] uniform(0, 2000)
// @buf ping i16[2 * W * H] zero
// @buf pong i16[2 * W * H] zero
// @buf dist f32[W * H] zero
// @buf colour u8[4 * W * H] zero
// @launch jfa_init grid(cdiv(W, 16), cdiv(H, 16)) block(16, 16) args(noise, ping, i32(W), i32(H))
// @loop k = 0; k < 12; k = k + 1
//   @launch jfa_step grid(cdiv(W, 16), cdiv(H, 16)) block(16, 16) args(sel(k % 2, pong, ping), sel(k % 2, ping, pong), i32(W), i32(H), i32(2048 >> k))
// @end
// @launch jfa_distance grid(cdiv(W, 16), cdiv(H, 16)) block(16, 16) args(ping, dist, colour, i32(W), i32(H))
// @check ping exact
// @check pong exact
// @check dist exact
// @check colour exact
#include <cuda_runtime.h>
#include <cstdint>

#define EMPTY_SEED make_short2(-1, -1)

__device__ __forceinline__ bool is_seed(short2 s) { return s.x >= 0; }

__device__ __forceinline__ int dist2(int x, int y, short2 s) {
  int dx = x - s.x, dy = y - s.y;
  return dx * dx + dy * dy;
}

__global__ void jfa_init(const uint32_t *__restrict__ noise, short2 *__restrict__ seeds, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  int idx = y * w + x;
  seeds[idx] = noise[idx] == 0 ? make_short2((short)x, (short)y) : EMPTY_SEED;
}

__global__ void jfa_step(const short2 *__restrict__ in, short2 *__restrict__ out, int w, int h, int step) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;

  short2 best = in[y * w + x];
  int best_d = is_seed(best) ? dist2(x, y, best) : INT_MAX;
#pragma unroll
  for (int dy = -1; dy <= 1; ++dy) {
#pragma unroll
    for (int dx = -1; dx <= 1; ++dx) {
      if (dx == 0 && dy == 0) continue;
      int nx = x + dx * step, ny = y + dy * step;
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      short2 cand = in[ny * w + nx];
      if (!is_seed(cand)) continue;
      int d = dist2(x, y, cand);
      if (d < best_d || (d == best_d && (cand.y < best.y || (cand.y == best.y && cand.x < best.x)))) {
        best_d = d;
        best = cand;
      }
    }
  }
  out[y * w + x] = best;
}

__device__ uchar4 seed_colour(short2 s) {
  uint32_t hsh = (uint32_t)s.x * 73856093u ^ (uint32_t)s.y * 19349663u;
  hsh ^= hsh >> 13;
  hsh *= 0x5bd1e995u;
  return make_uchar4(hsh & 0xff, (hsh >> 8) & 0xff, (hsh >> 16) & 0xff, 255);
}

__global__ void jfa_distance(const short2 *__restrict__ seeds, float *__restrict__ dist, uchar4 *__restrict__ colour, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  short2 s = seeds[y * w + x];
  if (!is_seed(s)) {
    dist[y * w + x] = -1.0f;
    colour[y * w + x] = make_uchar4(0, 0, 0, 0);
    return;
  }
  dist[y * w + x] = sqrtf((float)dist2(x, y, s));
  colour[y * w + x] = seed_colour(s);
}
