//===- curand_globals.h - part of cuRAND's device API, for kilnc ---------------===//
// The toolkit's <curand_kernel.h> is split over several headers; Kiln's is one.
#include <curand_kernel.h>
