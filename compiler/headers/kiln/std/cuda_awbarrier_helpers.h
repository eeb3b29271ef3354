//===- cuda_awbarrier_helpers.h - arrive-wait barriers for kilnc -*- C++ -*-===//
//
// The arrive-wait barrier primitives of the CUDA toolkit's
// <cuda_awbarrier_primitives.h> and <cuda_awbarrier.h>, written for kilnc on
// PTX mbarrier (sm_80+, the targets kilnc has): a barrier is a 64-bit word of
// shared memory, an arrival returns the phase's state as a token, and a
// thread waits by testing the token (or the phase's parity) until the phase
// has completed. Each primitive is one mbarrier statement of inline PTX, as
// in the toolkit, which the synchronisation analyses read (docs/
// synchronisation.md): an arrive is a release, a successful wait an acquire.
//
// As the toolkit: test_wait_parity, try_wait and try_wait_parity are sm_90
// PTX and trap on earlier targets; the C++ awbarrier counts each arrival as
// 2^15 + 1 below sm_90 (its token's pending count is shifted back).
//
//===----------------------------------------------------------------------===//
#ifndef _CUDA_AWBARRIER_HELPERS_H_
#define _CUDA_AWBARRIER_HELPERS_H_

#define _CUDA_AWBARRIER_NAMESPACE nvcuda::experimental
#define _CUDA_AWBARRIER_BEGIN_NAMESPACE namespace nvcuda { namespace experimental {
#define _CUDA_AWBARRIER_END_NAMESPACE } }
#define _CUDA_AWBARRIER_INTERNAL_NAMESPACE _CUDA_AWBARRIER_NAMESPACE::__awbarrier_internal
#define _CUDA_AWBARRIER_BEGIN_INTERNAL_NAMESPACE _CUDA_AWBARRIER_BEGIN_NAMESPACE namespace __awbarrier_internal {
#define _CUDA_AWBARRIER_END_INTERNAL_NAMESPACE } _CUDA_AWBARRIER_END_NAMESPACE

#define _CUDA_AWBARRIER_QUALIFIER inline __device__
#define _CUDA_AWBARRIER_STATIC_QUALIFIER static inline __device__

#define _CUDA_AWBARRIER_SM_70 0x700
#define _CUDA_AWBARRIER_SM_80 0x800
#define _CUDA_AWBARRIER_SM_90 0x900
#if __CUDA_ARCH__ >= 900
#define _CUDA_AWBARRIER_SM_TARGET _CUDA_AWBARRIER_SM_90
#else
#define _CUDA_AWBARRIER_SM_TARGET _CUDA_AWBARRIER_SM_80
#endif
#define _CUDA_AWBARRIER_MAX_COUNT ((1 << 14) - 1)
#if __cplusplus >= 201103L
#define _CUDA_AWBARRIER_CPLUSPLUS_11_OR_LATER
#endif
#define _CUDA_AWBARRIER_ASSERT(x)
#define _CUDA_AWBARRIER_ABORT() __trap();

typedef unsigned long long __mbarrier_t;
typedef unsigned long long __mbarrier_token_t;

_CUDA_AWBARRIER_BEGIN_INTERNAL_NAMESPACE

_CUDA_AWBARRIER_STATIC_QUALIFIER unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }

_CUDA_AWBARRIER_STATIC_QUALIFIER void awbarrier_init(unsigned long long *barrier, unsigned expected_count) {
  asm volatile("mbarrier.init.shared.b64 [%0], %1;" : : "r"(smem(barrier)), "r"(expected_count) : "memory");
}

_CUDA_AWBARRIER_STATIC_QUALIFIER void awbarrier_inval(unsigned long long *barrier) {
  asm volatile("mbarrier.inval.shared.b64 [%0];" : : "r"(smem(barrier)) : "memory");
}

_CUDA_AWBARRIER_STATIC_QUALIFIER unsigned awbarrier_token_pending_count(unsigned long long token) {
  unsigned count;
  asm("mbarrier.pending_count.b64 %0, %1;" : "=r"(count) : "l"(token));
  return count;
}

