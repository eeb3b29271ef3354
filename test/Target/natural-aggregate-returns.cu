// A struct returned from a device function called through a pointer is written
// whole (st.param.b64 for its double, v2.b32 for its int pair), as nvcc writes
// it, and read back the same way (compiler/LLVMIR/NaturalAggregateReturns.cpp).
// Kiln's records are packed LLVM structs (ABI alignment 1) and NVPTX writes the
// return value of an address-taken function at that alignment: eight
// st.param.b8 per double before (realcode noinline_struct_abi_calls's classify).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

struct Mixed {
  char kind;
  double weight;
  int2 cell;
  short flags;
};

__device__ __noinline__ Mixed classify(float4 v, int salt) {
  Mixed m;
  m.kind = v.x > 0 ? 'p' : 'n';
  m.weight = (double)v.y * v.z + salt;
  m.cell = make_int2((int)v.x, (int)v.w);
  m.flags = (short)(m.cell.x & 7);
  return m;
}
__device__ __noinline__ Mixed classify_neg(float4 v, int salt) {
  Mixed m = classify(v, -salt);
  m.weight = -m.weight;
  return m;
}

using Classifier = Mixed (*)(float4, int);
__device__ Classifier table[2] = {classify, classify_neg};

// The char (with the padding after it, which may be written too), the double, the
// int pair and the short: one store each, none of them byte by byte.
// CHECK-LABEL: .func {{.*}}func_retval0[32]) _Z8classify6float4i(
// CHECK-NOT: st.param.b8 [func_retval0+
// CHECK-DAG: st.param.{{b8|b32}} [func_retval0],
// CHECK-DAG: st.param.b64 [func_retval0+8],
// CHECK-DAG: st.param.v2.b32 [func_retval0+16],
// CHECK-DAG: st.param.b16 [func_retval0+24],
// CHECK-NOT: st.param.b8 [func_retval0+
// CHECK: ret;
// CHECK-LABEL: .entry _Z4pickPK6float4Pd(
// CHECK: call (retval0), %rd{{[0-9]+}}
// CHECK: ld.param.b64 {{.*}}[retval0+8];
extern "C++" __global__ void pick(const float4 *x, double *out) {
  int i = threadIdx.x;
  Mixed m = table[i & 1](x[i], i & 15);
  out[i] = m.weight + m.kind + m.cell.x + m.cell.y + m.flags;
}
