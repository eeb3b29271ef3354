// `__ldg` of a `__constant__` table reads through the generic address, as
// nvcc's PTX does (cvta.const, then ld.global.nc on it). InstCombine folds
// the casts constant -> generic -> global into one cast that NVPTX lowers to
// nothing: the load read an undefined register (bitsandbytes' NF4 GEMV,
// `__ldg(&nf4_lut[threadIdx.x])`, failed with CUDA_ERROR_MISALIGNED_ADDRESS on
// the H200). Every address a load uses must be defined before it.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 -O0 -o %t0.ptx
// RUN: FileCheck %s --check-prefix=O0 < %t0.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm -o - | FileCheck %s --check-prefix=IR
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t0.ptx -o /dev/null %}

#include <cuda_bf16.h>

__constant__ float lut[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

// No cast joins two specific spaces directly.
// IR-NOT: addrspacecast ptr addrspace(4) {{.*}} to ptr addrspace(1)
// IR-NOT: addrspacecast (ptr addrspace(4) {{.*}} to ptr addrspace(1))

// CHECK-LABEL: .entry indexed(
// CHECK: mov.b32 [[BASE:%r[0-9]+]], lut;
// CHECK: cvta.const.u64 [[GEN:%rd[0-9]+]],
// CHECK: cvta.to.global.u64 [[GLOBAL:%rd[0-9]+]], [[GEN]];
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [[[GLOBAL]]];
// O0-LABEL: .entry indexed(
// O0: cvta.const.u64
// O0: cvta.to.global.u64
// O0: ld.global.nc.b32
extern "C" __global__ void indexed(float *out) {
  out[threadIdx.x] = __ldg(&lut[threadIdx.x & 15]);
}

// A constant index folds the address into a constant expression, which the
// backend would fold back into one cast: the generic address is loaded from.
// CHECK-LABEL: .entry fixed_entry(
// CHECK: mov.b32 [[SYM:%r[0-9]+]], lut;
// CHECK: add.s32 [[ELEM:%r[0-9]+]], [[SYM]], 12;
// CHECK: cvt.u64.u32 [[WIDE:%rd[0-9]+]], [[ELEM]];
// CHECK: cvta.const.u64 [[GEN:%rd[0-9]+]], [[WIDE]];
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [[[GEN]]];
extern "C" __global__ void fixed_entry(float *out) { out[threadIdx.x] = __ldg(&lut[3]); }

// Through an inlined helper taking a generic pointer, with the bf16 shared
// staging of the NF4 GEMV.
// CHECK-LABEL: .entry staged(
// CHECK: cvta.const.u64 [[GEN:%rd[0-9]+]],
// CHECK: cvta.to.global.u64 [[GLOBAL:%rd[0-9]+]], [[GEN]];
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [[[GLOBAL]]];
// CHECK: st.shared.b16
__device__ __forceinline__ float read_only(const float *p) { return __ldg(p); }
extern "C" __global__ void staged(const unsigned char *codes, __nv_bfloat16 *out) {
  __shared__ __nv_bfloat16 map[16];
  if (threadIdx.x < 16)
    map[threadIdx.x] = __nv_bfloat16(read_only(&lut[threadIdx.x]));
  __syncthreads();
  out[threadIdx.x] = map[codes[threadIdx.x] & 15];
}
