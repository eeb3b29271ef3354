// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// The guard kept through the loop header must not hide a real race: without
// the first barrier thread 0's loop reads slots the warps' leaders write.
__global__ void thread0_fold_no_sync(float *out) {
  __shared__ float part[32];
  int t = threadIdx.x;
  if ((t & 31) == 0) part[t / 32] = t;
  if (t == 0) {
    float total = 0.0f;
    // CHECK: guard-through-loop-header-wrong.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write){{.*}}threads 32 and 0
    for (int w = 0; w < blockDim.x / 32; ++w) total += part[w];
    part[0] = total;
  }
  __syncthreads();
  out[t] = part[0];
}
