// Halo loads guarded by `if (ty == 0) ...; if (ty == 15) ...;` stay two
// independent ifs, as nvcc keeps them: SimplifyCFG folds them into one
// switch (and sinks the shared store after it), which ptxas branches around
// instead of predicating (a HotSpot step at 0.84x nvcc). Switches that are a
// real multi-way choice stay switches.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 --emit=llvm -o %t.ll
// RUN: FileCheck %s < %t.ll

#define B 16

// CHECK-LABEL: define ptx_kernel void @halo(
// CHECK-NOT: switch
// CHECK: icmp eq i32 %{{.*}}, 0
// CHECK: store float
// CHECK: icmp eq i32 %{{.*}}, 15
// CHECK: store float
// CHECK: icmp eq i32 %{{.*}}, 0
// CHECK: store float
// CHECK: icmp eq i32 %{{.*}}, 15
// CHECK: store float
// CHECK: barrier
// CHECK: ret void
extern "C" __global__ void halo(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[B + 2][B + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * B + tx, gy = blockIdx.y * B + ty;
  tile[ty + 1][tx + 1] = in[gy * cols + gx];
  if (ty == 0) tile[0][tx + 1] = in[max(gy - 1, 0) * cols + gx];
  if (ty == B - 1) tile[B + 1][tx + 1] = in[min(gy + 1, rows - 1) * cols + gx];
  if (tx == 0) tile[ty + 1][0] = in[gy * cols + max(gx - 1, 0)];
  if (tx == B - 1) tile[ty + 1][B + 1] = in[gy * cols + min(gx + 1, cols - 1)];
  __syncthreads();
  out[gy * cols + gx] = tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2];
}

// A switch whose cases compute the value after it (a phi at the join) is a
// choice of values, not independent statements: it stays.
// CHECK-LABEL: define ptx_kernel void @select_value(
// CHECK: switch i32
extern "C" __global__ void select_value(const int *op, float *out, const float *a) {
  int i = threadIdx.x;
  float x = a[i], r;
  switch (op[i]) {
  case 0: r = sinf(x); break;
  case 1: r = cosf(x) * 3.0f; break;
  case 2: r = expf(x) - 1.0f; break;
  default: r = x;
  }
  out[i] = r;
}

// More than four cases: a real multi-way choice, left to the switch lowering.
// CHECK-LABEL: define ptx_kernel void @five_cases(
// CHECK: switch i32
extern "C" __global__ void five_cases(const int *op, float *out) {
  int i = threadIdx.x;
  switch (op[i]) {
  case 0: out[i] = 1.0f; break;
  case 1: out[i + 1] = 2.0f; break;
  case 2: out[i + 2] = 3.0f; break;
  case 3: out[i + 3] = 4.0f; break;
  case 4: out[i + 4] = 5.0f; break;
  }
}
