// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// With `tid <= o` thread o writes s[o] while thread 0 reads s[0 + o].
extern "C" __global__ void off_by_one(float *x) {
  __shared__ float s[512];
  s[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  for (int o = 128; o > 0; o >>= 1) {
    if (threadIdx.x <= o)
      // CHECK: guarded_racy.cu:[[@LINE+1]]:{{.*}}error: shared-memory race
      s[threadIdx.x] += s[threadIdx.x + o];
    __syncthreads();
  }
  x[threadIdx.x] = s[0];
}
