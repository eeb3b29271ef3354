//===- cuda_awbarrier_primitives.h - CUDA's __mbarrier_* for kilnc -*- C++ -*-===//
//
// The toolkit's C primitives of arrive-wait barriers, same names, types and
// results (cuda_awbarrier_helpers.h says how they are built).
//
//===----------------------------------------------------------------------===//
#ifndef _CUDA_AWBARRIER_PRIMITIVES_H_
#define _CUDA_AWBARRIER_PRIMITIVES_H_

#include "cuda_awbarrier_helpers.h"

_CUDA_AWBARRIER_STATIC_QUALIFIER __host__ unsigned __mbarrier_maximum_count() { return _CUDA_AWBARRIER_MAX_COUNT; }

_CUDA_AWBARRIER_STATIC_QUALIFIER void __mbarrier_init(__mbarrier_t *barrier, unsigned expected_count) {
  _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_init(barrier, expected_count);
}

_CUDA_AWBARRIER_STATIC_QUALIFIER void __mbarrier_inval(__mbarrier_t *barrier) {
  _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_inval(barrier);
}

_CUDA_AWBARRIER_STATIC_QUALIFIER __mbarrier_token_t __mbarrier_arrive(__mbarrier_t *barrier) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_arrive_drop<false>(barrier);
}

_CUDA_AWBARRIER_STATIC_QUALIFIER __mbarrier_token_t __mbarrier_arrive_and_drop(__mbarrier_t *barrier) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_arrive_drop<true>(barrier);
}

_CUDA_AWBARRIER_STATIC_QUALIFIER bool __mbarrier_test_wait(__mbarrier_t *barrier, __mbarrier_token_t token) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_test_wait(barrier, token);
}

_CUDA_AWBARRIER_STATIC_QUALIFIER unsigned __mbarrier_token_pending_count(__mbarrier_token_t token) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_token_pending_count(token);
}

_CUDA_AWBARRIER_STATIC_QUALIFIER bool __mbarrier_test_wait_parity(__mbarrier_t *barrier, bool phase_parity) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_test_wait_parity(barrier, phase_parity);
}

_CUDA_AWBARRIER_STATIC_QUALIFIER bool __mbarrier_try_wait(__mbarrier_t *barrier, __mbarrier_token_t token,
                                                          unsigned max_sleep_nanosec) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_try_wait(barrier, token, max_sleep_nanosec);
}

_CUDA_AWBARRIER_STATIC_QUALIFIER bool __mbarrier_try_wait_parity(__mbarrier_t *barrier, bool phase_parity,
                                                                 unsigned max_sleep_nanosec) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_try_wait_parity(barrier, phase_parity, max_sleep_nanosec);
}

#endif // _CUDA_AWBARRIER_PRIMITIVES_H_
