// @realcode Dynamic shared memory of templated element types the way CUDA samples' SharedMemory<T> does it (a struct specialised per type returning a typed view of one extern __shared__ __align__ array), records with alignas/__align__ checked by static_assert(sizeof/alignof/offsetof), and one block-wide reduction instantiated for float, double and a 16-byte Moments record.
// @let N = 1 << 22
// @buf xf f32[N] uniform(-1, 1)
// @buf xd f64[N] uniform(-1, 1)
// @buf of f32[N / 256] zero
// @buf od f64[N / 256] zero
// @buf om f32[N / 256 * 4] zero
// @launch block_reduce<float> grid(N / 256) block(256) shared(256 * 4) args(xf, of)
// @launch block_reduce<double> grid(N / 256) block(256) shared(256 * 8) args(xd, od)
// @launch moments_kernel grid(N / 256) block(256) shared(256 * 16) args(xf, om)
// @check of abs=1e-4 rel=1e-5
// @check od abs=1e-12 rel=1e-12
// @check om abs=1e-3 rel=1e-5
#include <cstddef>

template <typename T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ __align__(16) unsigned char __smem[];
    return reinterpret_cast<T *>(__smem);
  }
};

template <>
struct SharedMemory<double> {
  __device__ inline operator double *() {
    extern __shared__ __align__(16) unsigned char __smem[];
    return reinterpret_cast<double *>(__smem);
  }
};

struct alignas(16) Moments {
  float n, mean, m2, mx;
  Moments() = default;
  __device__ Moments operator+(const Moments &b) const {
    Moments r;
    r.n = n + b.n;
    float d = b.mean - mean;
    r.mean = r.n > 0.f ? mean + d * b.n / r.n : 0.f;
    r.m2 = m2 + b.m2 + d * d * n * b.n / fmaxf(r.n, 1.f);
    r.mx = fmaxf(mx, b.mx);
    return r;
  }
};
static_assert(sizeof(Moments) == 16 && alignof(Moments) == 16, "Moments is one 16-byte vector");
static_assert(offsetof(Moments, m2) == 8, "layout");

struct __align__(8) Pair { float a, b; };
static_assert(alignof(Pair) == 8, "__align__ sets alignment");

template <typename T>
__device__ T block_sum(T v) {
  T *s = SharedMemory<T>();
  s[threadIdx.x] = v;
  __syncthreads();
  for (unsigned o = blockDim.x / 2; o > 0; o >>= 1) {
    if (threadIdx.x < o) s[threadIdx.x] = s[threadIdx.x] + s[threadIdx.x + o];
    __syncthreads();
  }
  return s[0];
}

template <typename T>
__global__ void block_reduce(const T *__restrict__ x, T *__restrict__ out) {
  T r = block_sum<T>(x[blockIdx.x * blockDim.x + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = r;
}

__global__ void moments_kernel(const float *__restrict__ x, float *__restrict__ out) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  Moments m;
  m.n = 1.f; m.mean = v; m.m2 = 0.f; m.mx = v;
  Moments r = block_sum<Moments>(m);
  if (threadIdx.x == 0) {
    Pair p{r.mean, r.m2};
    out[4 * blockIdx.x] = r.n; out[4 * blockIdx.x + 1] = p.a; out[4 * blockIdx.x + 2] = p.b; out[4 * blockIdx.x + 3] = r.mx;
  }
}

template __global__ void block_reduce<float>(const float *__restrict__, float *__restrict__);
template __global__ void block_reduce<double>(const double *__restrict__, double *__restrict__);
