//===- kiln/cuda/builtin_vars.hpp - threadIdx, blockIdx, ... ----*- C++ -*-===//
//
// threadIdx, blockIdx, blockDim and gridDim are objects whose x/y/z are
// properties read by annotated getters (simt.thread_id ...; `const`: a read
// has no side effects, so `__builtin_assume(blockDim.x == 256)` is taken
// without -Wassume, as nvcc takes it), convertible to
// uint3 / dim3 as nvcc's are, and copyable (`auto t = threadIdx;`); warpSize
// is 32.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_BUILTIN_VARS_HPP
#define KILN_CUDA_BUILTIN_VARS_HPP

#define __KILN_BUILTIN_VAR(TYPE, OP, CONV)                                     \
  struct TYPE {                                                                \
    __declspec(property(get = __get_x)) unsigned x;                            \
    __declspec(property(get = __get_y)) unsigned y;                            \
    __declspec(property(get = __get_z)) unsigned z;                            \
    static __KILN_PRIM(OP ".x") __attribute__((const)) unsigned __get_x();     \
    static __KILN_PRIM(OP ".y") __attribute__((const)) unsigned __get_y();     \
    static __KILN_PRIM(OP ".z") __attribute__((const)) unsigned __get_z();     \
    __device__ operator CONV() const { return CONV{__get_x(), __get_y(), __get_z()}; } \
    /* `auto t = threadIdx;` copies nvcc's uint3; a copy here reads the same */ \
    /* registers (they do not change during a thread's life), so it holds   */ \
    /* nothing and reads nothing from the original.                         */ \
    __device__ TYPE(const TYPE &) {}                                           \
  private:                                                                     \
    TYPE() = delete;                                                           \
    void operator=(const TYPE &) const = delete;                               \
  };
__KILN_BUILTIN_VAR(__kiln_threadIdx_t, "thread_id", uint3)
__KILN_BUILTIN_VAR(__kiln_blockIdx_t, "block_id", uint3)
__KILN_BUILTIN_VAR(__kiln_blockDim_t, "block_dim", dim3)
__KILN_BUILTIN_VAR(__kiln_gridDim_t, "grid_dim", dim3)
#undef __KILN_BUILTIN_VAR
extern const __device__ __kiln_threadIdx_t threadIdx;
extern const __device__ __kiln_blockIdx_t blockIdx;
extern const __device__ __kiln_blockDim_t blockDim;
extern const __device__ __kiln_gridDim_t gridDim;
constexpr int warpSize = 32;

#endif // KILN_CUDA_BUILTIN_VARS_HPP
