// @realcode Lucas-Kanade dense optical flow as vision pipelines write it before pyramids: 16x16 tiles of two frames staged in shared memory with a 3-pixel halo clamped at the border, central-difference gradients Ix/Iy and the temporal difference It, a 7x7 window accumulating the structure tensor and mismatch vector, the 2x2 system solved by Cramer's rule when its smaller eigenvalue clears a threshold (else zero flow), written as float2.
// @let W = 2048
// @let H = 1024
// @buf frame0 f32[W * H] uniform(0, 1)
// @buf frame1 f32[W * H] uniform(0, 1)
// @buf flow f32[W * H * 2] zero
// @launch lk_flow grid(W / 16, H / 16) block(16, 16) args(frame0, frame1, flow, i32(W), i32(H), f32(1e-3))
// @check flow abs=1e-3 rel=1e-3 frac=1e-4 (pixels whose smaller eigenvalue sits at the threshold may switch between a flow vector and zero under another fma contraction)
#define TILE 16
#define R 3
#define SPAN (TILE + 2 * R + 2)

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return min(max(v, lo), hi); }

__global__ void lk_flow(const float *__restrict__ f0, const float *__restrict__ f1, float2 *__restrict__ flow, int w,
                        int h, float min_eig) {
  __shared__ float a[SPAN][SPAN + 1];
  __shared__ float b[SPAN][SPAN + 1];
  int bx = blockIdx.x * TILE, by = blockIdx.y * TILE;
  int tid = threadIdx.y * TILE + threadIdx.x;
  for (int e = tid; e < SPAN * SPAN; e += TILE * TILE) {
    int ly = e / SPAN, lx = e % SPAN;
    int gx = clampi(bx + lx - R - 1, 0, w - 1), gy = clampi(by + ly - R - 1, 0, h - 1);
    a[ly][lx] = __ldg(f0 + (size_t)gy * w + gx);
    b[ly][lx] = __ldg(f1 + (size_t)gy * w + gx);
  }
  __syncthreads();
  float sxx = 0.f, sxy = 0.f, syy = 0.f, sxt = 0.f, syt = 0.f;
#pragma unroll
  for (int dy = -R; dy <= R; ++dy) {
#pragma unroll
    for (int dx = -R; dx <= R; ++dx) {
      int y = threadIdx.y + R + 1 + dy, x = threadIdx.x + R + 1 + dx;
      float ix = 0.5f * (a[y][x + 1] - a[y][x - 1]);
      float iy = 0.5f * (a[y + 1][x] - a[y - 1][x]);
      float it = b[y][x] - a[y][x];
      sxx += ix * ix;
      sxy += ix * iy;
      syy += iy * iy;
      sxt += ix * it;
      syt += iy * it;
    }
  }
  float tr = sxx + syy;
  float det = sxx * syy - sxy * sxy;
  float lambda_min = 0.5f * (tr - sqrtf(fmaxf(tr * tr - 4.f * det, 0.f)));
  float2 v = make_float2(0.f, 0.f);
  if (lambda_min > min_eig) {
    float inv = 1.f / det;
    v.x = (-syy * sxt + sxy * syt) * inv;
    v.y = (sxy * sxt - sxx * syt) * inv;
  }
  int x = bx + threadIdx.x, y = by + threadIdx.y;
  if (x < w && y < h)
    flow[(size_t)y * w + x] = v;
}
