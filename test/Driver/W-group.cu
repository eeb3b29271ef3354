// -W<group> / -Wno-<group> (docs/driver.md, "Diagnostic groups"): kiln-sync is Kiln's group
// (the sync checks' undecided cases), every other name is one of Clang's groups, passed to the
// parse; the last flag for a group wins, and -Werror=<group> makes only that group's warnings
// errors.
// RUN: rm -rf %t && mkdir %t
// RUN: kilnc %s --arch=sm_90 -o %t/a.ptx 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: kilnc %s --arch=sm_90 -Wno-kiln-sync -o %t/b.ptx 2>&1 | FileCheck %s --check-prefix=NOSYNC
// RUN: kilnc %s --arch=sm_90 -Wno-literal-conversion -o %t/c.ptx 2>&1 | FileCheck %s --check-prefix=NOCLANG
// RUN: kilnc %s --arch=sm_90 -Wno-kiln-sync -Wkiln-sync -o %t/d.ptx 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: kilnc %s --arch=sm_90 -Wno-kiln-sync -Wno-literal-conversion -o %t/e.ptx 2>&1 | count 0
// A group Clang has but does not enable by default:
// RUN: kilnc %s --arch=sm_90 -DUNUSED -Wunused-variable -Wno-kiln-sync -Wno-literal-conversion -o %t/f.ptx 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: not kilnc %s --arch=sm_90 -Werror=literal-conversion -o %t/g.ptx 2>&1 | FileCheck %s --check-prefix=ONE-ERROR
// RUN: not kilnc %s --arch=sm_90 -Werror=kiln-sync -Wno-literal-conversion -o %t/h.ptx 2>&1 | FileCheck %s --check-prefix=SYNC-ERROR
// RUN: not kilnc %s --arch=sm_90 -W 2>&1 | FileCheck %s --check-prefix=EMPTY

__device__ int truncated = 1.5;

__global__ void gather(const int *perm, float *out) {
  __shared__ float s[256];
#ifdef UNUSED
  int unused = 0;
#endif
  s[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = s[perm[threadIdx.x]];
}

// BOTH-DAG: W-group.cu:17:28: warning: implicit conversion from 'double' to 'int' changes value from 1.5 to 1 [-Wliteral-conversion]
// BOTH-DAG: warning: cannot prove this read {{.*}} [-Wkiln-sync]
// NOSYNC: warning: implicit conversion
// NOSYNC-NOT: -Wkiln-sync
// NOCLANG-NOT: implicit conversion
// NOCLANG: [-Wkiln-sync]
// UNUSED: W-group.cu:22:7: warning: unused variable 'unused' [-Wunused-variable]
// UNUSED-NOT: warning:
// ONE-ERROR: W-group.cu:17:28: error: implicit conversion from 'double' to 'int' changes value from 1.5 to 1 [-Werror,-Wliteral-conversion]
// SYNC-ERROR-NOT: implicit conversion
// SYNC-ERROR: W-group.cu:25:22: error: cannot prove this read
// EMPTY: kilnc: error: -W: name a diagnostic group, e.g. -Wno-kiln-sync