// One specialisation a statement (not `if (Drop)`): the token then comes
// straight from its arrive, which the sync checks pair with its wait.
template <bool Drop> _CUDA_AWBARRIER_STATIC_QUALIFIER unsigned long long awbarrier_arrive_drop(unsigned long long *);
template <> _CUDA_AWBARRIER_STATIC_QUALIFIER unsigned long long awbarrier_arrive_drop<false>(unsigned long long *barrier) {
  unsigned long long token;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(token) : "r"(smem(barrier)) : "memory");
  return token;
}
template <> _CUDA_AWBARRIER_STATIC_QUALIFIER unsigned long long awbarrier_arrive_drop<true>(unsigned long long *barrier) {
  unsigned long long token;
  asm volatile("mbarrier.arrive_drop.shared.b64 %0, [%1];" : "=l"(token) : "r"(smem(barrier)) : "memory");
  return token;
}

/// An arrival of `count` that never completes the phase (the C++
/// awbarrier's first half below sm_90).
template <bool Drop>
_CUDA_AWBARRIER_STATIC_QUALIFIER unsigned long long awbarrier_arrive_drop_no_complete(unsigned long long *,
                                                                                      unsigned);
template <>
_CUDA_AWBARRIER_STATIC_QUALIFIER unsigned long long awbarrier_arrive_drop_no_complete<false>(unsigned long long *barrier,
                                                                                             unsigned count) {
  unsigned long long token;
  asm volatile("mbarrier.arrive.noComplete.shared.b64 %0, [%1], %2;"
               : "=l"(token)
               : "r"(smem(barrier)), "r"(count)
               : "memory");
  return token;
}
template <>
_CUDA_AWBARRIER_STATIC_QUALIFIER unsigned long long awbarrier_arrive_drop_no_complete<true>(unsigned long long *barrier,
                                                                                            unsigned count) {
  unsigned long long token;
  asm volatile("mbarrier.arrive_drop.noComplete.shared.b64 %0, [%1], %2;"
               : "=l"(token)
               : "r"(smem(barrier)), "r"(count)
               : "memory");
  return token;
}

_CUDA_AWBARRIER_STATIC_QUALIFIER bool awbarrier_test_wait(unsigned long long *barrier, unsigned long long token) {
  unsigned done;
  asm volatile("{\n\t.reg .pred p;\n\tmbarrier.test_wait.shared.b64 p, [%1], %2;\n\tselp.b32 %0, 1, 0, p;\n\t}"
               : "=r"(done)
               : "r"(smem(barrier)), "l"(token)
               : "memory");
  return done != 0;
}

_CUDA_AWBARRIER_STATIC_QUALIFIER bool awbarrier_test_wait_parity(unsigned long long *barrier, bool phase_parity) {
#if __CUDA_ARCH__ >= 900
  unsigned done;
  asm volatile("{\n\t.reg .pred p;\n\tmbarrier.test_wait.parity.shared.b64 p, [%1], %2;\n\tselp.b32 %0, 1, 0, p;\n\t}"
               : "=r"(done)
               : "r"(smem(barrier)), "r"((unsigned)phase_parity)
               : "memory");
  return done != 0;
#else
  _CUDA_AWBARRIER_ABORT()
  return false;
#endif
}

_CUDA_AWBARRIER_STATIC_QUALIFIER bool awbarrier_try_wait(unsigned long long *barrier, unsigned long long token,
                                                         unsigned max_sleep_nanosec) {
#if __CUDA_ARCH__ >= 900
  unsigned done;
  asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.shared.b64 p, [%1], %2, %3;\n\tselp.b32 %0, 1, 0, p;\n\t}"
               : "=r"(done)
               : "r"(smem(barrier)), "l"(token), "r"(max_sleep_nanosec)
               : "memory");
  return done != 0;
#else
  _CUDA_AWBARRIER_ABORT()
  return false;
#endif
}

_CUDA_AWBARRIER_STATIC_QUALIFIER bool awbarrier_try_wait_parity(unsigned long long *barrier, bool phase_parity,
                                                                unsigned max_sleep_nanosec) {
#if __CUDA_ARCH__ >= 900
  unsigned done;
  asm volatile(
      "{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.shared.b64 p, [%1], %2, %3;\n\tselp.b32 %0, 1, 0, p;\n\t}"
      : "=r"(done)
      : "r"(smem(barrier)), "r"((unsigned)phase_parity), "r"(max_sleep_nanosec)
      : "memory");
  return done != 0;
#else
  _CUDA_AWBARRIER_ABORT()
  return false;
#endif
}

_CUDA_AWBARRIER_END_INTERNAL_NAMESPACE

#endif // _CUDA_AWBARRIER_HELPERS_H_
