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
// printf packs its arguments for the driver's vprintf (CGRuntimeCalls.cpp).
__KILN_PRIM("printf") int printf(const char *, ...);
__KILN_PRIM("extern.vprintf") int vprintf(const char *, void *);
__KILN_PRIM("extern.__assertfail") void __assertfail(const char *__message, const char *__file,
                                                     unsigned __line, const char *__function,
                                                     size_t __charSize);
__KILN_PRIM("extern.malloc") void *malloc(size_t);
__KILN_PRIM("extern.free") void free(void *);
// The device runtime's aligned allocation; nvcc calls the same system function.
__KILN_PRIM("extern.__cuda_syscall_aligned_malloc") void *__nv_aligned_device_malloc(size_t, size_t);
__KILN_PRIM("memcpy") void *memcpy(void *, const void *, size_t);
__KILN_PRIM("memset") void *memset(void *, int, size_t);
__KILN_PRIM("clock32") long clock(void); // clock_t, before <time.h> defines it
// glibc's assert expands to __assert_fail; CUDA maps it to __assertfail.
__device__ __forceinline__ void __assert_fail(const char *__message, const char *__file,
                                              unsigned int __line, const char *__function) {
  __assertfail(__message, __file, __line, __function, sizeof(char));
}
}

// Placement new/delete (<new>'s are host functions). They do not need <new>.
__device__ inline void *operator new(size_t, void *p) noexcept { return p; }
__device__ inline void *operator new[](size_t, void *p) noexcept { return p; }
__device__ inline void operator delete(void *, void *) noexcept {}
__device__ inline void operator delete[](void *, void *) noexcept {}

#endif // KILN_CUDA_LIBC_HPP
