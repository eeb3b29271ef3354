// nlm_window_weights_8x8 without the barrier between the weight table's stores and the loop that
// reads all 64 weights: a thread reads weights other threads have not stored yet.
// LAUNCH: grid=4,4 block=8,8 args=src:f32[1024]:urand dst:f32[1024]:zero w:i32=32 h:i32=32 noise:f32=10.0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define BLOCKDIM_X 8
#define BLOCKDIM_Y 8
#define NLM_WINDOW_RADIUS 3

__device__ float fetch(const float *src, int x, int y, int w, int h) {
  x = min(max(x, 0), w - 1);
  y = min(max(y, 0), h - 1);
  return src[y * w + x];
}

extern "C" __global__ void __launch_bounds__(64) nlm_window_weights_no_sync(const float *src, float *dst, int w, int h,
                                                                        float noise) {
  __shared__ float fWeights[BLOCKDIM_X * BLOCKDIM_Y];
  const int ix = blockDim.x * blockIdx.x + threadIdx.x;
  const int iy = blockDim.y * blockIdx.y + threadIdx.y;
  // Centre of the block and the window offset this thread weighs.
  const int cx = blockDim.x * blockIdx.x + NLM_WINDOW_RADIUS;
  const int cy = blockDim.y * blockIdx.y + NLM_WINDOW_RADIUS;
  float weight = 0;
  for (int n = -NLM_WINDOW_RADIUS; n <= NLM_WINDOW_RADIUS; n++)
    for (int m = -NLM_WINDOW_RADIUS; m <= NLM_WINDOW_RADIUS; m++) {
      float a = fetch(src, cx + m, cy + n, w, h);
      float b = fetch(src, ix + m, iy + n, w, h);
      weight += (a - b) * (a - b);
    }
  const float dist = (threadIdx.x - NLM_WINDOW_RADIUS) * (threadIdx.x - NLM_WINDOW_RADIUS) +
                     (threadIdx.y - NLM_WINDOW_RADIUS) * (threadIdx.y - NLM_WINDOW_RADIUS);
  fWeights[threadIdx.y * BLOCKDIM_X + threadIdx.x] = __expf(-(weight * noise + dist * 0.01f));
  if (ix < w && iy < h) {
    float sum = 0, sumWeights = 0;
    int idx = 0;
    for (float i = -NLM_WINDOW_RADIUS; i <= NLM_WINDOW_RADIUS + 1; i++)
      for (float j = -NLM_WINDOW_RADIUS; j <= NLM_WINDOW_RADIUS + 1; j++) {
        // CHECK: nlm_window_weights_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        float weightIJ = fWeights[idx++];
        sum += fetch(src, ix + (int)j, iy + (int)i, w, h) * weightIJ;
        sumWeights += weightIJ;
      }
    dst[iy * w + ix] = sum / sumWeights;
  }
}
