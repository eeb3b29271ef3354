// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DOVERLAP 2>&1 | FileCheck %s
// tile[i / 18][i % 18] in a block-strided loop is tile's flat element i:
// (i / C) * C + i % C == i, so each element has one writer. The 2-D kernel
// flattens its thread index as ty * 16 + tx, so blockDim.x is 16.
__global__ void __launch_bounds__(256) halo_load(const float *in, float *out) {
  __shared__ float tile[18][18];
  int tid = threadIdx.y * 16 + threadIdx.x;
#ifdef OVERLAP
  // A stride narrower than the threads: iterations of different threads meet.
  for (int i = tid; i < 18 * 18; i += 128) {
#else
  for (int i = tid; i < 18 * 18; i += 256) {
#endif
    // CHECK: divrem-recombine.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (write-after-write){{.*}}assuming blockDim.x is 16
    tile[i / 18][i % 18] = in[blockIdx.x * 324 + i];
  }
  __syncthreads();
  out[blockIdx.x * 256 + tid] = tile[threadIdx.y + 1][threadIdx.x + 1];
}
