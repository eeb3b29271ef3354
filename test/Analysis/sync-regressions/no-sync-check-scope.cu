// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// An opt-out covers its statement only: the race on the next line is still
// an error.
__global__ void partly(float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = out[threadIdx.x];
  KILN_NO_SYNC_CHECK out[threadIdx.x] = s[(threadIdx.x + 1) % 256];
  // CHECK: no-sync-check-scope.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write)
  out[threadIdx.x + 256] = s[(threadIdx.x + 2) % 256];
}
