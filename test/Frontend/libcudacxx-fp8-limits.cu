// libcu++'s traits of the fp8 types (cuda::std::numeric_limits<__nv_fp8_e4m3>, isnan, ...) are
// libcu++'s own, as with nvcc. Kiln's <cuda/std/__cccl/compiler.h> had switched libcu++'s fp8
// support off (CCCL_DISABLE_NVFP8_SUPPORT), so numeric_limits<__nv_fp8_e4m3> was the primary
// template: max() and lowest() were 0 and digits 0, and a saturating cast written over them
// stored 0 for every element (realcode/cuda_std_limits_extended_floats_byte on the GPU).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda/std/cmath>
#include <cuda/std/limits>

using e4m3 = cuda::std::numeric_limits<__nv_fp8_e4m3>;
using e5m2 = cuda::std::numeric_limits<__nv_fp8_e5m2>;
static_assert(e4m3::is_specialized && e5m2::is_specialized, "");
static_assert(e4m3::digits == 4 && e5m2::digits == 3, "");
static_assert(!e4m3::has_infinity && e5m2::has_infinity, "");

// max() is the storage 0x7e (448), lowest() 0xfe (-448), widened through f16.
// CHECK-LABEL: .entry fp8_limits(
// CHECK-DAG: mov.b16 {{.*}}, 126;
// CHECK-DAG: mov.b16 {{.*}}, 254;
// CHECK: cvt.rn.f16x2.e4m3x2
extern "C" __global__ void fp8_limits(float *out, const __nv_fp8_e4m3 *x) {
  out[0] = float(e4m3::max());
  out[1] = float(e4m3::lowest());
  out[2] = cuda::std::isnan(x[0]) ? 1.0f : 0.0f;
}
