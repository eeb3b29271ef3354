// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DNO_PHASE_SYNC 2>&1 | FileCheck %s
// Issue 11: a loop counter read only through a residue (`phase & 1`) with
// more iterations than the counter search enumerates (512 phases) was
// "values not known here", so a missing barrier had no witness. It is now
// tried at two values of each residue and its last value.
__global__ void __launch_bounds__(256) odd_even(float *data) {
  __shared__ float s[512];
  int t = threadIdx.x;
  s[t] = data[blockIdx.x * 512 + t];
  s[t + 256] = data[blockIdx.x * 512 + t + 256];
  __syncthreads();
  for (int phase = 0; phase < 512; ++phase) {
    int i = 2 * t + (phase & 1);
    if (i + 1 < 512) {
      // CHECK: residue-only-counter.cu:[[@LINE+1]]:{{.*}} error: shared-memory race {{.*}}threads {{[0-9]+}} and {{[0-9]+}}, @{{.*}}odd_even{{.*}}.s[{{[0-9]+}}], when the counter of the loop at line 13 is {{[01]}} mod 2 at the first access
      float a = s[i], b = s[i + 1];
      if (a > b) {
        s[i] = b;
        s[i + 1] = a;
      }
    }
#ifndef NO_PHASE_SYNC
    __syncthreads();
#endif
  }
  data[blockIdx.x * 512 + t] = s[t];
  data[blockIdx.x * 512 + t + 256] = s[t + 256];
}
