// @realcode A Newton fractal for z^5 - 1 in double precision with thrust::complex as visualisation samples write it: each pixel iterates z <- z - f(z)/f'(z) with complex division, stops when within 1e-9 of one of the five roots (kept in a __constant__ table of double2 computed on the host side of real code, written out here), records the root index and the iteration count, and shades an RGBA8 pixel from both with a smooth log-based term; a per-block histogram of root basins in shared memory is merged with atomicAdd.
// @let W = 2048
// @let H = 2048
// @buf rgba u32[W * H] zero
// @buf iters u16[W * H] zero
// @buf basins u32[6] zero
// @launch newton_fractal grid(cdiv(W, 16), cdiv(H, 16)) block(16, 16) args(rgba, iters, basins, i32(W), i32(H), f64(-1.6), f64(1.6), i32(64))
// @check iters frac=1e-4 (pixels on basin boundaries may converge one step apart under different FMA contraction)
// @check basins abs=64
// @check rgba frac=1e-3 (as iters)
#include <thrust/complex.h>
#include <cuda_runtime.h>

typedef thrust::complex<double> cplx;

__constant__ double2 c_roots[5] = {{1.0, 0.0},
                                   {0.30901699437494745, 0.9510565162951535},
                                   {-0.8090169943749473, 0.5877852522924732},
                                   {-0.8090169943749475, -0.587785252292473},
                                   {0.30901699437494723, -0.9510565162951536}};

__device__ __forceinline__ cplx pow4(cplx z) {
  cplx z2 = z * z;
  return z2 * z2;
}

__global__ void newton_fractal(unsigned *rgba, unsigned short *iters, unsigned *basins, int w, int h, double lo,
                               double hi, int maxit) {
  __shared__ unsigned local[6];
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  if (tid < 6) local[tid] = 0;
  __syncthreads();
  const int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px < w && py < h) {
    cplx z(lo + (hi - lo) * px / (w - 1), lo + (hi - lo) * py / (h - 1));
    int it = 0, root = 5;
    for (; it < maxit && root == 5; ++it) {
      cplx z4 = pow4(z);
      cplx f = z4 * z - 1.0, df = 5.0 * z4;
      if (thrust::abs(df) < 1e-300) break;
      z -= f / df;
      for (int r = 0; r < 5; ++r) {
        cplx d = z - cplx(c_roots[r].x, c_roots[r].y);
        if (thrust::norm(d) < 1e-18) root = r;
      }
    }
    const double shade = 1.0 - log2(1.0 + it) / log2(1.0 + maxit);
    const unsigned base[6] = {0xff3030u, 0x30ff30u, 0x3030ffu, 0xffff30u, 0xff30ffu, 0x202020u};
    unsigned c = base[root], r = (c >> 16) & 255, g = (c >> 8) & 255, b = c & 255;
    r = (unsigned)(r * shade);
    g = (unsigned)(g * shade);
    b = (unsigned)(b * shade);
    rgba[(size_t)py * w + px] = 0xff000000u | (b << 16) | (g << 8) | r;
    iters[(size_t)py * w + px] = (unsigned short)it;
    atomicAdd(&local[root], 1u);
  }
  __syncthreads();
  if (tid < 6 && local[tid]) atomicAdd(&basins[tid], local[tid]);
}
