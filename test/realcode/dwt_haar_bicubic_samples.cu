// @realcode Two more cuda-samples image kernels: dwtHaar1D's multi-level in-shared-memory Haar decomposition (one block per signal slice, extern __shared__ float with the approximation coefficients halving each level, detail coefficients written at level offsets, INV_SQRT_2 scaling and the `idata + offset` pointer arithmetic of the sample), and bicubicTexture's filter without textures: the w0..w3 cubic B-spline weights, g0/g1 and h0/h1 helpers, and a 16-tap bicubic evaluated with clamped reads of a float image.
// @let SLEN = 1024
// @let NSIG = 4096
// @let W = 1024
// @let H = 768
// @let OW = 1536
// @let OH = 1152
// @buf signal f32[SLEN * NSIG] uniform(-1, 1)
// @buf details f32[SLEN * NSIG] zero
// @buf approx f32[NSIG] zero
// @buf img f32[W * H] uniform(0, 1)
// @buf out f32[OW * OH] zero
// @launch dwtHaar1D grid(NSIG) block(512) shared(1024 * 4) args(signal, details, approx, u32(10), u32(SLEN))
// @launch bicubic_resize grid(cdiv(OW, 16), cdiv(OH, 16)) block(16, 16) args(img, out, i32(W), i32(H), i32(OW), i32(OH))
// @check details rel=1e-5 abs=1e-6
// @check approx rel=1e-5 abs=1e-5
// @check out rel=1e-5 abs=1e-6
#include <cuda_runtime.h>

#define INV_SQRT_2 0.70710678118654752440f

__global__ void dwtHaar1D(float *id, float *od, float *approx_final, const unsigned int dlevels, const unsigned int slength) {
  extern __shared__ float shared[];
  const unsigned int bdim = blockDim.x;
  const unsigned int tid = threadIdx.x;
  float *idata = id + blockIdx.x * slength;
  float *odata = od + blockIdx.x * slength;
  // Each thread loads two elements and writes the first-level coefficients.
  float data0 = idata[2 * tid];
  float data1 = idata[2 * tid + 1];
  __syncthreads();
  shared[tid] = (data0 + data1) * INV_SQRT_2;
  odata[slength / 2 + tid] = (data0 - data1) * INV_SQRT_2;
  __syncthreads();
  unsigned int num_threads = bdim >> 1;
  unsigned int offset_neighbor = 1;
  unsigned int idata0 = tid * 2;
  unsigned int idata1 = idata0 + 1;
  unsigned int level_offset = slength >> 2;
  for (unsigned int i = 1; i < dlevels; ++i) {
    float a = 0.f, b = 0.f;
    if (tid < num_threads) {
      a = shared[idata0 * offset_neighbor / offset_neighbor];
      b = shared[idata1];
    }
    __syncthreads();
    if (tid < num_threads) {
      shared[tid] = (a + b) * INV_SQRT_2;
      odata[level_offset + tid] = (a - b) * INV_SQRT_2;
    }
    __syncthreads();
    num_threads >>= 1;
    level_offset >>= 1;
  }
  if (tid == 0) approx_final[blockIdx.x] = shared[0];
}

__host__ __device__ float w0(float a) { return (1.0f / 6.0f) * (a * (a * (-a + 3.0f) - 3.0f) + 1.0f); }
__host__ __device__ float w1(float a) { return (1.0f / 6.0f) * (a * a * (3.0f * a - 6.0f) + 4.0f); }
__host__ __device__ float w2(float a) { return (1.0f / 6.0f) * (a * (a * (-3.0f * a + 3.0f) + 3.0f) + 1.0f); }
__host__ __device__ float w3(float a) { return (1.0f / 6.0f) * (a * a * a); }
__device__ float g0(float a) { return w0(a) + w1(a); }
__device__ float g1(float a) { return w2(a) + w3(a); }
__device__ float h0(float a) { return -1.0f + w1(a) / (w0(a) + w1(a)) + 0.5f; }
__device__ float h1(float a) { return 1.0f + w3(a) / (w2(a) + w3(a)) + 0.5f; }

__device__ __forceinline__ float fetch(const float *img, int x, int y, int w, int h) {
  x = min(max(x, 0), w - 1);
  y = min(max(y, 0), h - 1);
  return img[y * w + x];
}

__device__ float cubicFilter(float x, float c0, float c1, float c2, float c3) {
  return c0 * w0(x) + c1 * w1(x) + c2 * w2(x) + c3 * w3(x);
}

__global__ void bicubic_resize(const float *__restrict__ img, float *__restrict__ out, int w, int h, int ow, int oh) {
  int ox = blockIdx.x * blockDim.x + threadIdx.x;
  int oy = blockIdx.y * blockDim.y + threadIdx.y;
  if (ox >= ow || oy >= oh) return;
  float x = (ox + 0.5f) * w / ow - 0.5f;
  float y = (oy + 0.5f) * h / oh - 0.5f;
  float px = floorf(x), py = floorf(y);
  float fx = x - px, fy = y - py;
  int ix = (int)px, iy = (int)py;
  float rows[4];
#pragma unroll
  for (int j = 0; j < 4; ++j)
    rows[j] = cubicFilter(fx, fetch(img, ix - 1, iy - 1 + j, w, h), fetch(img, ix, iy - 1 + j, w, h),
                          fetch(img, ix + 1, iy - 1 + j, w, h), fetch(img, ix + 2, iy - 1 + j, w, h));
  float v = cubicFilter(fy, rows[0], rows[1], rows[2], rows[3]);
  // The sample's fast path weights, kept as a sanity term (g0 + g1 == 1, h0/h1 are the tap offsets).
  out[oy * ow + ox] = v + 0.0f * (g0(fx) + g1(fx) - 1.0f) * (h0(fy) - h1(fy));
}
