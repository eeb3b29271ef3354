//===- kiln/cuda/sync.hpp - barriers, fences, warp collectives ---*- C++ -*-===//
//
// Argument letters after ':' tell the frontend which argument is which
// (m mask, v value, l lane/delta, w width, p predicate).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_SYNC_HPP
#define KILN_CUDA_SYNC_HPP

extern "C" {
__KILN_PRIM("barrier.block") void __syncthreads();
__KILN_PRIM("barrier_reduce.count") int __syncthreads_count(int predicate);
__KILN_PRIM("barrier_reduce.and") int __syncthreads_and(int predicate);
__KILN_PRIM("barrier_reduce.or") int __syncthreads_or(int predicate);
__KILN_PRIM("barrier.warp:m") void __syncwarp(unsigned mask = 0xffffffffu);
__KILN_PRIM("fence.block") void __threadfence_block();
__KILN_PRIM("fence.device") void __threadfence();
__KILN_PRIM("fence.system") void __threadfence_system();
__KILN_PRIM("active_mask") unsigned __activemask();
}

// Named barriers (sm_30_intrinsics.hpp): barrier.sync id[, count], the
// instruction nvcc emits; the sync checks read it as the inline PTX it is.
static __device__ __forceinline__ void __barrier_sync(unsigned id) {
  asm volatile("barrier.sync %0;" : : "r"(id) : "memory");
}
static __device__ __forceinline__ void __barrier_sync_count(unsigned id, unsigned cnt) {
  asm volatile("barrier.sync %0, %1;" : : "r"(id), "r"(cnt) : "memory");
}

// Warp shuffles and matches for every type nvcc has them for (__half and
// __nv_bfloat16 overloads come with <cuda_fp16.h> / <cuda_bf16.h>).
#define __KILN_SHFL_ALL(T)                                                      \
  __KILN_PRIM("shuffle.idx:mvlw") T __shfl_sync(unsigned mask, T var, int srcLane, int width = warpSize); \
  __KILN_PRIM("shuffle.up:mvlw") T __shfl_up_sync(unsigned mask, T var, unsigned int delta, int width = warpSize); \
  __KILN_PRIM("shuffle.down:mvlw") T __shfl_down_sync(unsigned mask, T var, unsigned int delta, int width = warpSize); \
  __KILN_PRIM("shuffle.xor:mvlw") T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = warpSize); \
  __KILN_PRIM("match_any:mv") unsigned int __match_any_sync(unsigned mask, T value); \
  __KILN_PRIM("match_all:mvp") unsigned int __match_all_sync(unsigned mask, T value, int *pred);
__KILN_SHFL_ALL(int)
__KILN_SHFL_ALL(unsigned int)
__KILN_SHFL_ALL(long)
__KILN_SHFL_ALL(unsigned long)
__KILN_SHFL_ALL(long long)
__KILN_SHFL_ALL(unsigned long long)
__KILN_SHFL_ALL(float)
__KILN_SHFL_ALL(double)
#undef __KILN_SHFL_ALL
__KILN_PRIM("vote.ballot:mp") unsigned int __ballot_sync(unsigned mask, int predicate);
__KILN_PRIM("vote.all:mp") int __all_sync(unsigned mask, int predicate);
__KILN_PRIM("vote.any:mp") int __any_sync(unsigned mask, int predicate);
__KILN_PRIM("vote.uni:mp") int __uni_sync(unsigned mask, int predicate);
__KILN_PRIM("redux.add:mv") unsigned __reduce_add_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.add:mv") int __reduce_add_sync(unsigned mask, int value);
__KILN_PRIM("redux.min:mv") unsigned __reduce_min_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.min:mv") int __reduce_min_sync(unsigned mask, int value);
__KILN_PRIM("redux.max:mv") unsigned __reduce_max_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.max:mv") int __reduce_max_sync(unsigned mask, int value);
__KILN_PRIM("redux.and:mv") unsigned __reduce_and_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.or:mv") unsigned __reduce_or_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.xor:mv") unsigned __reduce_xor_sync(unsigned mask, unsigned value);

#endif // KILN_CUDA_SYNC_HPP
