// 3x3 median filter: the (BY + 2) x (BX + 2) input tile, apron included, is loaded
// by a loop over its flattened cells with the 2-D block's linear thread index
// (row = i / (BX + 2), column = i % (BX + 2)), clamped at the border; after the
// barrier each thread copies its nine neighbours to registers and runs a
// min/max exchange network to the median.
// LAUNCH: grid=3,5 block=16,8 args=src:f32[1600]:rand dst:f32[1600]:zero w:i32=40 h:i32=40
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 16
#define BY 8

#define SORT2(a, b)          \
  {                          \
    float lo_ = fminf(a, b); \
    b = fmaxf(a, b);         \
    a = lo_;                 \
  }

extern "C" __global__ void median3x3_flat_apron_load(const float *src, float *dst, int w, int h) {
  __shared__ float tile[BY + 2][BX + 2];
  const int x0 = blockIdx.x * BX - 1;
  const int y0 = blockIdx.y * BY - 1;
  const int tid = threadIdx.y * BX + threadIdx.x;
  for (int i = tid; i < (BX + 2) * (BY + 2); i += BX * BY) {
    int r = i / (BX + 2), c = i % (BX + 2);
    int gx = min(max(x0 + c, 0), w - 1);
    int gy = min(max(y0 + r, 0), h - 1);
    tile[r][c] = src[gy * w + gx];
  }
  __syncthreads();

  const int x = blockIdx.x * BX + threadIdx.x;
  const int y = blockIdx.y * BY + threadIdx.y;
  if (x >= w || y >= h) return;
  float p[9];
#pragma unroll
  for (int k = 0; k < 9; k++) p[k] = tile[threadIdx.y + k / 3][threadIdx.x + k % 3];
  // Paeth's 19-exchange median-of-9 network.
  SORT2(p[1], p[2]); SORT2(p[4], p[5]); SORT2(p[7], p[8]);
  SORT2(p[0], p[1]); SORT2(p[3], p[4]); SORT2(p[6], p[7]);
  SORT2(p[1], p[2]); SORT2(p[4], p[5]); SORT2(p[7], p[8]);
  SORT2(p[0], p[3]); SORT2(p[5], p[8]); SORT2(p[4], p[7]);
  SORT2(p[3], p[6]); SORT2(p[1], p[4]); SORT2(p[2], p[5]);
  SORT2(p[4], p[7]); SORT2(p[4], p[2]); SORT2(p[6], p[4]);
  SORT2(p[4], p[2]);
  dst[y * w + x] = p[4];
}
