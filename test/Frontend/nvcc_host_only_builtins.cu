// GCC builtins that nvcc 13 does not provide in device code (it calls them
// __host__ functions: __builtin_ctz, __builtin_bswap32, the overflow
// family, __builtin_parity, __builtin_constant_p, ...) are errors in
// __device__ and __global__ functions and warnings in __host__ __device__
// ones, as nvcc has them; Clang provides them everywhere, so kilnc compiled
// device code nvcc refuses. The builtins nvcc does provide (__builtin_clz,
// __builtin_popcount, __builtin_ffs, __builtin_expect, __builtin_memcpy)
// stay silent.
// RUN: not kilnc %s --arch=sm_90 -DREFUSED -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=HD
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ not %nvcc -ptx -arch=sm_90 -DREFUSED %s -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// HD: nvcc_host_only_builtins.cu:[[# @LINE + 2]]:{{[0-9]+}}: warning: calling a __host__ function("__builtin_bswap32") from a __host__ __device__ function("to_big_endian") is not allowed in device code (nvcc's warning #20011-D)
__host__ __device__ inline unsigned to_big_endian(unsigned x) {
  return __builtin_bswap32(x);
}

// HD-NOT: provided
__global__ void provided(unsigned *o, const unsigned *in) {
  unsigned x = in[threadIdx.x];
  unsigned long long y = x * 0x9e3779b97f4a7c15ull;
  o[threadIdx.x] = __builtin_clz(x | 1) + __builtin_popcount(x) + __builtin_popcountll(y) + __builtin_ffs((int)x) +
                   __builtin_clzll(y | 1) + (__builtin_expect(x == 0, 0) ? 1u : 0u) + (threadIdx.x == 0 ? to_big_endian(x) : 0u);
}

#ifdef REFUSED
// REFUSED: nvcc_host_only_builtins.cu:[[# @LINE + 2]]:{{[0-9]+}}: error: calling a __host__ function("__builtin_ctz") from a __device__ function("trailing_zeros") is not allowed: nvcc provides no __builtin_ctz in device code
__device__ int trailing_zeros(unsigned x) {
  return __builtin_ctz(x);
}

__global__ void refused(int *o, const int *in) {
  int r;
  // REFUSED: nvcc_host_only_builtins.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: calling a __host__ function("__builtin_add_overflow") from a __global__ function("refused")
  bool overflow = __builtin_add_overflow(in[0], in[1], &r);
  long long wide;
  // REFUSED: nvcc_host_only_builtins.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: calling a __host__ function("__builtin_smulll_overflow") from a __global__ function("refused")
  overflow |= __builtin_smulll_overflow(in[2], in[3], &wide);
  // REFUSED: nvcc_host_only_builtins.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: calling a __host__ function("__builtin_parity") from a __global__ function("refused")
  o[0] = r + (int)wide + overflow + __builtin_parity((unsigned)in[4]) + trailing_zeros(in[5]);
  // REFUSED: nvcc_host_only_builtins.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: calling a __host__ function("__builtin_bswap64") from a __global__ function("refused")
  o[1] = (int)__builtin_bswap64((unsigned long long)in[6]);
}
#endif
