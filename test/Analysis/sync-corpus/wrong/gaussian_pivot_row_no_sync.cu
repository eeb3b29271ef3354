// Gaussian elimination step with shared pivot-row and multiplier staging but
// no barrier between the staging stores (ty == 0 and tx == 0 threads) and
// the update that reads them.
// LAUNCH: grid=4,4 block=16,16 tol=1e-4 args=a:f32[4096]:ddom(64) n:i32=64 t:i32=5
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 16

extern "C" __global__ void gaussian_pivot_row_no_sync(float *a, int n, int t) {
  __shared__ float s_prow[B];
  __shared__ float s_mult[B];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * B + ty, col = blockIdx.x * B + tx;
  if (ty == 0)
    s_prow[tx] = col < n ? a[t * n + col] : 0.0f;
  if (tx == 0)
    s_mult[ty] = row < n ? a[row * n + t] / a[t * n + t] : 0.0f;
  if (row > t && row < n && col > t && col < n)
    // CHECK: gaussian_pivot_row_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    a[row * n + col] -= s_mult[ty] * s_prow[tx];
}
