// @realcode Row normalisation written with a CRTP base (static polymorphism: Base<Derived>::apply calls Derived::op through static_cast), load policies as template parameters with static member functions inside a namespace, and a functor object passed to the kernel by value carrying a scale.
// @let ROWS = 1 << 16
// @let COLS = 128
// @buf x f32[ROWS * COLS] uniform(-4, 4)
// @buf y f32[ROWS * COLS] zero
// @buf z f32[ROWS * COLS] zero
// @launch normalize_rows<kernels::L2Norm, policy::Cached> grid(ROWS / 4) block(128) args(x, y, i32(ROWS), f32(1.5))
// @launch normalize_rows<kernels::MaxNorm, policy::Streaming> grid(ROWS / 4) block(128) args(x, z, i32(ROWS), f32(0.5))
// @check y abs=1e-5 rel=1e-5
// @check z abs=1e-6 rel=1e-6
namespace policy {
struct Cached {
  static __device__ __forceinline__ float load(const float *p) { return __ldg(p); }
};
struct Streaming {
  static __device__ __forceinline__ float load(const float *p) { return __ldcs(p); }
};
}  // namespace policy

namespace kernels {

template <typename Derived>
struct NormBase {
  // Each warp reduces one row; the derived class says how elements combine.
  __device__ float reduce_row(const float *row, int cols, int lane) const {
    const Derived &self = static_cast<const Derived &>(*this);
    float acc = Derived::identity();
    for (int c = lane; c < cols; c += 32) acc = self.combine(acc, row[c]);
    for (int off = 16; off > 0; off >>= 1) acc = self.combine_partial(acc, __shfl_xor_sync(0xffffffffu, acc, off));
    return self.finish(acc);
  }
};

struct L2Norm : NormBase<L2Norm> {
  float scale;
  static __device__ float identity() { return 0.0f; }
  __device__ float combine(float acc, float v) const { return fmaf(v, v, acc); }
  __device__ float combine_partial(float a, float b) const { return a + b; }
  __device__ float finish(float acc) const { return scale * rsqrtf(acc + 1e-6f); }
};

struct MaxNorm : NormBase<MaxNorm> {
  float scale;
  static __device__ float identity() { return 0.0f; }
  __device__ float combine(float acc, float v) const { return fmaxf(acc, fabsf(v)); }
  __device__ float combine_partial(float a, float b) const { return fmaxf(a, b); }
  __device__ float finish(float acc) const { return scale / fmaxf(acc, 1e-6f); }
};

}  // namespace kernels

template <typename Norm, typename Load>
__global__ void normalize_rows(const float *__restrict__ x, float *__restrict__ y, int rows, Norm norm) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (warp >= rows) return;
  const int cols = 128;
  const float *row = x + (size_t)warp * cols;
  float buf[cols / 32];
#pragma unroll
  for (int i = 0; i < cols / 32; ++i) buf[i] = Load::load(row + lane + 32 * i);
  float f = norm.reduce_row(row, cols, lane);
#pragma unroll
  for (int i = 0; i < cols / 32; ++i) y[(size_t)warp * cols + lane + 32 * i] = buf[i] * f;
}

template __global__ void normalize_rows<kernels::L2Norm, policy::Cached>(const float *, float *, int, kernels::L2Norm);
template __global__ void normalize_rows<kernels::MaxNorm, policy::Streaming>(const float *, float *, int, kernels::MaxNorm);
