//===- cuda_pipeline_primitives.h - CUDA's async-copy primitives for kilnc -===//
//
// __pipeline_memcpy_async, __pipeline_commit and __pipeline_wait_prior with
// the CUDA toolkit's signatures and semantics, written for kilnc. As in the
// toolkit, each copy is one cp.async of 4, 8 or 16 bytes from global to
// shared memory (.cg for 16 bytes, .ca otherwise), of which the last `zfill`
// bytes are zero-filled instead of read; __pipeline_commit closes the
// thread's copy group (cp.async.commit_group) and __pipeline_wait_prior(N)
// waits until at most N groups are in flight (cp.async.wait_group, N capped
// at 8). The data is visible to the copying thread after the wait, and to
// the block after a __syncthreads() that follows it: the shared-memory
// hazard analysis reads these cp.async statements (docs/synchronisation.md)
// and reports a read of a copy that is still in flight.
//
// As the toolkit's header, this one includes <cuda_awbarrier_primitives.h>
// and gives __pipeline_arrive_on(bar): the barrier of the arrive-wait
// primitives receives one arrival when all of this thread's earlier copies
// have landed (cp.async.mbarrier.arrive).
//
//===----------------------------------------------------------------------===//
#ifndef _CUDA_PIPELINE_PRIMITIVES_H_
#define _CUDA_PIPELINE_PRIMITIVES_H_

#include <stddef.h>

#if !defined(_CUDA_PIPELINE_MAX_STAGES)
#define _CUDA_PIPELINE_MAX_STAGES 8
#endif

namespace __kiln_pipeline {
// The sizes and group counts are spelled in the asm text (what "n"
// operands become in kilnc anyway: compiler/Frontend/CGAsm.cpp).
#define __KILN_CP_ASYNC(LEVEL, SIZE)                                                                     \
  if (zfill == 0)                                                                                        \
    asm volatile("cp.async." LEVEL ".shared.global [%0], [%1], " #SIZE ", " #SIZE ";"                    \
                 : : "r"(d), "l"(src) : "memory");                                                      \
  else                                                                                                   \
    asm volatile("cp.async." LEVEL ".shared.global [%0], [%1], " #SIZE ", %2;"                           \
                 : : "r"(d), "l"(src), "r"((unsigned)(SIZE - zfill)) : "memory")

/// One cp.async of Size bytes; `zfill` of them, at the end, become zeros.
template <size_t Size>
static __device__ __forceinline__ void copy(void *__restrict__ dst, const void *__restrict__ src, size_t zfill) {
  unsigned d = (unsigned)__cvta_generic_to_shared(dst);
  if (Size == 16)
    __KILN_CP_ASYNC("cg", 16);
  else if (Size == 8)
    __KILN_CP_ASYNC("ca", 8);
  else
    __KILN_CP_ASYNC("ca", 4);
}
#undef __KILN_CP_ASYNC

template <unsigned N> static __device__ __forceinline__ void wait_prior() {
  switch (N < _CUDA_PIPELINE_MAX_STAGES ? N : _CUDA_PIPELINE_MAX_STAGES) {
  case 0: asm volatile("cp.async.wait_group 0;" : : : "memory"); return;
  case 1: asm volatile("cp.async.wait_group 1;" : : : "memory"); return;
  case 2: asm volatile("cp.async.wait_group 2;" : : : "memory"); return;
  case 3: asm volatile("cp.async.wait_group 3;" : : : "memory"); return;
  case 4: asm volatile("cp.async.wait_group 4;" : : : "memory"); return;
  case 5: asm volatile("cp.async.wait_group 5;" : : : "memory"); return;
  case 6: asm volatile("cp.async.wait_group 6;" : : : "memory"); return;
  case 7: asm volatile("cp.async.wait_group 7;" : : : "memory"); return;
  default: asm volatile("cp.async.wait_group 8;" : : : "memory"); return;
  }
}
} // namespace __kiln_pipeline

/// Copies size_and_align (4, 8 or 16) bytes from global to shared memory,
/// asynchronously; the last zfill bytes of the destination become zeros.
/// Another size, or zfill > size_and_align, traps (the toolkit's header
/// does the same in device code).
static __device__ __inline__ void __pipeline_memcpy_async(void *__restrict__ dst_shared,
                                                         const void *__restrict__ src_global,
                                                         size_t size_and_align, size_t zfill = 0) {
  if (zfill > size_and_align)
    __trap();
  switch (size_and_align) {
  case 16:
    __kiln_pipeline::copy<16>(dst_shared, src_global, zfill);
    return;
  case 8:
    __kiln_pipeline::copy<8>(dst_shared, src_global, zfill);
    return;
  case 4:
    __kiln_pipeline::copy<4>(dst_shared, src_global, zfill);
    return;
  default:
    __trap();
  }
}

/// Closes this thread's current group of copies.
static __device__ __inline__ void __pipeline_commit() { asm volatile("cp.async.commit_group;" : : : "memory"); }

/// Waits until at most `prior` of this thread's committed groups are in
/// flight (8 or more: 8, as the toolkit's header).
static __device__ __inline__ void __pipeline_wait_prior(size_t prior) {
  switch (prior) {
  case 0: __kiln_pipeline::wait_prior<0>(); return;
  case 1: __kiln_pipeline::wait_prior<1>(); return;
  case 2: __kiln_pipeline::wait_prior<2>(); return;
  case 3: __kiln_pipeline::wait_prior<3>(); return;
  case 4: __kiln_pipeline::wait_prior<4>(); return;
  case 5: __kiln_pipeline::wait_prior<5>(); return;
  case 6: __kiln_pipeline::wait_prior<6>(); return;
  case 7: __kiln_pipeline::wait_prior<7>(); return;
  default: __kiln_pipeline::wait_prior<8>(); return;
  }
}

#include "cuda_awbarrier_primitives.h"

/// An arrival on `barrier` (an arrive-wait barrier in shared memory) once
/// every cp.async this thread issued before it has completed.
static __device__ __inline__ void __pipeline_arrive_on(__mbarrier_t *barrier) {
  asm volatile("cp.async.mbarrier.arrive.shared.b64 [%0];" : : "r"((unsigned)__cvta_generic_to_shared(barrier)));
}

#endif // _CUDA_PIPELINE_PRIMITIVES_H_
