//===- cuda_awbarrier.h - CUDA's nvcuda::experimental::awbarrier for kilnc -===//
//
// The toolkit's C++ arrive-wait barrier: same class, members and results,
// on the primitives of cuda_awbarrier_helpers.h. Below sm_90 an arrival
// counts 2^15 + 1 (a no-complete arrival of 2^15, then one that may complete
// the phase) and init scales the expected count to match, as the toolkit
// does; pending_count() undoes the scaling.
//
//===----------------------------------------------------------------------===//
#ifndef _CUDA_AWBARRIER_H_
#define _CUDA_AWBARRIER_H_

#include "cuda_awbarrier_primitives.h"

_CUDA_AWBARRIER_BEGIN_NAMESPACE

class awbarrier {
public:
  class arrival_token {
  public:
    arrival_token() = default;
    ~arrival_token() = default;
    _CUDA_AWBARRIER_QUALIFIER unsigned pending_count() const;

  private:
    _CUDA_AWBARRIER_QUALIFIER arrival_token(unsigned long long token) : token(token) {}
    unsigned long long token;
    friend awbarrier;
  };
  awbarrier() = default;
  awbarrier(const awbarrier &) = delete;
  awbarrier &operator=(const awbarrier &) = delete;
  ~awbarrier() = default;

  _CUDA_AWBARRIER_QUALIFIER arrival_token arrive();
  _CUDA_AWBARRIER_QUALIFIER arrival_token arrive_and_drop();
  _CUDA_AWBARRIER_QUALIFIER bool timed_wait(arrival_token token, unsigned hint_cycles);
  _CUDA_AWBARRIER_QUALIFIER bool timed_wait_parity(bool phase, unsigned hint_cycles);
  _CUDA_AWBARRIER_QUALIFIER void wait(arrival_token token);
  _CUDA_AWBARRIER_QUALIFIER void arrive_and_wait();
  _CUDA_AWBARRIER_QUALIFIER bool try_wait(arrival_token token, unsigned maxSleepNanosec);
  _CUDA_AWBARRIER_QUALIFIER bool try_wait_parity(bool phase, unsigned maxSleepNanosec);
  _CUDA_AWBARRIER_STATIC_QUALIFIER __host__ constexpr unsigned max() { return _CUDA_AWBARRIER_MAX_COUNT; }

private:
  unsigned long long barrier;
  friend _CUDA_AWBARRIER_QUALIFIER void init(awbarrier *barrier, unsigned expected_count);
  friend _CUDA_AWBARRIER_QUALIFIER void inval(awbarrier *barrier);
  friend class pipeline;
};

_CUDA_AWBARRIER_QUALIFIER unsigned awbarrier::arrival_token::pending_count() const {
  unsigned count = _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_token_pending_count(token);
#if __CUDA_ARCH__ >= 900
  return count;
#else
  return count >> 15;
#endif
}

_CUDA_AWBARRIER_QUALIFIER void init(awbarrier *barrier, unsigned expected_count) {
#if __CUDA_ARCH__ >= 900
  unsigned count = expected_count;
#else
  unsigned count = (expected_count << 15) + expected_count;
#endif
  _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_init(&barrier->barrier, count);
}

_CUDA_AWBARRIER_QUALIFIER void inval(awbarrier *barrier) {
  _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_inval(&barrier->barrier);
}

_CUDA_AWBARRIER_QUALIFIER awbarrier::arrival_token awbarrier::arrive() {
#if __CUDA_ARCH__ >= 900
  return arrival_token(_CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_arrive_drop<false>(&barrier));
#else
  unsigned long long token =
      _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_arrive_drop_no_complete<false>(&barrier, 1u << 15);
  (void)_CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_arrive_drop<false>(&barrier);
  return arrival_token(token);
#endif
}

_CUDA_AWBARRIER_QUALIFIER awbarrier::arrival_token awbarrier::arrive_and_drop() {
#if __CUDA_ARCH__ >= 900
  return arrival_token(_CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_arrive_drop<true>(&barrier));
#else
  unsigned long long token =
      _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_arrive_drop_no_complete<true>(&barrier, 1u << 15);
  (void)_CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_arrive_drop<true>(&barrier);
  return arrival_token(token);
#endif
}

/// Tests until the phase completes or about hint_cycles have passed, backing
/// off with __nanosleep after 1024 cycles (32 ns doubling to 1 ms).
_CUDA_AWBARRIER_END_NAMESPACE
_CUDA_AWBARRIER_BEGIN_INTERNAL_NAMESPACE
/// timed_wait's loop for both kinds of test: true once test() holds, false
/// when hint_cycles pass first; after 1024 cycles the tests are spaced by a
/// sleep that doubles up to about a millisecond.
template <class Test>
_CUDA_AWBARRIER_QUALIFIER bool awbarrier_timed_wait(Test test, unsigned hint_cycles) {
  if (test())
    return true;
  unsigned long long start = clock64(), elapsed = 0;
  unsigned sleep_ns = 32;
  while (elapsed < hint_cycles) {
    if (test())
      return true;
    if (elapsed > 1024) {
      __nanosleep(sleep_ns);
      if (sleep_ns < (1u << 20))
        sleep_ns *= 2;
    }
    elapsed = clock64() - start;
  }
  return false;
}
_CUDA_AWBARRIER_END_INTERNAL_NAMESPACE
_CUDA_AWBARRIER_BEGIN_NAMESPACE

_CUDA_AWBARRIER_QUALIFIER bool awbarrier::timed_wait(arrival_token token, unsigned hint_cycles) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_timed_wait(
      [&] { return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_test_wait(&barrier, token.token); },
      hint_cycles);
}

_CUDA_AWBARRIER_QUALIFIER bool awbarrier::timed_wait_parity(bool phase, unsigned hint_cycles) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_timed_wait(
      [&] { return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_test_wait_parity(&barrier, phase); },
      hint_cycles);
}

_CUDA_AWBARRIER_QUALIFIER bool awbarrier::try_wait(arrival_token token, unsigned maxSleepNanosec) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_try_wait(&barrier, token.token, maxSleepNanosec);
}

_CUDA_AWBARRIER_QUALIFIER bool awbarrier::try_wait_parity(bool phase, unsigned maxSleepNanosec) {
  return _CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_try_wait_parity(&barrier, phase, maxSleepNanosec);
}

/// Until the phase completes. The toolkit loops over timed_wait, whose
/// back-off only spaces the tests; testing in a plain loop is the same wait,
/// in the shape the synchronisation analyses read as one (an acquire).
_CUDA_AWBARRIER_QUALIFIER void awbarrier::wait(arrival_token token) {
  while (!_CUDA_AWBARRIER_INTERNAL_NAMESPACE::awbarrier_test_wait(&barrier, token.token)) {
  }
}

_CUDA_AWBARRIER_QUALIFIER void awbarrier::arrive_and_wait() { wait(arrive()); }

_CUDA_AWBARRIER_END_NAMESPACE

#endif // _CUDA_AWBARRIER_H_
