// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// Issue 11 (the sync corpus' ballot_mask_no_syncwarp, which was missed):
// `lane < last ? stage[t + 1] : v` with v in a local slot loads through a
// pointer merged from a shared and a private arm. The private arm cannot
// race: the access is the shared arm under its condition (before, the whole
// load was dropped). The condition reads __clz of a __ballot_sync whose
// predicate reads the block index and an argument: the tables assemble the
// ballot warp by warp and the counter search binds both, so the guard is
// evaluated rather than assumed to pass (which gave the correct twin a
// false error naming lane 31, which never reads).

// Correct: __syncwarp(mask) between the stores and the neighbour reads.
__global__ void ballot_neighbour(const float *in, float *out, int n) {
  __shared__ float stage[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  unsigned mask = __ballot_sync(0xffffffffu, i < n);
  if (i < n) {
    float v = in[i];
    stage[threadIdx.x] = v;
    __syncwarp(mask);
    int last = 31 - __clz(mask);
    float right = lane < last ? stage[threadIdx.x + 1] : v;
    out[i] = v + right;
  }
}

// Wrong: no __syncwarp; lane 0 reads what lane 1 stores.
__global__ void ballot_neighbour_wrong(const float *in, float *out, int n) {
  __shared__ float stage[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  unsigned mask = __ballot_sync(0xffffffffu, i < n);
  if (i < n) {
    float v = in[i];
    stage[threadIdx.x] = v;
    int last = 31 - __clz(mask);
    // CHECK: ballot-guard-private-arm.cu:[[@LINE+1]]:{{.*}}error: warp-synchronous shared-memory access without __syncwarp(): this read of {{.*}}stage races (read-after-write) with another lane of the same warp ({{.*}}threads 1 and 0, {{.*}}stage[1]
    float right = lane < last ? stage[threadIdx.x + 1] : v;
    out[i] = v + right;
  }
}

// The private arm alone is no access of shared memory: lane 31 keeps v.
__global__ void private_arm_only(const float *in, float *out) {
  __shared__ float stage[64];
  int t = threadIdx.x;
  float v = in[t];
  stage[t] = v;
  __syncthreads();
  float right = (t & 31) < 31 ? stage[t + 1] : v;
  out[t] = right;
}
