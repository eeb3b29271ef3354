// @realcode Paddle (phi) elementwise activation kernels in the library's own idiom: HOSTDEVICE macros, a phi::dtype::float16 class of its own (uint16_t bits, explicit conversions through __float2half/__half2float, operator overloads that round-trip through float), MPTypeTrait<T>::Type picking float math for float16, alignas(sizeof(T) * Size) AlignedVector<T, Size> with phi::Load/Store through reinterpret_cast, activation functors deriving from BaseActivationFunctor<T> with an AttrPair of (name, float*) attributes, a VectorizedActKernel<T, Functor, VecSize> whose CUDA_KERNEL_LOOP_TYPE grid-stride macro walks whole vectors and a scalar tail, and a host-side GetVectorizedSize that inspects pointer alignment and switches to the template instantiation.
// @let N = (1 << 22) + 5
// @buf xf f32[N] uniform(-6, 6)
// @buf yf f32[N] zero
// @buf xh f16[N] uniform(-6, 6)
// @buf yh f16[N] zero
// @buf yg f32[N] zero
// @launch phi::funcs::VectorizedActKernel<float, phi::funcs::CudaSwishFunctor<float>, 4> grid(1024) block(256) args(xf, yf, i64(N), f32(1.5))
// @launch phi::funcs::VectorizedActKernel<phi::dtype::float16, phi::funcs::CudaSwishFunctor<phi::dtype::float16>, 8> grid(1024) block(256) args(xh, yh, i64(N), f32(0.75))
// @launch phi::funcs::VectorizedActKernel<float, phi::funcs::CudaHardSigmoidGeluFunctor<float>, 1> grid(2048) block(256) args(xf, yg, i64(N), f32(0.2))
// @check yf abs=1e-6 rel=1e-5
// @check yh abs=2e-3 rel=2e-3
// @check yg abs=1e-6 rel=1e-5
#include <cstdint>
#include <type_traits>
#include <utility>
#include <cuda_fp16.h>

#define HOSTDEVICE __host__ __device__
#define DEVICE __device__

#define CUDA_KERNEL_LOOP_TYPE(i, num, index_type)                                   \
  int64_t __index__ = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; \
  int64_t __stride__ = static_cast<int64_t>(blockDim.x) * gridDim.x;               \
  for (index_type i = __index__; __index__ < (num); __index__ += __stride__, i = __index__)

