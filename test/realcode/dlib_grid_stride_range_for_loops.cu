// @realcode dlib's CUDA kernels in that library's idiom: grid_stride_range and grid_stride_range_y classes whose nested iterator (operator*, prefix operator++ adding gridDim*blockDim, operator!= comparing with <) drive range-based for loops over size_t indices, `for (auto i : ...)` nested two deep over rows (y) and columns (x), warp_reduce_atomic_add finishing a warp's partial sum with shuffles and one atomicAdd, std::sqrt/std::exp/std::tanh called on floats in device code, row inverse norms and dot products that read their atomically built sums back after __syncthreads, a per-channel affine transform indexing its parameters with (i / bs) % ks, and mish/mish-gradient elementwise kernels.
// @let NR = 8192
// @let NC = 1000
// @let BS = 49
// @let KS = 64
// @buf data f32[NR * NC] uniform(-1, 1)
// @buf rhs f32[NR * NC] uniform(-1, 1)
// @buf invnorms f32[NR] zero
// @buf dots f32[NR] zero
// @buf A f32[KS] uniform(0.5, 2)
// @buf B f32[KS] uniform(-1, 1)
// @buf aff f32[NR * NC] zero
// @buf mish f32[NR * NC] zero
// @buf grad f32[NR * NC] zero
// @launch _cuda_inverse_norms grid(1, NR / 8) block(32, 8) args(invnorms, data, u64(NR), u64(NC), f32(1e-5))
// @launch _cuda_dot_prods grid(1, NR / 8) block(32, 8) args(dots, data, rhs, u64(NR), u64(NC))
// @launch _cuda_affine_transform_conv grid(2048) block(256) args(aff, data, u64(NR * NC), A, B, u64(BS), u64(KS))
// @launch _cuda_mish grid(2048) block(256) args(data, mish, u64(NR * NC))
// @launch _cuda_mish_gradient grid(2048) block(256) args(grad, data, rhs, u64(NR * NC))
// @check invnorms abs=1e-6 rel=1e-5
// @check dots abs=1e-4 rel=1e-5
// @check aff abs=1e-6 rel=1e-6
// @check mish abs=1e-6 rel=1e-5
// @check grad abs=1e-5 rel=1e-5
#include <cmath>
#include <cstddef>

namespace dlib {
namespace cuda {

class grid_stride_range {
public:
  __device__ grid_stride_range(size_t ibegin_, size_t iend_) : ibegin(ibegin_), iend(iend_) {}
  class iterator {
  public:
    __device__ iterator() {}
    __device__ iterator(size_t pos_) : pos(pos_) {}
    __device__ size_t operator*() const { return pos; }
    __device__ iterator &operator++() {
      pos += gridDim.x * blockDim.x;
      return *this;
    }
    __device__ bool operator!=(const iterator &item) const { return pos < item.pos; }
  private:
    size_t pos;
  };
  __device__ iterator begin() const { return iterator(ibegin + blockDim.x * blockIdx.x + threadIdx.x); }
  __device__ iterator end() const { return iterator(iend); }
private:
  size_t ibegin;
  size_t iend;
};

class grid_stride_range_y {
public:
  __device__ grid_stride_range_y(size_t ibegin_, size_t iend_) : ibegin(ibegin_), iend(iend_) {}
  class iterator {
  public:
    __device__ iterator() {}
    __device__ iterator(size_t pos_) : pos(pos_) {}
    __device__ size_t operator*() const { return pos; }
    __device__ iterator &operator++() {
      pos += gridDim.y * blockDim.y;
      return *this;
    }
    __device__ bool operator!=(const iterator &item) const { return pos < item.pos; }
  private:
    size_t pos;
  };
  __device__ iterator begin() const { return iterator(ibegin + blockDim.y * blockIdx.y + threadIdx.y); }
  __device__ iterator end() const { return iterator(iend); }
private:
  size_t ibegin;
  size_t iend;
};

__device__ inline void warp_reduce_atomic_add(float &out, float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) val += __shfl_down_sync(0xFFFFFFFF, val, offset);
  if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(&out, val);
}

} // namespace cuda
} // namespace dlib

using namespace dlib::cuda;

// With gridDim.x == 1 and blockDim.x == 32 each row belongs to one warp: one atomicAdd per row.
__global__ void _cuda_inverse_norms(float *invnorms, const float *data, size_t nr, size_t nc, const float eps) {
  for (auto i : grid_stride_range_y(0, nr)) {
    auto p = data + i * nc;
    float temp = 0;
    for (auto j : grid_stride_range(0, nc)) temp += p[j] * p[j];
    warp_reduce_atomic_add(invnorms[i], temp);
  }
  __syncthreads();
  for (auto j : grid_stride_range_y(0, nr)) {
    for (auto i : grid_stride_range(0, 1)) {
      (void)i;
      invnorms[j] = 1.0 / std::sqrt(invnorms[j] + eps);
    }
  }
}

__global__ void _cuda_dot_prods(float *out, const float *lhs, const float *rhs, size_t nr, size_t nc) {
  for (auto i : grid_stride_range_y(0, nr)) {
    auto l = lhs + i * nc;
    auto r = rhs + i * nc;
    float temp = 0;
    for (auto j : grid_stride_range(0, nc)) temp += l[j] * r[j];
    warp_reduce_atomic_add(out[i], temp);
  }
}

__global__ void _cuda_affine_transform_conv(float *d, const float *s, size_t n, const float *A, const float *B, size_t bs, size_t ks) {
  for (auto i : grid_stride_range(0, n)) {
    auto k = (i / bs) % ks;
    d[i] = A[k] * s[i] + B[k];
  }
}

__global__ void _cuda_mish(const float *s, float *d, size_t n) {
  for (auto i : grid_stride_range(0, n)) {
    const auto e = std::exp(s[i]);
    const auto delta = 2 * e + e * e + 2;
    d[i] = s[i] - 2 * s[i] / delta;
  }
}

__global__ void _cuda_mish_gradient(float *out, const float *s, const float *gi, size_t n) {
  const auto calculate_gradient = [](float x) {
    if (x >= 8) return 1.f;
    if (x <= -8) return 0.f;
    const auto e = std::exp(x);
    const auto delta = 2 * e + e * e + 2;
    const auto omega = 4 * (x + 1) + 4 * e * e + e * e * e + e * (4 * x + 6);
    return e * omega / (delta * delta);
  };
  for (auto i : grid_stride_range(0, n)) out[i] = gi[i] * calculate_gradient(s[i]) + std::tanh(0.01f * s[i]);
}
