// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --emit=mlir --arch=sm_90a | FileCheck %s --check-prefix=SM90A
// CHECK: func.func @lb1({{.*}}) attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<256>
// CHECK: func.func @lb2({{.*}}) attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<128, 4>
constexpr int kThreads = 128;
extern "C" __global__ void __launch_bounds__(256) lb1(float *x) { x[0] = 1; }
extern "C" __global__ void __launch_bounds__(kThreads, 4) lb2(float *x) {
#if __CUDA_ARCH__ >= 900 && defined(__CUDA_ARCH_FEAT_SM90_ALL)
  x[0] = 90;
#elif __CUDA_ARCH__ == 800
  x[0] = 80;
#endif
}
// CHECK: arith.constant 8.000000e+01
// SM90A: arith.constant 9.000000e+01
