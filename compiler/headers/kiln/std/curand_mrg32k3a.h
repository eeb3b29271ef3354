//===- curand_mrg32k3a.h - part of cuRAND's device API, for kilnc -------------===//
// The toolkit's MRG32k3a generator and its skip-ahead matrices; Kiln's
// <curand_kernel.h> holds them (its tables: scripts/gen-mrg32k3a-tables.py).
#include <curand_kernel.h>