namespace phi {
namespace dtype {
struct alignas(2) float16 {
  uint16_t x;
  float16() = default;
  HOSTDEVICE explicit float16(float val) {
#if defined(__CUDA_ARCH__)
    __half tmp = __float2half(val);
    x = *reinterpret_cast<uint16_t *>(&tmp);
#else
    x = 0;
#endif
  }
  HOSTDEVICE explicit operator float() const {
#if defined(__CUDA_ARCH__)
    __half tmp;
    *reinterpret_cast<uint16_t *>(&tmp) = x;
    return __half2float(tmp);
#else
    return 0.f;
#endif
  }
};
HOSTDEVICE inline float16 operator*(const float16 &a, const float16 &b) { return float16(static_cast<float>(a) * static_cast<float>(b)); }
HOSTDEVICE inline float16 operator+(const float16 &a, const float16 &b) { return float16(static_cast<float>(a) + static_cast<float>(b)); }

template <typename T> struct MPTypeTrait { using Type = T; };
template <> struct MPTypeTrait<float16> { using Type = float; };
} // namespace dtype

template <typename T, int Size> struct alignas(sizeof(T) * Size) AlignedVector {
  T val[Size];
  HOSTDEVICE inline const T &operator[](int i) const { return val[i]; }
  HOSTDEVICE inline T &operator[](int i) { return val[i]; }
};

template <typename T, int Size> HOSTDEVICE inline void Load(const T *addr, AlignedVector<T, Size> *vec) {
  const AlignedVector<T, Size> *addr_vec = reinterpret_cast<const AlignedVector<T, Size> *>(addr);
  *vec = *addr_vec;
}
template <typename T, int Size> HOSTDEVICE inline void Store(const AlignedVector<T, Size> &vec, T *addr) {
  AlignedVector<T, Size> *addr_vec = reinterpret_cast<AlignedVector<T, Size> *>(addr);
  *addr_vec = vec;
}

template <typename T> int GetVectorizedSize(const T *pointer) {
  constexpr int max_load_bits = 128;
  constexpr int valid_vec_size = max_load_bits / (8 * sizeof(T));
  uint64_t address = reinterpret_cast<uint64_t>(pointer);
  constexpr int vec8 = std::alignment_of<AlignedVector<T, 8>>::value;
  constexpr int vec4 = std::alignment_of<AlignedVector<T, 4>>::value;
  constexpr int vec2 = std::alignment_of<AlignedVector<T, 2>>::value;
  if (address % vec8 == 0) return valid_vec_size < 8 ? valid_vec_size : 8;
  if (address % vec4 == 0) return valid_vec_size < 4 ? valid_vec_size : 4;
  if (address % vec2 == 0) return 2;
  return 1;
}

namespace funcs {
template <typename T> struct BaseActivationFunctor {
  using ELEMENT_TYPE = T;
  using AttrPair = std::pair<const char *, float *>;
  using AttrPairs = AttrPair[1];
};

template <typename T> struct CudaSwishFunctor : public BaseActivationFunctor<T> {
  using MPType = typename phi::dtype::MPTypeTrait<T>::Type;
  MPType one = static_cast<MPType>(1.0f);
  float beta = 1.0;
  typename BaseActivationFunctor<T>::AttrPair GetAttrs() { return {"beta", &beta}; }
  __device__ __forceinline__ T operator()(const T arg_x) const {
    MPType x = static_cast<MPType>(arg_x);
    MPType b = static_cast<MPType>(beta);
    return static_cast<T>(x / (one + exp(-b * x)));
  }
};

// hard sigmoid times x with a tanh-GELU correction: two attributes' worth of math in float
template <typename T> struct CudaHardSigmoidGeluFunctor : public BaseActivationFunctor<T> {
  using MPType = typename phi::dtype::MPTypeTrait<T>::Type;
  float slope = 0.2f;
  float offset = 0.5f;
  __device__ __forceinline__ T operator()(const T arg_x) const {
    MPType x = static_cast<MPType>(arg_x);
    MPType hs = fminf(fmaxf(x * static_cast<MPType>(slope) + static_cast<MPType>(offset), 0.f), 1.f);
    MPType g = 0.5f * x * (1.f + tanhf(0.79788456f * (x + 0.044715f * x * x * x)));
    return static_cast<T>(hs * g);
  }
};

template <typename T, typename Functor, int VecSize>
__global__ void VectorizedActKernel(const T *__restrict__ x, T *__restrict__ y, int64_t numel, float attr) {
  Functor functor;
  if constexpr (std::is_same<Functor, CudaSwishFunctor<T>>::value) functor.beta = attr;
  else functor.slope = attr;
  using VecType = AlignedVector<T, VecSize>;
  const int64_t main_offset = numel / VecSize * VecSize;
  const int64_t vec_numel = numel / VecSize;
  CUDA_KERNEL_LOOP_TYPE(i, vec_numel, int64_t) {
    VecType in_vec;
    VecType out_vec;
    Load<T, VecSize>(x + i * VecSize, &in_vec);
#pragma unroll
    for (int j = 0; j < VecSize; ++j) out_vec[j] = functor(in_vec[j]);
    Store<T, VecSize>(out_vec, y + i * VecSize);
  }
  // the tail: numel % VecSize scalars, one per thread of the first block
  int64_t tail = main_offset + static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (tail < numel && blockIdx.x == 0) y[tail] = functor(x[tail]);
}

template <typename T, typename Functor>
void LaunchActKernel(const T *x, T *y, int64_t numel, float attr, int grid, int block) {
  switch (GetVectorizedSize<T>(x) < GetVectorizedSize<T>(y) ? GetVectorizedSize<T>(x) : GetVectorizedSize<T>(y)) {
  case 8: VectorizedActKernel<T, Functor, 8><<<grid, block>>>(x, y, numel, attr); break;
  case 4: VectorizedActKernel<T, Functor, 4><<<grid, block>>>(x, y, numel, attr); break;
  case 2: VectorizedActKernel<T, Functor, 2><<<grid, block>>>(x, y, numel, attr); break;
  default: VectorizedActKernel<T, Functor, 1><<<grid, block>>>(x, y, numel, attr); break;
  }
}
template void LaunchActKernel<float, CudaSwishFunctor<float>>(const float *, float *, int64_t, float, int, int);
template void LaunchActKernel<phi::dtype::float16, CudaSwishFunctor<phi::dtype::float16>>(const phi::dtype::float16 *, phi::dtype::float16 *, int64_t, float, int, int);
template void LaunchActKernel<float, CudaHardSigmoidGeluFunctor<float>>(const float *, float *, int64_t, float, int, int);
} // namespace funcs
} // namespace phi
