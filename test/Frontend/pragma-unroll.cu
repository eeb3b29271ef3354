// `#pragma unroll` (nvcc's meaning: all the way for a constant trip count),
// `#pragma unroll N` and `#pragma unroll 1` (never) become the back edge's
// LLVM loop annotation, so LLVM unrolls as nvcc does: a register-blocked
// GEMM's k-loop of 16 steps was kept rolled (8 shared loads where nvcc has
// 128), and LLVM's own choice overrode `unroll 1`. A parenthesised count
// (`#pragma unroll (2 * N)`) is nvcc's too, taken without Clang's
// -Wcuda-compat warning.
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// DIAG-NOT: warning
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx

// CHECK-DAG: #[[$FULL:loop_unroll[0-9]*]] = #llvm.loop_unroll<full = true>
// CHECK-DAG: #[[$NEVER:loop_unroll[0-9]*]] = #llvm.loop_unroll<disable = true>
// CHECK-DAG: #[[$FOUR:loop_unroll[0-9]*]] = #llvm.loop_unroll<count = 4 : i32>
// CHECK-DAG: #[[$TWO:loop_unroll[0-9]*]] = #llvm.loop_unroll<count = 2 : i32>
// CHECK-DAG: #[[$A_FULL:loop_annotation[0-9]*]] = #llvm.loop_annotation<unroll = #[[$FULL]]>
// CHECK-DAG: #[[$A_NEVER:loop_annotation[0-9]*]] = #llvm.loop_annotation<unroll = #[[$NEVER]]>
// CHECK-DAG: #[[$A_FOUR:loop_annotation[0-9]*]] = #llvm.loop_annotation<unroll = #[[$FOUR]]>
// CHECK-DAG: #[[$A_TWO:loop_annotation[0-9]*]] = #llvm.loop_annotation<unroll = #[[$TWO]]>
// CHECK-LABEL: func.func @full(
// CHECK: cf.br ^{{.*}} {loop_annotation = #[[$A_FULL]]}
// PTX-LABEL: .entry full(
// PTX-COUNT-32: ld.shared.b32
// PTX-NOT: ld.shared
// PTX: ret;
extern "C" __global__ void __launch_bounds__(512) full(float* out) {
  __shared__ float a[32][16], b[32][16];
  a[threadIdx.x / 16][threadIdx.x % 16] = threadIdx.x;
  b[threadIdx.x / 16][threadIdx.x % 16] = 2.f * threadIdx.x;
  __syncthreads();
  float acc = 0.f;
#pragma unroll
  for (int k = 0; k < 16; ++k) acc += a[threadIdx.x % 32][k] * b[k][threadIdx.x % 16] * (k + 1.f);
  out[threadIdx.x] = acc;
}

// CHECK-LABEL: func.func @never(
// CHECK: cf.br ^{{.*}} {loop_annotation = #[[$A_NEVER]]}
// PTX-LABEL: .entry never(
// PTX: ld.global.b32
// PTX-NOT: ld.global.b32
// PTX: ret;
extern "C" __global__ void never(const float* in, float* out) {
  float s = 0.f;
#pragma unroll 1
  for (int k = 0; k < 8; ++k) s += in[k * 64 + threadIdx.x];
  out[threadIdx.x] = s;
}

// CHECK-LABEL: func.func @_Z7by_fourILi4EEvPKfPfi(
// CHECK: cf.br ^{{.*}} {loop_annotation = #[[$A_FOUR]]}
// A do-while's latch is its conditional branch.
// CHECK-LABEL: func.func @_Z9by_parensILi2EEvPKfPfi(
// CHECK: cf.br ^{{.*}} {loop_annotation = #[[$A_FOUR]]}
// CHECK-LABEL: func.func @do_by_two(
// CHECK: cf.cond_br {{.*}} {loop_annotation = #[[$A_TWO]]}
template <int N>
__global__ void by_four(const float* in, float* out, int n) {
  float s = 0.f;
#pragma unroll N
  for (int k = threadIdx.x; k < n; k += blockDim.x) s += in[k];
  out[threadIdx.x] = s;
}
template __global__ void by_four<4>(const float*, float*, int);

template <int N>
__global__ void by_parens(const float* in, float* out, int n) {
  float s = 0.f;
#pragma unroll (2 * N)
  for (int k = threadIdx.x; k < n; k += blockDim.x) s += in[k];
  out[threadIdx.x] = s;
}
template __global__ void by_parens<2>(const float*, float*, int);

extern "C" __global__ void do_by_two(const int* in, int* out, int n) {
  int i = threadIdx.x, s = 0;
#pragma unroll 2
  do {
    s += in[i];
    i += blockDim.x;
  } while (i < n);
  out[threadIdx.x] = s;
}

