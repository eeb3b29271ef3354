// @realcode A small header-only transform/reduce library in the style of Thrust/CUB users' own wrappers: functors and lambdas passed by value into kernel templates, the result type deduced with cuda::std::invoke_result_t, a static_assert that names nvcc's built-in extended-lambda traits (__nv_is_extended_device_lambda_closure_type(F) and the host-device and preserved-return-type variants, as libcu++'s invoke does) to reject a __device__ lambda whose return type host code could not see, cuda::std::invoke through a pointer to member and a function object, and a block reduction whose operator is a template parameter.
// @let N = 1 << 22
// @buf x f32[N] uniform(-2, 2)
// @buf y f32[N] zero
// @buf part f64[N / 256] zero
// @buf cnt i32[N / 256] zero
// @buf saxpy_params f32[2] set(0, 1.5) set(1, -0.25)
// @launch transform_kernel<Saxpy> grid(N / 256) block(256) args(x, y, i32(N), bytes(saxpy_params))
// @launch reduce_kernel<SquareToDouble, PlusOp> grid(N / 256) block(256) args(y, part, i32(N))
// @launch count_kernel grid(N / 256) block(256) args(y, cnt, i32(N), f32(0.5))
// One fma-able multiply-add per element; the squares are summed in double in a fixed tree order.
// @check y abs=1e-6 rel=1e-6
// @check part abs=1e-9 rel=1e-9
// @check cnt exact
#include <cuda/std/functional>
#include <cuda/std/type_traits>

namespace mylib {
template <class F>
struct functor_checks {
  static_assert(!__nv_is_extended_device_lambda_closure_type(F) || __nv_is_extended_host_device_lambda_closure_type(F) ||
                    __nv_is_extended_device_lambda_with_preserved_return_type(F),
                "pass a named functor, a __host__ __device__ lambda or a lambda with a trailing return type");
  static constexpr bool ok = true;
};

template <class F, class T>
using result_t = cuda::std::invoke_result_t<F, T>;
}  // namespace mylib

struct Saxpy {
  float a, b;
  __host__ __device__ float operator()(float v) const { return a * v + b; }
};

struct SquareToDouble {
  __device__ double operator()(float v) const { return (double)v * v; }
};

struct PlusOp {
  template <class T>
  __device__ T operator()(T a, T b) const { return a + b; }
};

template <class F>
__global__ void transform_kernel(const float* __restrict__ in, mylib::result_t<F, float>* __restrict__ out, int n, const F f) {
  static_assert(mylib::functor_checks<F>::ok, "");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = cuda::std::invoke(f, in[i]);
}

template <class F, class Op>
__global__ void __launch_bounds__(256) reduce_kernel(const float* __restrict__ in, mylib::result_t<F, float>* __restrict__ out, int n) {
  using R = mylib::result_t<F, float>;
  static_assert(cuda::std::is_same_v<R, double>, "squares in double");
  __shared__ R s[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? F{}(in[i]) : R(0);
  __syncthreads();
  for (int w = 128; w > 0; w >>= 1) {
    if ((int)threadIdx.x < w) s[threadIdx.x] = Op{}(s[threadIdx.x], s[threadIdx.x + w]);
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

struct Threshold {
  float t;
  __device__ bool above(float v) const { return v > t; }
};

// A pointer to member function through cuda::std::invoke, and a lambda counted per block.
__global__ void count_kernel(const float* __restrict__ in, int* __restrict__ cnt, int n, float t) {
  __shared__ int c;
  if (threadIdx.x == 0) c = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Threshold th{t};
  auto neg = [](float v) { return v < 0.0f; };
  static_assert(mylib::functor_checks<decltype(neg)>::ok, "");
  if (i < n && (cuda::std::invoke(&Threshold::above, th, in[i]) || cuda::std::invoke(neg, in[i]))) atomicAdd(&c, 1);
  __syncthreads();
  if (threadIdx.x == 0) cnt[blockIdx.x] = c;
}

template __global__ void transform_kernel<Saxpy>(const float*, float*, int, const Saxpy);
template __global__ void reduce_kernel<SquareToDouble, PlusOp>(const float*, double*, int);
