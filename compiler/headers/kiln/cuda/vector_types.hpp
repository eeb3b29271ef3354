//===- kiln/cuda/vector_types.hpp - CUDA's built-in vector types -*- C++ -*-===//
//
// char1 ... double4 (and CUDA 13's _16a/_32a four-element variants), dim3,
// and their make_* functions, as <vector_types.h> and <vector_functions.h>
// declare them: the same members and alignments, so a struct of them has the
// host ABI's layout that nvcc's has (test/Frontend/vector_types_layout.cu
// checks every size and alignment against nvcc's). The make_* functions are
// __host__ __device__, as nvcc's, so host code of the file can call them.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_VECTOR_TYPES_HPP
#define KILN_CUDA_VECTOR_TYPES_HPP

#define __KILN_VEC_FN static __inline__ __host__ __device__

// One to four members; ALIGN empty means the element's natural alignment.
#define __KILN_VEC1(N, T)                                                       \
  struct N { T x; };                                                           \
  typedef struct N N;                                                          \
  __KILN_VEC_FN N make_##N(T x) { N r; r.x = x; return r; }
#define __KILN_VEC2(N, T, ALIGN)                                                \
  struct ALIGN N { T x, y; };                                                  \
  typedef struct N N;                                                          \
  __KILN_VEC_FN N make_##N(T x, T y) { N r; r.x = x; r.y = y; return r; }
#define __KILN_VEC3(N, T)                                                       \
  struct N { T x, y, z; };                                                     \
  typedef struct N N;                                                          \
  __KILN_VEC_FN N make_##N(T x, T y, T z) { N r; r.x = x; r.y = y; r.z = z; return r; }
#define __KILN_VEC4_TYPE(N, T, ALIGN)                                           \
  struct ALIGN N { T x, y, z, w; };                                            \
  typedef struct N N;
#define __KILN_VEC4_MAKE(N, T)                                                  \
  __KILN_VEC_FN N make_##N(T x, T y, T z, T w) {                               \
    N r; r.x = x; r.y = y; r.z = z; r.w = w; return r;                         \
  }
#define __KILN_VEC4(N, T, ALIGN) __KILN_VEC4_TYPE(N, T, ALIGN) __KILN_VEC4_MAKE(N, T)

__KILN_VEC1(char1, signed char)
__KILN_VEC1(uchar1, unsigned char)
__KILN_VEC2(char2, signed char, __align__(2))
__KILN_VEC2(uchar2, unsigned char, __align__(2))
__KILN_VEC3(char3, signed char)
__KILN_VEC3(uchar3, unsigned char)
__KILN_VEC4(char4, signed char, __align__(4))
__KILN_VEC4(uchar4, unsigned char, __align__(4))

__KILN_VEC1(short1, short)
__KILN_VEC1(ushort1, unsigned short)
__KILN_VEC2(short2, short, __align__(4))
__KILN_VEC2(ushort2, unsigned short, __align__(4))
__KILN_VEC3(short3, short)
__KILN_VEC3(ushort3, unsigned short)
__KILN_VEC4(short4, short, __align__(8))
__KILN_VEC4(ushort4, unsigned short, __align__(8))

__KILN_VEC1(int1, int)
__KILN_VEC1(uint1, unsigned int)
__KILN_VEC2(int2, int, __align__(8))
__KILN_VEC2(uint2, unsigned int, __align__(8))
__KILN_VEC3(int3, int)
__KILN_VEC3(uint3, unsigned int)
__KILN_VEC4(int4, int, __align__(16))
__KILN_VEC4(uint4, unsigned int, __align__(16))

__KILN_VEC1(long1, long int)
__KILN_VEC1(ulong1, unsigned long)
__KILN_VEC2(long2, long int, __align__(2 * sizeof(long int)))
__KILN_VEC2(ulong2, unsigned long int, __align__(2 * sizeof(unsigned long int)))
__KILN_VEC3(long3, long int)
__KILN_VEC3(ulong3, unsigned long int)
__KILN_VEC4(long4, long int, __align__(16))
__KILN_VEC4(ulong4, unsigned long int, __align__(16))
__KILN_VEC4(long4_16a, long int, __align__(16))
__KILN_VEC4(ulong4_16a, unsigned long int, __align__(16))
__KILN_VEC4(long4_32a, long int, __align__(32))
__KILN_VEC4(ulong4_32a, unsigned long int, __align__(32))

__KILN_VEC1(float1, float)
__KILN_VEC2(float2, float, __align__(8))
__KILN_VEC3(float3, float)
__KILN_VEC4(float4, float, __align__(16))

__KILN_VEC1(longlong1, long long int)
__KILN_VEC1(ulonglong1, unsigned long long int)
__KILN_VEC2(longlong2, long long int, __align__(16))
__KILN_VEC2(ulonglong2, unsigned long long int, __align__(16))
__KILN_VEC3(longlong3, long long int)
__KILN_VEC3(ulonglong3, unsigned long long int)
__KILN_VEC4(longlong4, long long int, __align__(16))
__KILN_VEC4(ulonglong4, unsigned long long int, __align__(16))
// <vector_functions.h> has no make_ for these two.
__KILN_VEC4_TYPE(longlong4_16a, long long int, __align__(16))
__KILN_VEC4_TYPE(ulonglong4_16a, unsigned long long int, __align__(16))
__KILN_VEC4_TYPE(longlong4_32a, long long int, __align__(32))
__KILN_VEC4_TYPE(ulonglong4_32a, unsigned long long int, __align__(32))

__KILN_VEC1(double1, double)
__KILN_VEC2(double2, double, __align__(16))
__KILN_VEC3(double3, double)
__KILN_VEC4(double4, double, __align__(16))
__KILN_VEC4(double4_16a, double, __align__(16))
__KILN_VEC4(double4_32a, double, __align__(32))

#undef __KILN_VEC1
#undef __KILN_VEC2
#undef __KILN_VEC3
#undef __KILN_VEC4_TYPE
#undef __KILN_VEC4_MAKE
#undef __KILN_VEC4
#undef __KILN_VEC_FN

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};
typedef struct dim3 dim3;

#endif // KILN_CUDA_VECTOR_TYPES_HPP
