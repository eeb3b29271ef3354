// CUDA's vector types have <vector_types.h>'s sizes and alignments (so structs of
// them have nvcc's host-ABI layout), checked by kilnc and, where present, by nvcc
// compiling the same assertions; make_* builds each one, on host and device.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 -Wno-deprecated-declarations %s -o /dev/null %}
static_assert(sizeof(char1) == 1 && alignof(char1) == 1, "char1");
static_assert(sizeof(char2) == 2 && alignof(char2) == 2, "char2");
static_assert(sizeof(char3) == 3 && alignof(char3) == 1, "char3");
static_assert(sizeof(char4) == 4 && alignof(char4) == 4, "char4");
static_assert(sizeof(uchar1) == 1 && alignof(uchar1) == 1, "uchar1");
static_assert(sizeof(uchar2) == 2 && alignof(uchar2) == 2, "uchar2");
static_assert(sizeof(uchar3) == 3 && alignof(uchar3) == 1, "uchar3");
static_assert(sizeof(uchar4) == 4 && alignof(uchar4) == 4, "uchar4");
static_assert(sizeof(short1) == 2 && alignof(short1) == 2, "short1");
static_assert(sizeof(short2) == 4 && alignof(short2) == 4, "short2");
static_assert(sizeof(short3) == 6 && alignof(short3) == 2, "short3");
static_assert(sizeof(short4) == 8 && alignof(short4) == 8, "short4");
static_assert(sizeof(ushort1) == 2 && alignof(ushort1) == 2, "ushort1");
static_assert(sizeof(ushort2) == 4 && alignof(ushort2) == 4, "ushort2");
static_assert(sizeof(ushort3) == 6 && alignof(ushort3) == 2, "ushort3");
static_assert(sizeof(ushort4) == 8 && alignof(ushort4) == 8, "ushort4");
static_assert(sizeof(int1) == 4 && alignof(int1) == 4, "int1");
static_assert(sizeof(int2) == 8 && alignof(int2) == 8, "int2");
static_assert(sizeof(int3) == 12 && alignof(int3) == 4, "int3");
static_assert(sizeof(int4) == 16 && alignof(int4) == 16, "int4");
static_assert(sizeof(uint1) == 4 && alignof(uint1) == 4, "uint1");
static_assert(sizeof(uint2) == 8 && alignof(uint2) == 8, "uint2");
static_assert(sizeof(uint3) == 12 && alignof(uint3) == 4, "uint3");
static_assert(sizeof(uint4) == 16 && alignof(uint4) == 16, "uint4");
static_assert(sizeof(long1) == 8 && alignof(long1) == 8, "long1");
static_assert(sizeof(long2) == 16 && alignof(long2) == 16, "long2");
static_assert(sizeof(long3) == 24 && alignof(long3) == 8, "long3");
static_assert(sizeof(long4) == 32 && alignof(long4) == 16, "long4");
static_assert(sizeof(ulong1) == 8 && alignof(ulong1) == 8, "ulong1");
static_assert(sizeof(ulong2) == 16 && alignof(ulong2) == 16, "ulong2");
static_assert(sizeof(ulong3) == 24 && alignof(ulong3) == 8, "ulong3");
static_assert(sizeof(ulong4) == 32 && alignof(ulong4) == 16, "ulong4");
static_assert(sizeof(longlong1) == 8 && alignof(longlong1) == 8, "longlong1");
static_assert(sizeof(longlong2) == 16 && alignof(longlong2) == 16, "longlong2");
static_assert(sizeof(longlong3) == 24 && alignof(longlong3) == 8, "longlong3");
static_assert(sizeof(longlong4) == 32 && alignof(longlong4) == 16, "longlong4");
static_assert(sizeof(ulonglong1) == 8 && alignof(ulonglong1) == 8, "ulonglong1");
static_assert(sizeof(ulonglong2) == 16 && alignof(ulonglong2) == 16, "ulonglong2");
static_assert(sizeof(ulonglong3) == 24 && alignof(ulonglong3) == 8, "ulonglong3");
static_assert(sizeof(ulonglong4) == 32 && alignof(ulonglong4) == 16, "ulonglong4");
static_assert(sizeof(float1) == 4 && alignof(float1) == 4, "float1");
static_assert(sizeof(float2) == 8 && alignof(float2) == 8, "float2");
static_assert(sizeof(float3) == 12 && alignof(float3) == 4, "float3");
static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4");
static_assert(sizeof(double1) == 8 && alignof(double1) == 8, "double1");
static_assert(sizeof(double2) == 16 && alignof(double2) == 16, "double2");
static_assert(sizeof(double3) == 24 && alignof(double3) == 8, "double3");
static_assert(sizeof(double4) == 32 && alignof(double4) == 16, "double4");
static_assert(sizeof(long4_16a) == 32 && alignof(long4_16a) == 16, "long4_16a");
static_assert(sizeof(long4_32a) == 32 && alignof(long4_32a) == 32, "long4_32a");
static_assert(sizeof(ulong4_16a) == 32 && alignof(ulong4_16a) == 16, "ulong4_16a");
static_assert(sizeof(ulong4_32a) == 32 && alignof(ulong4_32a) == 32, "ulong4_32a");
static_assert(sizeof(longlong4_16a) == 32 && alignof(longlong4_16a) == 16, "longlong4_16a");
static_assert(sizeof(longlong4_32a) == 32 && alignof(longlong4_32a) == 32, "longlong4_32a");
static_assert(sizeof(ulonglong4_16a) == 32 && alignof(ulonglong4_16a) == 16, "ulonglong4_16a");
static_assert(sizeof(ulonglong4_32a) == 32 && alignof(ulonglong4_32a) == 32, "ulonglong4_32a");
static_assert(sizeof(double4_16a) == 32 && alignof(double4_16a) == 16, "double4_16a");
static_assert(sizeof(double4_32a) == 32 && alignof(double4_32a) == 32, "double4_32a");
static_assert(sizeof(dim3) == 12 && alignof(dim3) == 4, "dim3");
struct Mixed { char1 a; float3 b; double2 c; short4 d; };
static_assert(sizeof(Mixed) == 48 && __builtin_offsetof(Mixed, c) == 16 && __builtin_offsetof(Mixed, d) == 32, "Mixed");

__host__ __device__ float4 add(float4 a, float4 b) { return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
int host_side() { return (int)add(make_float4(1, 2, 3, 4), make_float4(1, 1, 1, 1)).w + make_int2(1, 2).y; }

// CHECK-LABEL: func.func @vectors(
// CHECK-SAME: !simt.ptr<!llvm.struct<"struct.float4", packed (f32, f32, f32, f32)>, global>
extern "C" __global__ void vectors(float4 *out, const uchar4 *a, const longlong2 *b, const double4_32a *c) {
  int t = threadIdx.x;
  uchar4 u = a[t];
  longlong2 l = b[t];
  out[t] = add(make_float4(u.x, u.y, u.z, u.w), make_float4((float)l.x, (float)l.y, (float)c[t].w, 0));
  uint3 id = make_uint3(t, 0, 0);
  dim3 d(id);
  out[t].w += d.x + make_char3(1, 2, 3).z + make_ushort1(4).x + make_double1(0.5).x + make_long4_16a(1, 2, 3, 4).w;
}
