// @realcode Vectorised grid-stride kernels with size_t indices: a float4 axpy with a scalar tail, an int2 gather/scatter of (index, weight) pairs, make_float2/make_uint4/make_short2 construction and the x/y/z/w members of uchar4, double2 and longlong2.
// @let N = (1 << 22) + 3
// @let P = 1 << 20
// @buf x f32[N] uniform(-1, 1)
// @buf y f32[N] uniform(-1, 1)
// @buf pairs i32[2 * P] uniform(0, 4096)
// @buf w f32[4096] uniform(0, 1)
// @buf acc f32[2 * P] zero
// @buf rgba u8[4 * P] uniform(0, 256)
// @buf d2 f64[2 * P] uniform(-1, 1)
// @buf packed u32[4 * P] zero
// @buf wide i64[2 * P] zero
// @launch axpy4 grid(512) block(256) args(x, y, f32(0.75), u64(N))
// @launch gather_pairs grid(256) block(256) args(pairs, w, acc, u64(P))
// @launch pack_pixels grid(256) block(256) args(rgba, d2, packed, wide, u64(P))
// @check y abs=1e-6 rel=1e-6
// @check acc abs=1e-6 rel=1e-6
// @check packed exact
// @check wide exact
#include <cstddef>

__global__ void axpy4(const float *__restrict__ x, float *__restrict__ y, float a, size_t n) {
  size_t n4 = n / 4;
  const float4 *x4 = reinterpret_cast<const float4 *>(x);
  float4 *y4 = reinterpret_cast<float4 *>(y);
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n4; i += (size_t)blockDim.x * gridDim.x) {
    float4 xv = x4[i], yv = y4[i];
    yv.x = fmaf(a, xv.x, yv.x);
    yv.y = fmaf(a, xv.y, yv.y);
    yv.z = fmaf(a, xv.z, yv.z);
    yv.w = fmaf(a, xv.w, yv.w);
    y4[i] = yv;
  }
  size_t tail = n4 * 4 + blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (tail < n) y[tail] = fmaf(a, x[tail], y[tail]);
}

__global__ void gather_pairs(const int2 *__restrict__ pairs, const float *__restrict__ w, float2 *__restrict__ acc, size_t p) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < p; i += (size_t)blockDim.x * gridDim.x) {
    int2 pr = pairs[i];
    float2 v = make_float2(w[pr.x], w[pr.y]);
    acc[i] = make_float2(v.x + v.y, v.x * v.y);
  }
}

__global__ void pack_pixels(const uchar4 *__restrict__ rgba, const double2 *__restrict__ d, uint4 *__restrict__ packed,
                            longlong2 *__restrict__ wide, size_t p) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < p; i += (size_t)blockDim.x * gridDim.x) {
    uchar4 c = rgba[i];
    short2 s = make_short2((short)(c.x - c.y), (short)(c.z - c.w));
    unsigned lum = (299u * c.x + 587u * c.y + 114u * c.z) / 1000u;
    packed[i] = make_uint4(lum, (unsigned)(unsigned short)s.x, (unsigned)(unsigned short)s.y, c.w);
    double2 dv = d[i];
    wide[i] = make_longlong2((long long)(dv.x * 1e12), (long long)(dv.y * 1e12) ^ (long long)i);
  }
}
