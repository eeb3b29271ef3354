// The toolkit's implementation headers (<X.hpp> beside <X.h>, and crt/) that
// real code includes directly, for IntelliSense or out of habit: nvcc accepts
// them after (or instead of) the public header; kilnc's prelude already
// provides what they declare, so each is Kiln's (kiln/std), not the toolkit's
// nvcc-only text (which redeclared atomicAdd, __ldcg, make_char1... as static).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include <device_atomic_functions.h>
#include <device_atomic_functions.hpp>
#include <sm_20_atomic_functions.hpp>
#include <sm_20_intrinsics.hpp>
#include <sm_30_intrinsics.hpp>
#include <sm_32_atomic_functions.hpp>
#include <sm_32_intrinsics.hpp>
#include <sm_60_atomic_functions.hpp>
#include <sm_61_intrinsics.hpp>
#include <vector_functions.hpp>
#include <crt/device_functions.h>
#include <crt/device_functions.hpp>
#include <crt/device_double_functions.h>
#include <crt/device_double_functions.hpp>
#include <crt/math_functions.h>
#include <crt/math_functions.hpp>
#include <crt/common_functions.h>
#include <crt/sm_70_rt.h>
#include <crt/sm_70_rt.hpp>
#include <crt/sm_80_rt.h>
#include <crt/sm_80_rt.hpp>
#include <crt/sm_90_rt.h>
#include <crt/sm_90_rt.hpp>
#include <cuda_fp16.h>
#include <cuda_fp16.hpp>
#include <cuda_bf16.h>
#include <cuda_bf16.hpp>

// CHECK-LABEL: func.func @_Z4usesPfPdP6__halfP13__nv_bfloat16Pj(
// CHECK: simt.atomic_rmw
// CHECK: simt.load cache(cg)
__global__ void uses(float *f, double *d, __half *h, __nv_bfloat16 *b, unsigned *u) {
  int i = threadIdx.x;
  atomicAdd(&d[0], 1.0);
  float4 v = make_float4(f[i], __ldcg(&f[i + 1]), 0.f, 1.f);
  u[i] = __dp4a(u[i], 0x01010101u, 0u) + __match_any_sync(0xffffffffu, u[i]) + __reduce_add_sync(0xffffffffu, u[i]);
  h[i] = __hadd(h[i], __float2half(v.y));
  b[i] = __hmul(b[i], __float2bfloat16(v.x + v.w));
  d[i + 1] = __longlong_as_double(__double_as_longlong(d[i])) + exp10f(v.x);
}
