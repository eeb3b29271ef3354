// A loop with a block barrier and a constant trip count too large to unroll
// completely (a Needleman-Wunsch tile's 31 anti-diagonals) is unrolled by 4,
// as nvcc does: 4 barriers in the loop plus the one before it. LLVM alone
// keeps it rolled, because it unrolls convergent loops only by factors that
// divide the trip count. Loops whose trip count is known only at run time
// stay rolled, as nvcc's do.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 -O1 | FileCheck %s --check-prefix=O1

// CHECK-LABEL: .entry wavefront(
// CHECK-COUNT-5: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
// O1-LABEL: .entry wavefront(
// O1-COUNT-2: bar.sync 0;
// O1-NOT: bar.sync
// O1: ret;
extern "C" __global__ void __launch_bounds__(16) wavefront(int* out, const int* in) {
  __shared__ int s[17][17];
  int tx = threadIdx.x;
  s[tx + 1][0] = in[tx];
  s[0][tx + 1] = in[tx + 16];
  if (tx == 0) s[0][0] = 0;
  __syncthreads();
  for (int d = 0; d < 31; ++d) {
    int x = d - tx;
    if (x >= 0 && x < 16) s[tx + 1][x + 1] = max(s[tx][x] + 1, s[tx][x + 1] - 2);
    __syncthreads();
  }
  out[tx] = s[tx + 1][16];
}

// CHECK-LABEL: .entry runtime_trips(
// CHECK-COUNT-4: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
extern "C" __global__ void __launch_bounds__(256) runtime_trips(float* data, int steps) {
  __shared__ float buf[256];
  buf[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  for (int k = 0; k < steps; ++k) {
    float v = buf[(threadIdx.x + 1) % 256];
    __syncthreads();
    buf[threadIdx.x] = v * 0.5f;
    __syncthreads();
  }
  __syncthreads();
  data[threadIdx.x] = buf[threadIdx.x];
}
