// Thrust's device-side value types and functors launch nothing and kernels use
// them directly: <thrust/complex.h>, <thrust/pair.h>, <thrust/tuple.h>,
// <thrust/functional.h> and <thrust/random.h> are the toolkit's headers and
// compile (the algorithms stay refused: test/Frontend/toolkit_headers.cu).
// Leading #includes of them go into the prelude PCH as libcu++'s do (~0.8 s
// of parsing otherwise): the PTX is the same with the cache off, cold, warm.
// REQUIRES: cuda-headers
// RUN: rm -rf %t && mkdir -p %t/cache
// RUN: env KILN_CACHE_DIR=off kilnc %s --arch=sm_90 -o %t/text.ptx 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %s --arch=sm_90 -o %t/cold.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %s --arch=sm_90 -o %t/warm.ptx
// RUN: cat %t/cache/prelude-*.pch.hpp | FileCheck %s --check-prefix=PCH
// RUN: cmp %t/text.ptx %t/cold.ptx
// RUN: cmp %t/text.ptx %t/warm.ptx
// RUN: FileCheck %s --input-file=%t/warm.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/warm.ptx -o /dev/null %}
// PCH: #include <thrust/complex.h>
// PCH: #include <thrust/random.h>
// DIAG-NOT: warning
// DIAG-NOT: error
#include <thrust/complex.h>
#include <thrust/functional.h>
#include <thrust/pair.h>
#include <thrust/random.h>
#include <thrust/tuple.h>

// The engine's step is minstd's (x * 48271 mod 2^31 - 1) and the distributions
// are inline; complex exp/abs call libdevice's sincos/hypot.
// CHECK-LABEL: .entry sample(
// CHECK: mul.wide.u32
// CHECK: ret;
extern "C" __global__ void sample(float *out, unsigned *raw, unsigned seed, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  thrust::minstd_rand rng(seed);
  rng.discard(3 * i);
  raw[i] = rng();
  thrust::uniform_real_distribution<float> u(0.f, 6.2831853f);
  thrust::uniform_int_distribution<int> d(1, 6);
  const thrust::pair<float, int> p = thrust::make_pair(u(rng), d(rng));
  const thrust::tuple<float, int> t = thrust::make_tuple(p.first, p.second);
  const thrust::complex<float> z = thrust::exp(thrust::complex<float>(0.f, thrust::get<0>(t)));
  out[i] = thrust::plus<float>()(thrust::abs(z), float(thrust::get<1>(t)));
}
