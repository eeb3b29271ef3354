// @realcode Thrust-style generic algorithms written by hand: transform_reduce and transform kernels templated on __host__ __device__ functor structs (a squared-distance functor with state, a saxpy functor, a clamp-and-count predicate, a min/max pair reduction with a user-defined pair type), a counting "iterator" struct with operator[], grid-stride loops, a block reduction in shared memory, and per-block partials combined by a second launch of the same template.
// @let N = 1 << 24
// @let BLOCKS = 512
// @buf a f32[N] uniform(-4, 4)
// @buf b f32[N] uniform(-4, 4)
// @buf out f32[N] zero
// @buf partial f32[BLOCKS] zero
// @buf total f32[1] zero
// @buf mm f32[2 * BLOCKS] zero
// @buf mm_total f32[2] zero
// @buf inside u32[BLOCKS] zero
// @launch transform_kernel<Saxpy> grid(BLOCKS) block(256) args(a, b, out, i32(N), f32(1.5))
// @launch transform_reduce_kernel<ZipDistance, Plus, 256> grid(BLOCKS) block(256) args(a, b, partial, i32(N), f32(0.25))
// @launch reduce_partials<Plus, 256> grid(1) block(256) args(partial, total, i32(BLOCKS))
// @launch minmax_kernel<256> grid(BLOCKS) block(256) args(out, mm, i32(N))
// @launch minmax_partials<256> grid(1) block(256) args(mm, mm_total, i32(BLOCKS))
// @launch count_if_kernel<InRange> grid(BLOCKS) block(256) args(out, inside, i32(N), f32(-1.0), f32(2.0))
// @check out abs=1e-6 rel=1e-6
// @check partial abs=1e-2 rel=1e-5
// @check total abs=1 rel=1e-5
// @check mm exact
// @check mm_total exact
// @check inside exact
#include <cuda_runtime.h>
#include <cfloat>

struct Plus {
  __host__ __device__ float operator()(float x, float y) const { return x + y; }
  static __host__ __device__ float identity() { return 0.0f; }
};

struct Saxpy {
  float alpha;
  __host__ __device__ explicit Saxpy(float a) : alpha(a) {}
  __host__ __device__ float operator()(float x, float y) const { return alpha * x + y; }
};

struct ZipDistance {
  float shift;
  __host__ __device__ explicit ZipDistance(float s) : shift(s) {}
  __host__ __device__ float operator()(float x, float y) const {
    float d = x - y + shift;
    return d * d;
  }
};

struct InRange {
  float lo, hi;
  __host__ __device__ InRange(float l, float h) : lo(l), hi(h) {}
  __host__ __device__ bool operator()(float v) const { return v >= lo && v < hi; }
};

struct MinMax {
  float lo, hi;
  __host__ __device__ static MinMax of(float v) { return {v, v}; }
  __host__ __device__ static MinMax identity() { return {FLT_MAX, -FLT_MAX}; }
  __host__ __device__ MinMax operator+(const MinMax &o) const {
    return {fminf(lo, o.lo), fmaxf(hi, o.hi)};
  }
};

struct Counting {
  int start;
  __host__ __device__ int operator[](int i) const { return start + i; }
};

template <int BLOCK, class T, class Op>
__device__ T block_reduce(T v, Op op, T *smem) {
  smem[threadIdx.x] = v;
  __syncthreads();
#pragma unroll
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      smem[threadIdx.x] = op(smem[threadIdx.x], smem[threadIdx.x + s]);
    __syncthreads();
  }
  return smem[0];
}

template <class F>
__global__ void transform_kernel(const float *__restrict__ x, const float *__restrict__ y,
                                 float *__restrict__ out, int n, float param) {
  F f(param);
  Counting idx{(int)(blockIdx.x * blockDim.x + threadIdx.x)};
  for (int k = 0; idx[k] < n; k += gridDim.x * blockDim.x)
    out[idx[k]] = f(x[idx[k]], y[idx[k]]);
}

template <class F, class R, int BLOCK>
__global__ void transform_reduce_kernel(const float *__restrict__ x, const float *__restrict__ y,
                                        float *__restrict__ partial, int n, float param) {
  __shared__ float smem[BLOCK];
  F f(param);
  R r;
  float acc = R::identity();
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK)
    acc = r(acc, f(x[i], y[i]));
  float t = block_reduce<BLOCK>(acc, r, smem);
  if (threadIdx.x == 0)
    partial[blockIdx.x] = t;
}

template <class R, int BLOCK>
__global__ void reduce_partials(const float *__restrict__ partial, float *__restrict__ total, int n) {
  __shared__ float smem[BLOCK];
  R r;
  float acc = R::identity();
  for (int i = threadIdx.x; i < n; i += BLOCK)
    acc = r(acc, partial[i]);
  float t = block_reduce<BLOCK>(acc, r, smem);
  if (threadIdx.x == 0)
    *total = t;
}

template <int BLOCK>
__global__ void minmax_kernel(const float *__restrict__ v, float *__restrict__ mm, int n) {
  __shared__ MinMax smem[BLOCK];
  MinMax acc = MinMax::identity();
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK)
    acc = acc + MinMax::of(v[i]);
  MinMax t = block_reduce<BLOCK>(acc, [](const MinMax &p, const MinMax &q) { return p + q; }, smem);
  if (threadIdx.x == 0) {
    mm[2 * blockIdx.x] = t.lo;
    mm[2 * blockIdx.x + 1] = t.hi;
  }
}

template <int BLOCK>
__global__ void minmax_partials(const float *__restrict__ mm, float *__restrict__ out, int blocks) {
  __shared__ MinMax smem[BLOCK];
  MinMax acc = MinMax::identity();
  for (int i = threadIdx.x; i < blocks; i += BLOCK)
    acc = acc + MinMax{mm[2 * i], mm[2 * i + 1]};
  MinMax t = block_reduce<BLOCK>(acc, [](const MinMax &p, const MinMax &q) { return p + q; }, smem);
  if (threadIdx.x == 0) {
    out[0] = t.lo;
    out[1] = t.hi;
  }
}

template <class Pred>
__global__ void count_if_kernel(const float *__restrict__ v, unsigned *__restrict__ counts, int n,
                                float lo, float hi) {
  Pred p(lo, hi);
  unsigned mine = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    mine += p(v[i]) ? 1u : 0u;
  // Warp-aggregated, then one atomic per warp.
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    mine += __shfl_xor_sync(0xffffffffu, mine, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(&counts[blockIdx.x], mine);
}

template __global__ void transform_kernel<Saxpy>(const float *, const float *, float *, int, float);
template __global__ void transform_reduce_kernel<ZipDistance, Plus, 256>(const float *, const float *, float *, int, float);
template __global__ void reduce_partials<Plus, 256>(const float *, float *, int);
template __global__ void minmax_kernel<256>(const float *, float *, int);
template __global__ void minmax_partials<256>(const float *, float *, int);
template __global__ void count_if_kernel<InRange>(const float *, unsigned *, int, float, float);
