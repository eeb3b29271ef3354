//===- cooperative_groups/memcpy_async.h - cg::memcpy_async for kilnc -*- C++ -*-===//
//
// cg::memcpy_async(group, dst, src, bytes) and the element-count form, then
// cg::wait(group) / cg::wait_prior<N>(group). As CUDA's does on sm_80+: from
// global to shared memory, 16-byte chunks are cp.async copies (both addresses
// and the size 16-byte aligned); anything else is copied by the group's
// threads directly (CUDA copies an unaligned head and tail directly and the
// middle with cp.async; the result after the wait is the same). Each call commits one
// copy group; wait_prior<N> leaves the N most recent ones in flight and then
// syncs the group, which is what makes the data visible to it.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
#define KILN_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H

#include <cooperative_groups.h>

namespace cooperative_groups {
namespace __kiln_cg {
__KILN_PRIM("is_space.shared") bool is_shared(const void *p);
__KILN_PRIM("is_space.global") bool is_global(const void *p);
__KILN_PRIM("cp_async16") void cp_async16(void *dst, const void *src);
__KILN_PRIM("cp_async_commit") void cp_async_commit();
__KILN_PRIM("cp_async_wait") void cp_async_wait(unsigned pending);

/// One path per call: 16-byte cp.async chunks when both addresses are 16-byte
/// aligned, global to shared, and the size is a multiple of 16; else direct
/// copies by 4-byte words (when aligned) or bytes. Keeping the paths apart
/// lets the hazard analysis see that plain stores never meet copies in flight.
/// The loops stay rolled, as nvcc's: a group copies a tile in one or two
/// rounds, and a runtime-unrolled loop pays a 64-bit division for its trip
/// count first (a 1-D stencil staging 262 floats ran at 0.78x nvcc).
/// ElemAlign is the element type's alignment, which both pointers have: with
/// 4 or more the word path needs no address test.
template <size_t ElemAlign, class Group>
__device__ __forceinline__ void copy_async(const Group &group, void *dst_, const void *src_, size_t bytes) {
  char *dst = static_cast<char *>(dst_);
  const char *src = static_cast<const char *>(src_);
  size_t rank = group.thread_rank(), stride = group.size();
  unsigned long long addresses = (unsigned long long)dst | (unsigned long long)src | bytes;
  const unsigned long long known_zero = ElemAlign >= 4 ? 3 : 0;
  if (is_shared(dst) && is_global(src) && (addresses & 15) == 0) {
#pragma unroll 1
    for (size_t c = rank; c < bytes / 16; c += stride)
      cp_async16(dst + 16 * c, src + 16 * c);
  } else if ((addresses & ~known_zero & 3) == 0) {
#pragma unroll 1
    for (size_t w = rank; w < bytes / 4; w += stride)
      reinterpret_cast<int *>(dst)[w] = reinterpret_cast<const int *>(src)[w];
  } else {
#pragma unroll 1
    for (size_t b = rank; b < bytes; b += stride)
      dst[b] = src[b];
  }
}
} // namespace __kiln_cg

/// Copies `count` bytes (a size or an aligned size type such as
/// cuda::aligned_size_t<N>) from src to dst with the group's threads.
template <class TyGroup, class TyElem, class TySizeT>
__device__ __forceinline__ void memcpy_async(const TyGroup &group, TyElem *__restrict__ dst,
                                             const TyElem *__restrict__ src, const TySizeT &count) {
  __kiln_cg::copy_async<alignof(TyElem)>(group, (void *)dst, (const void *)src, (size_t)count);
  __kiln_cg::cp_async_commit();
}

/// Copies min(dst_count, src_count) elements.
template <class TyGroup, class TyElem, class DstLayout, class SrcLayout>
__device__ __forceinline__ void memcpy_async(const TyGroup &group, TyElem *__restrict__ dst, const DstLayout &dst_count,
                                             const TyElem *__restrict__ src, const SrcLayout &src_count) {
  size_t n = (size_t)dst_count < (size_t)src_count ? (size_t)dst_count : (size_t)src_count;
  __kiln_cg::copy_async<alignof(TyElem)>(group, (void *)dst, (const void *)src, n * sizeof(TyElem));
  __kiln_cg::cp_async_commit();
}

/// Waits until at most Stage of this thread's most recent memcpy_async calls are in flight,
/// then syncs the group.
template <unsigned Stage, class TyGroup> __device__ __forceinline__ void wait_prior(const TyGroup &group) {
  __kiln_cg::cp_async_wait(Stage);
  group.sync();
}

/// Waits for every memcpy_async of this thread, then syncs the group.
template <class TyGroup> __device__ __forceinline__ void wait(const TyGroup &group) {
  __kiln_cg::cp_async_wait(0);
  group.sync();
}

} // namespace cooperative_groups

#endif // KILN_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
