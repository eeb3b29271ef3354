// The severity flags. `racy` has a proven race (an error by default) and
// `gather` an undecided one (a warning by default).
// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --check-prefix=ON
// RUN: not kilnc %s --emit=simt --sync-check=on -o /dev/null 2>&1 | FileCheck %s --check-prefix=ON
// RUN: not kilnc %s --emit=simt --sync-check=strict -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: not kilnc %s --emit=simt -Werror=kiln-sync -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: kilnc %s --emit=simt --sync-check=warn -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: kilnc %s --emit=simt --sync-check=off -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -Wno-kiln-sync -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: not kilnc %s --emit=simt --sync-check=sometimes -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

__global__ void racy(float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = s[(threadIdx.x + 1) % 256];
}

__global__ void gather(const int *perm, float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = s[perm[threadIdx.x]];
}

// ON: sync-check-flags.cu:15:{{.*}}: error: shared-memory race (read-after-write)
// ON: sync-check-flags.cu:21:{{.*}}: warning: cannot prove this read of @_Z6gatherPKiPf.s free of a race (read-after-write) with the write at line 20: {{.*}} [-Wkiln-sync]
// ON: note: insert __syncthreads() (simt.barrier block) before line 21 (--auto-sync inserts it)
// STRICT: sync-check-flags.cu:15:{{.*}}: error: shared-memory race
// STRICT: sync-check-flags.cu:21:{{.*}}: error: cannot prove this read
// WARN-NOT: error
// WARN: sync-check-flags.cu:15:{{.*}}: warning: shared-memory race
// WARN: sync-check-flags.cu:21:{{.*}}: warning: cannot prove this read
// QUIET: sync-check-flags.cu:15:{{.*}}: error: shared-memory race
// QUIET-NOT: warning
// BAD: kilnc: error: --sync-check=sometimes: use off, warn, on or strict
