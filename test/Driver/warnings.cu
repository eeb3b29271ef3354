// -Werror makes every warning an error, printed as one ("[-Werror,-W...]", notes kept):
// Clang's and Kiln's own, such as the sync checks' undecided cases; the compile fails and
// writes nothing. -w drops every warning.
// RUN: rm -rf %t && mkdir %t
// RUN: kilnc %s --arch=sm_90 -o %t/ok.ptx 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not kilnc %s --arch=sm_90 -Werror -o %t/werror.ptx 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: not test -e %t/werror.ptx
// RUN: not kilnc %s --arch=sm_90 -DCLEAN_CLANG -Werror -o %t/werror.ptx 2>&1 | FileCheck %s --check-prefix=WERROR-SYNC
// RUN: kilnc %s --arch=sm_90 -w -o %t/quiet.ptx 2>&1 | count 0
// RUN: test -s %t/quiet.ptx
// An unknown group is Clang's warning, as with clang -Werror=bogus (Clang's groups pass through).
// RUN: kilnc %s --arch=sm_90 -Werror=bogus -o %t/bogus.ptx 2>&1 | FileCheck %s --check-prefix=BAD

#ifndef CLEAN_CLANG
__device__ int truncated = 1.5;
#endif

__global__ void gather(const int *perm, float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = s[perm[threadIdx.x]];
}

// DEFAULT: warning: implicit conversion from 'double' to 'int' changes value
// DEFAULT: warning: cannot prove this read of {{.*}} [-Wkiln-sync]
// WERROR: error: implicit conversion from 'double' to 'int' changes value
// WERROR-SYNC-NOT: warning:
// WERROR-SYNC: warnings.cu:21:22: error: cannot prove this read {{.*}} [-Werror,-Wkiln-sync]
// WERROR-SYNC: note: the conflicting write is here
// WERROR-SYNC: note: insert __syncthreads()
// WERROR-SYNC: kilnc: error: 1 warning treated as errors (-Werror)
// BAD: warning: unknown warning option '-Werror=bogus'
