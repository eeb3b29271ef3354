// @realcode Camera YUYV 4:2:2 to packed RGB24 (BT.601 limited range, 8-bit fixed point as V4L2/libyuv do): each thread reads one uchar4 macropixel (two pixels sharing U and V) and writes six bytes.
// @let W = 3840
// @let H = 2160
// @buf yuyv u8[W * H * 2] uniform(0, 255)
// @buf rgb u8[W * H * 3] zero
// @launch yuyv_to_rgb24 grid(cdiv(W / 2, 32), cdiv(H, 8)) block(32, 8) args(yuyv, rgb, i32(W), i32(H))
// @check rgb exact
#include <cuda_runtime.h>

// Coefficients scaled by 64 (libyuv's 6-bit fixed point): R = 1.164(Y-16) + 1.596(V-128) ...
struct Bt601 {
  static constexpr int kY = 74, kRV = 102, kGU = 25, kGV = 52, kBU = 129;
};

__device__ __forceinline__ unsigned char clamp_u8(int v) { return (unsigned char)min(max(v, 0), 255); }

template <class M>
__device__ __forceinline__ void convert(int y, int u, int v, unsigned char *out) {
  int c = (y - 16) * M::kY + 32;  // +32 rounds the >> 6
  out[0] = clamp_u8((c + M::kRV * v) >> 6);
  out[1] = clamp_u8((c - M::kGU * u - M::kGV * v) >> 6);
  out[2] = clamp_u8((c + M::kBU * u) >> 6);
}

__global__ void yuyv_to_rgb24(const uchar4 *__restrict__ yuyv, unsigned char *__restrict__ rgb, int width, int height) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;  // macropixel column
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= width / 2 || row >= height) return;
  uchar4 q = yuyv[size_t(row) * (width / 2) + px];  // Y0 U Y1 V
  int u = int(q.y) - 128, v = int(q.w) - 128;
  unsigned char *out = rgb + (size_t(row) * width + 2 * px) * 3;
  convert<Bt601>(q.x, u, v, out);
  convert<Bt601>(q.z, u, v, out + 3);
}
