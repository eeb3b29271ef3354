// alloca in device code (nvcc: PTX `alloca`, sm_52+) is refused at the call with
// what to write instead; glibc's alloca macro and the builtin read the same.
// RUN: not kilnc %s --emit=mlir 2>&1 | FileCheck %s
// RUN: not kilnc %s --emit=mlir -DBUILTIN 2>&1 | FileCheck %s
#include <alloca.h>

__global__ void scratch(float *out, const int *n) {
  int m = n[threadIdx.x] & 7;
  // CHECK: alloca_unsupported.cu:{{11|13}}:25: error: alloca (a stack allocation sized at run time) is not supported by kilnc: use a local array of the largest size the code needs (float buf[MAX]) or malloc/free
#ifdef BUILTIN
  float *buf = (float *)__builtin_alloca(sizeof(float) * (m + 1));
#else
  float *buf = (float *)alloca(sizeof(float) * (m + 1));
#endif
  float *raw = buf + m;
  for (int j = 0; j <= m; ++j) buf[j] = out[j];
  out[threadIdx.x] = buf[m] + raw[0];
}
