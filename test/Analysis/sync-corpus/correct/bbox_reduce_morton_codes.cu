// Morton codes for a BVH build (as in Karras-style LBVH builders): every block reduces the
// bounding box of its 256 points with a shared-memory tree over six arrays (min and max per axis,
// stored as lo[3][T] and hi[3][T]), then each thread quantises its point to 10 bits per axis
// relative to the box and interleaves the bits.
// LAUNCH: grid=4 block=256 args=xyz:f32[3072]:rand codes:u32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 256

extern "C" __global__ void __launch_bounds__(T) bbox_reduce_morton_codes(const float *xyz, unsigned *codes) {
  __shared__ float lo[3][T], hi[3][T];
  const int t = threadIdx.x, i = blockIdx.x * T + t;
  float p[3];
  for (int d = 0; d < 3; ++d) {
    p[d] = xyz[3 * i + d];
    lo[d][t] = p[d];
    hi[d][t] = p[d];
  }
  __syncthreads();
  for (int s = T / 2; s > 0; s >>= 1) {
    if (t < s)
      for (int d = 0; d < 3; ++d) {
        lo[d][t] = fminf(lo[d][t], lo[d][t + s]);
        hi[d][t] = fmaxf(hi[d][t], hi[d][t + s]);
      }
    __syncthreads();
  }
  unsigned code = 0;
  for (int d = 0; d < 3; ++d) {
    const float ext = hi[d][0] - lo[d][0];
    unsigned q = ext > 0.0f ? min(1023u, (unsigned)((p[d] - lo[d][0]) / ext * 1023.0f)) : 0u;
    q = (q | (q << 16)) & 0x030000FFu;
    q = (q | (q << 8)) & 0x0300F00Fu;
    q = (q | (q << 4)) & 0x030C30C3u;
    q = (q | (q << 2)) & 0x09249249u;
    code |= q << d;
  }
  codes[i] = code;
}
