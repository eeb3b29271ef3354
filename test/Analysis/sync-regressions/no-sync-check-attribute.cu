// RUN: kilnc %s --emit=simt -o - 2>&1 | FileCheck %s
// The source opt-outs: a kernel, a device function's body (wherever it is
// inlined) or one statement marked [[clang::annotate("kiln::no_sync_check")]]
// (KILN_NO_SYNC_CHECK) is not checked.
// CHECK-NOT: error
// CHECK-NOT: warning
// CHECK: simt.sync_exempt = [
// CHECK: func.func @_Z9whole_kerPf{{.*}}simt.no_sync_check

KILN_NO_SYNC_CHECK __global__ void whole_ker(float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = s[(threadIdx.x + 1) % 256];
}

KILN_NO_SYNC_CHECK __device__ float neighbour(float *s) {
  return s[(threadIdx.x + 1) % 256];
}

__global__ void helper(float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = neighbour(s);
}

__global__ void one_statement(float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = out[threadIdx.x];
  KILN_NO_SYNC_CHECK out[threadIdx.x] = s[(threadIdx.x + 1) % 256];
  if (threadIdx.x < 32) {
    [[clang::annotate("kiln::no_sync_check")]] {
      __syncthreads();
    }
  }
}
