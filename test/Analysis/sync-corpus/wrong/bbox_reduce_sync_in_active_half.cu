// bbox_reduce_morton_codes with the tree's barrier inside `if (t < s)`: only the active half of
// the block arrives at it.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 256

extern "C" __global__ void __launch_bounds__(T) bbox_reduce_sync_in_active_half(const float *xyz, unsigned *codes) {
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
    if (t < s) {
      for (int d = 0; d < 3; ++d) {
        lo[d][t] = fminf(lo[d][t], lo[d][t + s]);
        hi[d][t] = fmaxf(hi[d][t], hi[d][t + s]);
      }
      // CHECK: bbox_reduce_sync_in_active_half.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} {{.*}}lines={{([0-9]+,)*}}[[#@LINE-5]]{{(,|$)}}
      __syncthreads();
    }
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
