// @realcode Shared host/device tensor helpers as small ML and image libraries write them: __host__ __device__ inline shape and stride utilities whose error paths call host-only functions (puts, std::exit, std::string formatting) without __CUDA_ARCH__ guards, because on the device the arguments are always valid; nvcc warns (#20011-D) and compiles them. The kernels use the helpers to broadcast-add a bias over an NCHW tensor and to compute a channel-wise mean with a checked reduction index.
// @let N = 32
// @let C = 64
// @let H = 128
// @let W = 128
// @buf x f32[N * C * H * W] uniform(-1, 1)
// @buf bias f32[C] uniform(-0.5, 0.5)
// @buf y f32[N * C * H * W] zero
// @buf mean f32[C] zero
// @launch bias_add_nchw grid(cdiv(N * C * H * W, 256)) block(256) args(x, bias, y, i32(N), i32(C), i32(H), i32(W))
// @launch channel_mean grid(C) block(256) args(y, mean, i32(N), i32(C), i32(H), i32(W))
// @check y abs=1e-6 rel=1e-6
// @check mean abs=1e-4 rel=1e-4
#include <cstdio>
#include <cstdlib>
#include <string>

struct Shape4 {
  int n, c, h, w;
  __host__ __device__ long long numel() const { return (long long)n * c * h * w; }
};

__host__ __device__ inline void fail(const char *what) {
  puts(what);
  std::exit(EXIT_FAILURE);
}

__host__ __device__ inline int checked_dim(const Shape4 &s, int d) {
  switch (d) {
  case 0: return s.n;
  case 1: return s.c;
  case 2: return s.h;
  case 3: return s.w;
  }
  fail("dimension out of range");
  return -1;
}

template <typename Index>
__host__ __device__ inline Index offset_nchw(const Shape4 &s, Index n, Index c, Index h, Index w) {
  if (n >= s.n || c >= s.c || h >= s.h || w >= s.w) {
    std::string msg = "index out of range for shape " + std::to_string(s.n) + "x" + std::to_string(s.c);
    fail(msg.c_str());
  }
  return ((n * s.c + c) * s.h + h) * s.w + w;
}

__global__ void bias_add_nchw(const float *__restrict__ x, const float *__restrict__ bias, float *__restrict__ y, int n,
                              int c, int h, int w) {
  const Shape4 s{n, c, h, w};
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= s.numel()) return;
  int ch = (int)((i / ((long long)checked_dim(s, 2) * checked_dim(s, 3))) % checked_dim(s, 1));
  y[i] = x[i] + bias[ch];
}

__global__ void channel_mean(const float *__restrict__ y, float *mean, int n, int c, int h, int w) {
  __shared__ float part[256];
  const Shape4 s{n, c, h, w};
  const int ch = blockIdx.x, plane = h * w;
  float acc = 0.f;
  for (int b = 0; b < n; ++b)
    for (int p = threadIdx.x; p < plane; p += blockDim.x)
      acc += y[offset_nchw<long long>(s, b, ch, p / w, p % w)];
  part[threadIdx.x] = acc;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k) part[threadIdx.x] += part[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) mean[ch] = part[0] / ((float)n * plane);
}
