// @realcode A header-style C++ class library as older CUDA projects lay it out (the declarations in a class body with __device__ or __host__ __device__, the member definitions out of line below, written without the execution-space keywords, as nvcc accepts with warning #20037-D): a 3-D grid index helper with static members, a trilinear sampler template whose member template is defined out of line, and namespace-scope device helpers declared first and defined later; a kernel advects a scalar field semi-Lagrangian style with them.
// @let NX = 256
// @let NY = 256
// @let NZ = 128
// @buf src f32[NX * NY * NZ] uniform(0, 1)
// @buf dst f32[NX * NY * NZ] zero
// @launch advect grid(cdiv(NX, 32), cdiv(NY, 4), NZ) block(32, 4, 1) args(src, dst, i32(NX), i32(NY), i32(NZ), f32(0.75))
// @check dst abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

struct Grid3 {
  int nx, ny, nz;
  __device__ Grid3(int x, int y, int z);
  __device__ int index(int i, int j, int k) const;
  __device__ bool inside(int i, int j, int k) const;
  __host__ __device__ size_t cells() const;
  __device__ static int clampi(int v, int lo, int hi);
};

Grid3::Grid3(int x, int y, int z) : nx(x), ny(y), nz(z) {}
int Grid3::index(int i, int j, int k) const { return (k * ny + j) * nx + i; }
bool Grid3::inside(int i, int j, int k) const { return i >= 0 && j >= 0 && k >= 0 && i < nx && j < ny && k < nz; }
size_t Grid3::cells() const { return (size_t)nx * ny * nz; }
int Grid3::clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

template <typename T>
class TrilinearSampler {
public:
  __device__ TrilinearSampler(const T *data, const Grid3 &g) : data_(data), g_(g) {}
  __device__ T sample(float x, float y, float z) const;
  template <int Order> __device__ T sample_smooth(float x, float y, float z) const;

private:
  __device__ T at(int i, int j, int k) const;
  const T *data_;
  Grid3 g_;
};

template <typename T>
T TrilinearSampler<T>::at(int i, int j, int k) const {
  return data_[g_.index(Grid3::clampi(i, 0, g_.nx - 1), Grid3::clampi(j, 0, g_.ny - 1), Grid3::clampi(k, 0, g_.nz - 1))];
}

template <typename T>
T TrilinearSampler<T>::sample(float x, float y, float z) const {
  int i = (int)floorf(x), j = (int)floorf(y), k = (int)floorf(z);
  float fx = x - i, fy = y - j, fz = z - k;
  T c00 = at(i, j, k) * (1 - fx) + at(i + 1, j, k) * fx;
  T c10 = at(i, j + 1, k) * (1 - fx) + at(i + 1, j + 1, k) * fx;
  T c01 = at(i, j, k + 1) * (1 - fx) + at(i + 1, j, k + 1) * fx;
  T c11 = at(i, j + 1, k + 1) * (1 - fx) + at(i + 1, j + 1, k + 1) * fx;
  return (c00 * (1 - fy) + c10 * fy) * (1 - fz) + (c01 * (1 - fy) + c11 * fy) * fz;
}

template <typename T>
template <int Order>
T TrilinearSampler<T>::sample_smooth(float x, float y, float z) const {
  T acc = T(0);
#pragma unroll
  for (int s = 0; s < Order; ++s) acc += sample(x + 0.25f * s, y, z);
  return acc / T(Order);
}

namespace flow {
__device__ float3 velocity(float x, float y, float z);
__device__ float vorticity_scale(int k, int nz);
}

float3 flow::velocity(float x, float y, float z) {
  return make_float3(-0.02f * (y - 128.f), 0.02f * (x - 128.f), 0.1f * __sinf(0.05f * x));
}
float flow::vorticity_scale(int k, int nz) { return 1.f - 0.5f * k / (float)nz; }

__global__ void advect(const float *__restrict__ src, float *__restrict__ dst, int nx, int ny, int nz, float dt) {
  Grid3 g(nx, ny, nz);
  int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y, k = blockIdx.z;
  if (!g.inside(i, j, k)) return;
  float3 v = flow::velocity(i, j, k);
  float s = flow::vorticity_scale(k, nz) * dt;
  TrilinearSampler<float> sampler(src, g);
  float x = i - s * v.x, y = j - s * v.y, z = k - s * v.z;
  dst[g.index(i, j, k)] = 0.5f * sampler.sample(x, y, z) + 0.5f * sampler.sample_smooth<4>(x, y, z);
}
