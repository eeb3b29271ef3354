// A kernel launch inside a kernel (CUDA dynamic parallelism): nvcc refuses it
// unless -rdc=true; Clang's error asks for -fgpu-rdc, a flag kilnc does not
// have. kilnc says what is true: it does not compile device-side launches in
// any mode (ClangWording.h). Launches from host code in the same file compile.
// RUN: not kilnc %s --arch=sm_90 --emit=mlir 2>&1 | FileCheck %s
// RUN: not kilnc %s --arch=sm_90 --emit=mlir 2>&1 | FileCheck %s --check-prefix=NOT
// RUN: kilnc %s --arch=sm_90 -DHOST_ONLY -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// NOT-NOT: fgpu-rdc
// NOT-NOT: relocatable device code (i.e.

__global__ void child(float *x) { x[threadIdx.x] += 1.0f; }

#ifndef HOST_ONLY
__global__ void parent(float *x) {
  // CHECK: device_side_launch.cu:[[@LINE+1]]:{{[0-9]+}}: error: kernel launch from __device__ or __global__ function (CUDA dynamic parallelism): kilnc does not compile device-side launches, in any mode (nvcc compiles them only with -rdc=true, linked against cudadevrt); launch the kernel from host code instead
  if (threadIdx.x == 0) child<<<1, 32>>>(x);
}

// In a __host__ __device__ function the device side uses, Clang defers the
// same error until the function is emitted: the same text.
// CHECK: device_side_launch.cu:[[@LINE+1]]:{{[0-9]+}}: error: kernel launch from __device__ or __global__ function (CUDA dynamic parallelism): kilnc does not compile
__host__ __device__ void relaunch(float *x) { child<<<1, 32>>>(x); }
__global__ void parent_via_helper(float *x) { relaunch(x); }
#endif

void launch(float *x) { child<<<1, 32>>>(x); }
