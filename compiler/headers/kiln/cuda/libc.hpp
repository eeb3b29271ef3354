//===- kiln/cuda/libc.hpp - the C library functions device code has -*- C++ -*-===//
//
// nvcc declares printf, malloc, free, memcpy, memset, clock and glibc's
// __assert_fail as __host__ __device__; Clang cannot add __device__ to the
// host library's declarations, so these are __device__ overloads of them
// (host code keeps glibc's). malloc/free call the CUDA device runtime's
// malloc/free (the driver resolves them when it loads the PTX); printf and
// assert are lowered to vprintf/__assertfail.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_LIBC_HPP
#define KILN_CUDA_LIBC_HPP

extern "C" {
__device__ int printf(const char *, ...);
__KILN_PRIM("extern.malloc") void *malloc(size_t);
__KILN_PRIM("extern.free") void free(void *);
__KILN_PRIM("memcpy") void *memcpy(void *, const void *, size_t);
__KILN_PRIM("memset") void *memset(void *, int, size_t);
__KILN_PRIM("clock32") long clock(void); // clock_t, before <time.h> defines it
__device__ void __assert_fail(const char *, const char *, unsigned int, const char *);
}

// Placement new/delete (<new>'s are host functions). They do not need <new>.
__device__ inline void *operator new(size_t, void *p) noexcept { return p; }
__device__ inline void *operator new[](size_t, void *p) noexcept { return p; }
__device__ inline void operator delete(void *, void *) noexcept {}
__device__ inline void operator delete[](void *, void *) noexcept {}

#endif // KILN_CUDA_LIBC_HPP
