// @realcode MXNet/mshadow-style operator kernels: ops as structs with a static templated Map under an MSHADOW_XINLINE macro (mshadow_op::plus, mul, relu, sigmoid, a clip with its bounds as extra arguments), `op_with_req<OP, req>` wrappers that assign or add into the output by a kWriteTo/kAddTo template parameter, and the generic kernel templates MXNet launches through Kernel<OP, gpu>::Launch: a variadic `mxnet_generic_kernel<OP, Args...>(int N, Args... args)` grid-stride loop that forwards its parameter pack to OP::Map(i, args...), instantiated with packs of different lengths and types.
// @let N = 1 << 22
// @buf a f32[N] uniform(-4, 4)
// @buf b f32[N] uniform(-4, 4)
// @buf c f32[N] uniform(-1, 1)
// @buf d f32[N] uniform(-1, 1)
// @buf h f64[N] zero
// @launch mxnet_op::mxnet_generic_kernel<mxnet_op::op_with_req<mshadow_op::plus, 1>, float*, float const*, float const*> grid(1024) block(256) args(i32(N), c, a, b)
// @launch mxnet_op::mxnet_generic_kernel<mxnet_op::op_with_req<mshadow_op::mul, 3>, float*, float const*, float const*> grid(1024) block(256) args(i32(N), d, a, b)
// @launch mxnet_op::mxnet_generic_kernel<mxnet_op::op_with_req<mshadow_op::sigmoid, 3>, float*, float const*> grid(1024) block(256) args(i32(N), d, c)
// @launch mxnet_op::mxnet_generic_kernel<mxnet_op::clip_kernel, float*, float const*, float, float> grid(1024) block(256) args(i32(N), b, a, f32(-1.5), f32(2.25))
// @launch mxnet_op::mxnet_generic_kernel<mxnet_op::cast_relu_kernel, double*, float const*> grid(1024) block(256) args(i32(N), h, d)
// plus and clip are exact; mul adds a*b to d (fusable into an fma); sigmoid is 1 / (1 + expf(-x)) added to d,
// where expf's few ulps and the division round differently only through that fma.
// @check c exact
// @check b exact
// @check d abs=1e-6 rel=1e-6
// @check h abs=1e-6 rel=1e-6
#include <cstdint>

#define MSHADOW_XINLINE inline __attribute__((always_inline)) __device__ __host__
#define MSHADOW_CINLINE inline __attribute__((always_inline))

namespace mshadow_op {
struct plus {
  template <typename DType> MSHADOW_XINLINE static DType Map(DType a, DType b) { return a + b; }
};
struct mul {
  template <typename DType> MSHADOW_XINLINE static DType Map(DType a, DType b) { return a * b; }
};
struct relu {
  template <typename DType> MSHADOW_XINLINE static DType Map(DType a) { return a > DType(0) ? a : DType(0); }
};
struct sigmoid {
  template <typename DType> MSHADOW_XINLINE static DType Map(DType a) { return DType(1.0f / (1.0f + expf(-a))); }
};
}  // namespace mshadow_op

namespace mxnet_op {
enum OpReqType { kNullOp, kWriteTo, kWriteInplace, kAddTo };

#define KERNEL_ASSIGN(out, req, val) \
  {                                  \
    switch (req) {                   \
      case kNullOp:                  \
        break;                       \
      case kWriteTo:                 \
      case kWriteInplace:            \
        (out) = (val);               \
        break;                       \
      case kAddTo:                   \
        (out) += (val);              \
        break;                       \
    }                                \
  }

template <typename OP, int req>
struct op_with_req {
  template <typename DType>
  MSHADOW_XINLINE static void Map(int i, DType* out, const DType* lhs, const DType* rhs) {
    KERNEL_ASSIGN(out[i], req, OP::Map(lhs[i], rhs[i]));
  }
  template <typename DType>
  MSHADOW_XINLINE static void Map(int i, DType* out, const DType* in) {
    KERNEL_ASSIGN(out[i], req, OP::Map(in[i]));
  }
};

struct clip_kernel {
  template <typename DType>
  MSHADOW_XINLINE static void Map(int i, DType* out, const DType* in, DType lo, DType hi) {
    DType v = in[i];
    out[i] = v > hi ? hi : (v < lo ? lo : v);
  }
};

struct cast_relu_kernel {
  template <typename OType, typename IType>
  MSHADOW_XINLINE static void Map(int i, OType* out, const IType* in) {
    out[i] = static_cast<OType>(mshadow_op::relu::Map(in[i]));
  }
};

template <typename OP, typename... Args>
__global__ void mxnet_generic_kernel(int N, Args... args) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < N; i += blockDim.x * gridDim.x) {
    OP::Map(i, args...);
  }
}

// Kernel<OP, gpu>::Launch's device side: the instantiations its host code makes.
template __global__ void mxnet_generic_kernel<op_with_req<mshadow_op::plus, kWriteTo>, float*, const float*, const float*>(int, float*, const float*, const float*);
template __global__ void mxnet_generic_kernel<op_with_req<mshadow_op::mul, kAddTo>, float*, const float*, const float*>(int, float*, const float*, const float*);
template __global__ void mxnet_generic_kernel<op_with_req<mshadow_op::sigmoid, kAddTo>, float*, const float*>(int, float*, const float*);
template __global__ void mxnet_generic_kernel<clip_kernel, float*, const float*, float, float>(int, float*, const float*, float, float);
template __global__ void mxnet_generic_kernel<cast_relu_kernel, double*, const float*>(int, double*, const float*);
}  // namespace mxnet_op
