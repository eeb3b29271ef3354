// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DLAST_CARVE 2>&1 | FileCheck %s --check-prefix=LAST
// Issue 11 (branch probe16): dynamic shared memory carved into arrays at
// constant offsets (`float *sK = sQ + ROWS * D`) gave no block-shape facts,
// so a one-thread-per-row kernel without a launch bound was checked with
// 1024 threads and thread 128's row of sQ was taken for the score rows
// carved after it ("threads 0 and 128"). Each carve now ends where the next
// begins, as a static array ends at its extent: shapes under which an
// unconditional access leaves its carve are not candidates. The last carve
// has no such end, so indexing it by the row bounds nothing (an error under
// 1024 threads, as before).
// Both loops of the staging loads are bounded by constants: their address
// ranges (one carve each) are apart.
#define D 64
#define ROWS 64
__global__ void rows(const float *q, float *o) {
  extern __shared__ float smem[];
  float *sQ = smem;
  float *sK = sQ + ROWS * D;
  float *sS = sK + ROWS * D;
  const int tx = threadIdx.x;
  for (int i = tx; i < ROWS * D; i += blockDim.x)
    sQ[i] = q[i];
  for (int i = tx; i < ROWS * D / 2; i += blockDim.x)
    sK[i] = q[i] * 2.0f;
  __syncthreads();
  float dot = 0.0f;
#ifdef LAST_CARVE
  for (int d = 0; d < D; d++)
    dot += sK[d] * sS[tx * D + d];
#else
  for (int d = 0; d < D; d++)
    dot += sQ[tx * D + d] * sK[d];
#endif
  // LAST: carve-extent-shapes.cu:[[@LINE+1]]:{{.*}} error: shared-memory race {{.*}}with a 1024-thread block
  sS[tx] = dot;
  o[blockIdx.x * blockDim.x + tx] = sS[tx];
}
