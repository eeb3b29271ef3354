// kilnc's freestanding <assert.h> (see kiln/freestanding/README.md): glibc's
// spelling, so device asserts reach the prelude's __assert_fail. Like the C
// library's, it has no include guard: NDEBUG counts at each inclusion.
#undef assert
#ifdef NDEBUG
#define assert(expr) ((void)0)
#else
#define assert(expr)                                                           \
  ((expr) ? (void)0 : __assert_fail(#expr, __FILE__, __LINE__, __PRETTY_FUNCTION__))
#endif
