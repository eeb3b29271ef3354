// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// A loop entered from `if (t == 0)` (the branch jumps straight into the loop
// header, whose other predecessor is the back edge) runs on thread 0 only:
// its accesses keep the guard, so the fold does not race with itself.
__global__ void thread0_fold(float *out) {
  __shared__ float part[32];
  int t = threadIdx.x;
  if ((t & 31) == 0) part[t / 32] = t;
  __syncthreads();
  if (t == 0) {
    float total = 0.0f;
    for (int w = 0; w < blockDim.x / 32; ++w) total += part[w];
    part[0] = total;
  }
  __syncthreads();
  out[t] = part[0];
}
