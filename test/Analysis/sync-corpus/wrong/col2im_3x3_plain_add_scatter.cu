// col2im_3x3_plain_add_scatter with a plain += for the scatter: the
// pixels whose 3x3 targets overlap add into one element unordered, and adds are
// lost.
// LAUNCH: grid=4,4 block=256 tol=1e-5 args=cols:f32[9*4096]:rand out:f32[72*72]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) col2im_3x3_plain_add_scatter(const float *cols, float *out) {
  __shared__ float acc[18][18];
  const int t = threadIdx.x;
  for (int i = t; i < 18 * 18; i += 256)
    acc[i / 18][i % 18] = 0.0f;
  __syncthreads();
  const int py = t / 16, px = t % 16;
  const int pixel = (blockIdx.y * 16 + py) * 64 + blockIdx.x * 16 + px;
  for (int k = 0; k < 9; ++k)
    // CHECK: col2im_3x3_plain_add_scatter.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    acc[py + k / 3][px + k % 3] += cols[k * 4096 + pixel];
  __syncthreads();
  for (int i = t; i < 18 * 18; i += 256) {
    const int y = blockIdx.y * 18 + i / 18, x = blockIdx.x * 18 + i % 18;
    out[y * 72 + x] = acc[i / 18][i % 18];
  }
}
