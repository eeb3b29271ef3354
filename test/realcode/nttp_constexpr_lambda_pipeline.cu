// @realcode Modern C++ kernel plumbing as header-only GPU libraries write it: non-type template parameters for vector width and op kind (an enum class), __host__ __device__ constexpr helper functions (ilog2, round_up) in static_asserts and array sizes, `if constexpr` choosing float4/float2/scalar paths, lambdas written in device code (generic and capturing) handed to a templated grid-stride kernel and a templated block reduction, variable templates, `extern "C" __global__` entry points that instantiate them, and `static __device__ __forceinline__` helpers.
// @let N = 1 << 24
// @buf a f32[N] uniform(-1, 1)
// @buf b f32[N] uniform(-1, 1)
// @buf c f32[N] zero
// @buf d f32[N] zero
// @buf sums f32[cdiv(N, 4 * 256)] zero
// @launch axpby_vec4 grid(cdiv(N, 4 * 256)) block(256) args(a, b, c, i32(N), f32(0.75), f32(-1.25))
// @launch softsign_vec2 grid(cdiv(N, 2 * 256)) block(256) args(c, d, i32(N))
// @launch block_sumsq grid(cdiv(N, 4 * 256)) block(256) args(d, sums, i32(N))
// @check c abs=1e-6 rel=1e-6
// @check d abs=1e-6 rel=1e-6
// @check sums abs=1e-3 rel=1e-4
#include <cuda_runtime.h>
#include <type_traits>

enum class Op { Axpby, Softsign, SumSq };

__host__ __device__ constexpr int ilog2(int v) { return v <= 1 ? 0 : 1 + ilog2(v / 2); }
__host__ __device__ constexpr int round_up(int v, int m) { return (v + m - 1) / m * m; }

template <int W> struct VecOf;
template <> struct VecOf<1> { using type = float; };
template <> struct VecOf<2> { using type = float2; };
template <> struct VecOf<4> { using type = float4; };
template <int W> using vec_t = typename VecOf<W>::type;

template <int W> constexpr bool is_vector_width_v = W == 1 || W == 2 || W == 4;

template <int W, typename F>
static __device__ __forceinline__ vec_t<W> map_vec(vec_t<W> v, F f) {
  if constexpr (W == 4) {
    return make_float4(f(v.x), f(v.y), f(v.z), f(v.w));
  } else if constexpr (W == 2) {
    return make_float2(f(v.x), f(v.y));
  } else {
    return f(v);
  }
}

template <int W, typename F>
static __device__ __forceinline__ vec_t<W> zip_vec(vec_t<W> u, vec_t<W> v, F f) {
  if constexpr (W == 4) {
    return make_float4(f(u.x, v.x), f(u.y, v.y), f(u.z, v.z), f(u.w, v.w));
  } else if constexpr (W == 2) {
    return make_float2(f(u.x, v.x), f(u.y, v.y));
  } else {
    return f(u, v);
  }
}

template <int W, typename F>
__device__ void grid_stride_map(const float *__restrict__ in, float *__restrict__ out, int n, F f) {
  static_assert(is_vector_width_v<W>, "vector width");
  const int nv = n >> ilog2(W);
  const vec_t<W> *vin = reinterpret_cast<const vec_t<W> *>(in);
  vec_t<W> *vout = reinterpret_cast<vec_t<W> *>(out);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nv; i += gridDim.x * blockDim.x)
    vout[i] = map_vec<W>(vin[i], f);
}

template <int BLOCK, typename T, typename R>
static __device__ __forceinline__ T block_reduce(T v, R reduce) {
  static_assert((BLOCK & (BLOCK - 1)) == 0, "power of two");
  constexpr int WARPS = round_up(BLOCK, 32) / 32;
  __shared__ T warp_vals[WARPS];
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = reduce(v, __shfl_xor_sync(0xffffffffu, v, o));
  if ((threadIdx.x & 31) == 0) warp_vals[threadIdx.x >> 5] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < WARPS ? warp_vals[threadIdx.x] : T(0);
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v = reduce(v, __shfl_xor_sync(0xffffffffu, v, o));
  }
  return v;
}

template <Op OP, int W>
struct Kernel;

template <int W>
struct Kernel<Op::Axpby, W> {
  static __device__ void run(const float *x, const float *y, float *out, int n, float alpha, float beta) {
    const int nv = n / W;
    const vec_t<W> *vx = reinterpret_cast<const vec_t<W> *>(x);
    const vec_t<W> *vy = reinterpret_cast<const vec_t<W> *>(y);
    vec_t<W> *vo = reinterpret_cast<vec_t<W> *>(out);
    auto axpby = [alpha, beta](float p, float q) { return fmaf(alpha, p, beta * q); };
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nv; i += gridDim.x * blockDim.x)
      vo[i] = zip_vec<W>(vx[i], vy[i], axpby);
  }
};

extern "C" __global__ void __launch_bounds__(256) axpby_vec4(const float *__restrict__ x, const float *__restrict__ y,
                                                             float *__restrict__ out, int n, float alpha, float beta) {
  Kernel<Op::Axpby, 4>::run(x, y, out, n, alpha, beta);
}

extern "C" __global__ void __launch_bounds__(256) softsign_vec2(const float *__restrict__ in, float *__restrict__ out, int n) {
  grid_stride_map<2>(in, out, n, [](auto v) { return v / (1.0f + fabsf(v)); });
}

extern "C" __global__ void __launch_bounds__(256) block_sumsq(const float *__restrict__ in, float *__restrict__ sums, int n) {
  constexpr int BLOCK = 256, W = 4;
  const float4 *v4 = reinterpret_cast<const float4 *>(in);
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  float acc = 0.f;
  if (i < n / W) {
    const float4 v = v4[i];
    acc = v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
  }
  acc = block_reduce<BLOCK>(acc, [](float p, float q) { return p + q; });
  if (threadIdx.x == 0) sums[blockIdx.x] = acc;
}
