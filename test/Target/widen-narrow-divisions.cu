// Unsigned divisions and remainders whose operands' range fits 16 bits (a
// flattened thread index split into row and column of a 22-wide patch)
// stay 32-bit, as nvcc computes them: LLVM's CorrelatedValuePropagation
// narrows them to i16, which NVPTX keeps legal, giving cvt.u16.u32 /
// mul.hi.u16 / mul.lo.s16 / sub.s16 / mul.wide.u16 chains.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: .entry patch_load(
// CHECK-NOT: {{\.u16|\.s16|\.b16}}
// CHECK: mul.hi.u32 {{.*}}
// CHECK-NOT: {{\.u16|\.s16|\.b16}}
// CHECK: ret;
// LLVM-LABEL: define {{.*}} @patch_load(
// LLVM-NOT: i16
// LLVM: udiv i32
// LLVM-NOT: i16
// LLVM: ret void
extern "C" __global__ void __launch_bounds__(256) patch_load(const float* __restrict__ in, float* out, int width) {
  __shared__ float patch[22][22];
  for (int i = threadIdx.y * 16 + threadIdx.x; i < 22 * 22; i += 256) {
    int py = i / 22, px = i % 22;
    patch[py][px] = in[(blockIdx.y * 16 + py) * width + blockIdx.x * 16 + px];
  }
  __syncthreads();
  out[(blockIdx.y * 16 + threadIdx.y) * width + blockIdx.x * 16 + threadIdx.x] =
      patch[threadIdx.y + 3][threadIdx.x + 3];
}
