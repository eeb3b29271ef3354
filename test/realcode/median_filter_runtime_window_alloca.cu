// @realcode Image and signal filters whose window size is a run-time parameter and whose per-thread scratch comes from alloca, as ports of CPU C code do (nvcc has accepted alloca in device code since CUDA 12 and lowers it to PTX alloca): a 2-D median filter with a run-time radius that gathers its (2r+1)^2 window into an alloca'd buffer and runs an insertion sort on it, a 1-D rank filter whose helper (a separate __noinline__ function) allocates its own scratch with __builtin_alloca so that the stack is released when it returns, and an alloca inside a loop body sized by the iteration.
// @let W = 1024
// @let H = 1024
// @let N1 = 1 << 20
// @buf img u8[W * H] uniform(0, 256)
// @buf med u8[W * H] zero
// @buf sig f32[N1] uniform(-1, 1)
// @buf rank f32[N1] zero
// @buf grow i32[N1 / 64] zero
// @launch median2d grid(W / 16, H / 16) block(16, 16) args(img, med, i32(W), i32(H), i32(2))
// @launch rank1d grid(N1 / 256) block(256) args(sig, rank, i32(N1), i32(7), i32(3))
// @launch growing_scratch grid(N1 / 64 / 64) block(64) args(sig, grow, i32(N1 / 64))
// @stack 4096
// @check med exact
// @check rank exact
// @check grow exact
#include <cstdint>
#include <alloca.h>

__device__ void insertion_sort(uint8_t* v, int n) {
  for (int i = 1; i < n; ++i) {
    uint8_t key = v[i];
    int j = i - 1;
    while (j >= 0 && v[j] > key) {
      v[j + 1] = v[j];
      --j;
    }
    v[j + 1] = key;
  }
}

__global__ void median2d(const uint8_t* __restrict__ in, uint8_t* __restrict__ out, int w, int h, int radius) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  const int side = 2 * radius + 1;
  uint8_t* win = static_cast<uint8_t*>(alloca(side * side));
  int n = 0;
  for (int dy = -radius; dy <= radius; ++dy) {
    int yy = min(max(y + dy, 0), h - 1);
    for (int dx = -radius; dx <= radius; ++dx) {
      int xx = min(max(x + dx, 0), w - 1);
      win[n++] = in[yy * w + xx];
    }
  }
  insertion_sort(win, n);
  out[y * w + x] = win[n / 2];
}

// The k-th smallest of the window around i; its scratch lives until this function returns.
__device__ __noinline__ float kth_of_window(const float* __restrict__ s, int i, int n, int width, int k) {
  float* buf = static_cast<float*>(__builtin_alloca(sizeof(float) * width));
  int half = width / 2;
  for (int j = 0; j < width; ++j) {
    int idx = min(max(i - half + j, 0), n - 1);
    float v = s[idx];
    int p = j;
    while (p > 0 && buf[p - 1] > v) {
      buf[p] = buf[p - 1];
      --p;
    }
    buf[p] = v;
  }
  return buf[k];
}

__global__ void rank1d(const float* __restrict__ s, float* __restrict__ out, int n, int width, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = kth_of_window(s, i, n, width, k);
}

// Each iteration allocates a fresh buffer sized by the iteration: the stack grows until the kernel returns,
// which is what C's alloca means (the sizes here stay small).
__global__ void growing_scratch(const float* __restrict__ s, int* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int total = 0;
  for (int it = 1; it <= 4; ++it) {
    int* tmp = (int*)alloca(sizeof(int) * it * 4);
    for (int j = 0; j < it * 4; ++j) tmp[j] = (int)(s[(i * 64 + j * it) % n] * 1000.0f);
    for (int j = 0; j < it * 4; j += 2) total += tmp[j] - tmp[j + 1];
  }
  out[i] = total;
}
