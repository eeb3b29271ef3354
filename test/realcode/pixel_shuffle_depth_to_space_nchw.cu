// @realcode Sub-pixel convolution's pixel shuffle (depth to space) and its inverse on NCHW float tensors: out[n][c][h*r+i][w*r+j] = in[n][c*r*r + i*r + j][h][w], one output element per thread with the index arithmetic in 64 bits, and a round trip back that must reproduce the input.
// @let N = 8
// @let C = 16
// @let R = 3
// @let H = 128
// @let W = 128
// @buf input f32[N * C * R * R * H * W] uniform(-1, 1)
// @buf shuffled f32[N * C * R * R * H * W] zero
// @buf back f32[N * C * R * R * H * W] zero
// @launch pixel_shuffle<3> grid(cdiv(N * C * R * R * H * W, 256)) block(256) args(input, shuffled, i32(N), i32(C), i32(H), i32(W))
// @launch pixel_unshuffle<3> grid(cdiv(N * C * R * R * H * W, 256)) block(256) args(shuffled, back, i32(N), i32(C), i32(H), i32(W))
// @check shuffled exact
// @check back exact
#include <cstdint>

template <int R>
__global__ void pixel_shuffle(const float *__restrict__ in, float *__restrict__ out, int n, int c, int h, int w) {
  int64_t idx = int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  const int64_t oh = int64_t(h) * R, ow = int64_t(w) * R;
  if (idx >= int64_t(n) * c * oh * ow) return;
  // Decompose the output index: n, c, y, x in NCHW order.
  int64_t x = idx % ow, y = (idx / ow) % oh, ch = (idx / (ow * oh)) % c, b = idx / (ow * oh * c);
  int i = int(y % R), j = int(x % R);
  int64_t src = ((b * c * R * R + ch * R * R + i * R + j) * h + y / R) * w + x / R;
  out[idx] = in[src];
}

template <int R>
__global__ void pixel_unshuffle(const float *__restrict__ in, float *__restrict__ out, int n, int c, int h, int w) {
  int64_t idx = int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (idx >= int64_t(n) * c * R * R * h * w) return;
  // Output is [n][c*R*R][h][w]; read the shuffled [n][c][h*R][w*R].
  int64_t xw = idx % w, yh = (idx / w) % h, cc = (idx / (int64_t(w) * h)) % (c * R * R), b = idx / (int64_t(w) * h * c * R * R);
  int64_t ch = cc / (R * R);
  int i = int(cc / R % R), j = int(cc % R);
  int64_t src = ((b * c + ch) * (int64_t(h) * R) + yh * R + i) * (int64_t(w) * R) + xw * R + j;
  out[idx] = in[src];
}

// The instantiation the host code launches.
template __global__ void pixel_shuffle<3>(const float *, float *, int, int, int, int);
template __global__ void pixel_unshuffle<3>(const float *, float *, int, int, int, int);
