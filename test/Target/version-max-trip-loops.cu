// A loop whose trip count is a run-time value of at most a small constant
// (`min(4, end - k)`: a row walked in chunks) gets a copy for exactly that
// constant, unrolled into straight-line code whose loads the GPU issues
// together; the original, unrolled into a chain that tests the count after
// each element, takes the shorter chunks. nvcc's runtime unrolling has the
// same straight main body (realcode csr_row_cursor_condition: 0.73x of nvcc
// with the chain alone).
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// The chunk's loop: a test for the full chunk, then four elements' loads with
// no branch between them.
// LLVM-LABEL: define {{.*}} @chunked_dot(
// LLVM: {{^[.a-z0-9]+}}.full:
// CHECK-LABEL: .entry chunked_dot(
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [{{%rd[0-9]+}}+4];
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [[[VAL:%rd[0-9]+]]+4];
// CHECK-NOT: bra
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [[[VAL]]+8];
// CHECK-NOT: bra
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [[[VAL]]+12];
// CHECK: ret;
extern "C" __global__ void chunked_dot(const int *__restrict__ rowptr, const int *__restrict__ col,
                                       const float *__restrict__ val, const float *__restrict__ x,
                                       float *__restrict__ y, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  int b = rowptr[r], e = rowptr[r + 1];
  float acc = 0.0f;
  for (int k = b; k < e; k += 4) {
    int take = min(4, e - k);
    float part = 0.0f;
    for (int j = 0; j < take; ++j)
      part += val[k + j] * x[col[k + j]];
    acc += part;
  }
  y[r] = acc;
}

// An 8-wide window's max, its value used after the loop.
// LLVM-LABEL: define {{.*}} @window_max(
// CHECK-LABEL: .entry window_max(
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [[[V:%rd[0-9]+]]];
// CHECK-NEXT: abs.f32
// CHECK-NEXT: max.f32
// CHECK-NEXT: ld.global.nc.b32 {{%r[0-9]+}}, [[[V]]+4];
// CHECK: ld.global.nc.b32 {{%r[0-9]+}}, [[[V]]+28];
// CHECK: ret;
extern "C" __global__ void window_max(const float *__restrict__ v, float *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int w = min(8, n - i * 8);
  float m = 0.0f;
  for (int j = 0; j < w; ++j)
    m = fmaxf(m, fabsf(v[i * 8 + j]));
  if (w > 0)
    out[i] = m;
}

// No copy: a loop the user asked to keep rolled, a loop with a barrier, and a
// loop without loads.
// LLVM-LABEL: define {{.*}} @kept_rolled(
// LLVM-NOT: .full
// LLVM-LABEL: define {{.*}} @with_barrier(
// LLVM-NOT: .full
// LLVM-LABEL: define {{.*}} @no_loads(
// LLVM-NOT: .full
// LLVM: ret void
// CHECK-LABEL: .entry kept_rolled(
// CHECK-COUNT-1: ld.global.nc.b32
// CHECK-NOT: ld.global
// CHECK-LABEL: .entry with_barrier(
// CHECK-COUNT-8: bar.sync
// CHECK-NOT: bar.sync
// CHECK: ret;
extern "C" __global__ void kept_rolled(const float *__restrict__ v, float *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.0f;
#pragma unroll 1
  for (int j = 0; j < min(4, n - i); ++j)
    s += v[i + j];
  out[i] = s;
}

extern "C" __global__ void with_barrier(float *__restrict__ out, int n) {
  __shared__ float tile[128];
  int t = threadIdx.x;
  float s = 0.0f;
  for (int j = 0; j < min(4, n); ++j) {
    tile[t] = s + j;
    __syncthreads();
    s += tile[(t + 1) % 128];
    __syncthreads();
  }
  out[t] = s;
}

extern "C" __global__ void no_loads(float *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 1.0f;
  for (int j = 0; j < min(4, n - i); ++j)
    s = s * 1.5f + j;
  out[i] = s;
}
