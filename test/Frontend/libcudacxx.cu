// libcu++ (<cuda/std/...>) in device code, as nvcc finds it: CUDA 13 keeps it in
// include/cccl, which kilnc searches after the toolkit's include/ (nvcc.profile's
// -isystem); libcu++ reads the compiler's version from CUDA_VERSION.
// REQUIRES: cuda-headers
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 | FileCheck %s --check-prefix=PTX
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/utility>
#include <cuda/std/complex>
#include <cuda/std/bit>
#include <cuda/std/array>

#ifdef __KILNC__ // nvcc has no CUDA_VERSION without <cuda.h>; libcu++ takes its version from elsewhere
static_assert(CUDA_VERSION >= 12000, "libcu++ needs CUDA_VERSION");
#endif
static_assert(cuda::std::is_same_v<cuda::std::int64_t, long>, "int64_t");

// numeric_limits and type traits are constants in the code (clamp_to's checks are below).
// CHECK-LABEL: func.func @_Z8saturatePKxPsi(
// CHECK: call @_Z8clamp_toIsET_x(
template <typename T>
__device__ T clamp_to(long long v) {
  using L = cuda::std::numeric_limits<T>;
  static_assert(cuda::std::is_signed<T>::value, "signed");
  return v < (long long)L::min() ? L::min() : v > (long long)L::max() ? L::max() : (T)v;
}
__global__ void saturate(const long long *in, cuda::std::int16_t *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = clamp_to<cuda::std::int16_t>(in[i]);
}

// cuda::std::complex arithmetic and <cuda/std/bit> are libcu++'s inline functions: after
// inlining, plain float multiplies and popc.
// CHECK-LABEL: func.func @_Z7twiddlePKN4cuda3std{{.*}}complexIfEE
// CHECK: call @_ZN4cuda3std{{.*}}mlIfEE
// CHECK: call @_ZN4cuda3std{{.*}}popcountIj
// PTX-LABEL: .entry _Z7twiddle
// PTX: popc.b32
__global__ void twiddle(const cuda::std::complex<float> *in, cuda::std::complex<float> *out,
                        unsigned *bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  cuda::std::complex<float> w(0.5f, -1.0f);
  out[i] = in[i] * w + cuda::std::conj(in[i]);
  cuda::std::array<unsigned, 2> a{1u, 2u};
  bits[i] = cuda::std::popcount((unsigned)i) + a[1];
}

// A structured binding of a tuple-like type: each name is a hidden reference
// initialised by get<I>() (the binding of a plain struct needs none).
// CHECK-LABEL: func.func @_Z7bindingPKfPfPi(
// CHECK: call @_ZN4cuda3std{{.*}}getILm0EifEE
// CHECK: call @_ZN4cuda3std{{.*}}getILm1EifEE
__device__ cuda::std::pair<int, float> argmax2(const float *v) {
  return v[1] > v[0] ? cuda::std::make_pair(1, v[1]) : cuda::std::make_pair(0, v[0]);
}
__global__ void binding(const float *in, float *out, int *idx) {
  int i = threadIdx.x;
  auto [k, v] = argmax2(in + 2 * i);
  out[i] = v;
  idx[i] = k;
}

// CHECK-LABEL: func.func private @_Z8clamp_toIsET_x(
// CHECK-DAG: arith.constant -32768 : i64
// CHECK-DAG: arith.constant 32767 : i64
