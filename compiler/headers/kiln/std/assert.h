// <assert.h> for kilnc: like the C library's, re-evaluated at every inclusion, so
// `#define NDEBUG` followed by `#include <assert.h>` turns assert off. In device code
// assert calls __assert_fail (the prelude maps it to CUDA's __assertfail, which
// prints "file:line: function: block: [...], thread: [...] Assertion `e` failed."
// and stops the kernel).
#undef assert
#ifdef NDEBUG
#define assert(e) (static_cast<void>(0))
#else
#define assert(e)                                                                  \
  (static_cast<bool>(e) ? static_cast<void>(0)                                    \
                        : __assert_fail(#e, __FILE__, __LINE__, __PRETTY_FUNCTION__))
#endif
