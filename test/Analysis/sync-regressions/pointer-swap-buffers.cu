// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DNO_SWEEP_SYNC 2>&1 | FileCheck %s
// Issue 11: two pointers into shared arrays that swap after each sweep
// (`tmp = src; src = dst; dst = tmp;`) are generic pointers carried round the
// loop; their accesses were not seen as shared at all, so a missing barrier
// went unreported (and the arrays' extents did not bound the launch shapes).
// They are now followed to the arrays they start at: the buffer each one
// points to is a stage selector on the iteration's parity.
__global__ void __launch_bounds__(256) relax(const float *in, float *out) {
  __shared__ float a[258];
  __shared__ float b[258];
  int t = threadIdx.x;
  a[t + 1] = b[t + 1] = in[blockIdx.x * 256 + t];
  if (t == 0) a[0] = b[0] = a[257] = b[257] = 0.0f;
  __syncthreads();
  float *src = a, *dst = b;
  for (int it = 0; it < 8; ++it) {
    // CHECK: pointer-swap-buffers.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write): this read of {@{{.*}}a, @{{.*}}b} {{.*}}threads
    dst[t + 1] = 0.5f * (src[t] + src[t + 2]);
#ifndef NO_SWEEP_SYNC
    __syncthreads();
#endif
    float *tmp = src;
    src = dst;
    dst = tmp;
  }
  out[blockIdx.x * 256 + t] = src[t + 1];
}
