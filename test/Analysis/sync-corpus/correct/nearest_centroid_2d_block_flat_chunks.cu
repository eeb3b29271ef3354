// Nearest-centroid assignment with a 2-D block (16x16 threads, one point per
// thread): the centroids are staged in shared memory in chunks of 128 by a
// loop over the flat thread index (only the first 128 threads load), each
// thread scans the chunk for its nearest centroid, and a barrier on each side
// of the scan keeps the chunks apart.
// LAUNCH: grid=4 block=16,16 args=pts:f32[2048]:rand cents:f32[1024]:rand k:i32=512 label:i32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 128

extern "C" __global__ void __launch_bounds__(256) nearest_centroid_2d_block_flat_chunks(const float2 *pts,
                                                                                         const float2 *cents, int k,
                                                                                         int *label) {
  __shared__ float2 cs[CHUNK];
  const int flat = threadIdx.y * 16 + threadIdx.x;
  const int p = blockIdx.x * 256 + flat;
  const float2 me = pts[p];
  float best = 3.4e38f;
  int arg = -1;
  for (int base = 0; base < k; base += CHUNK) {
    if (flat < CHUNK && base + flat < k) cs[flat] = cents[base + flat];
    __syncthreads();
    const int n = min(CHUNK, k - base);
    for (int j = 0; j < n; ++j) {
      const float dx = cs[j].x - me.x, dy = cs[j].y - me.y;
      const float d = dx * dx + dy * dy;
      if (d < best) {
        best = d;
        arg = base + j;
      }
    }
    __syncthreads();
  }
  label[p] = arg;
}
