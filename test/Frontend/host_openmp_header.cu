// A .cu file whose host code uses OpenMP (cuda-samples' cudaOpenMP, HPC
// drivers): `nvcc -ptx` finds <omp.h> in its host GCC's own header directory
// and ignores the pragmas; kilnc searches that directory last (after Clang's
// resource directory and the toolkit), so the file compiles unchanged. It
// was "fatal error: 'omp.h' file not found".
// REQUIRES: gcc-omp-header
// RUN: kilnc %s --emit=mlir 2>&1 | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// CHECK-NOT: warning
// CHECK-NOT: error
// CHECK: func.func @_Z6kernelPii(
#include <omp.h>
#include <immintrin.h>
#include <cstdio>

__global__ void kernel(int *g, int b) { g[blockIdx.x * blockDim.x + threadIdx.x] += b; }

int main() {
  int num_gpus = 1;
  omp_set_num_threads(2 * num_gpus);
  double t0 = omp_get_wtime();
  omp_lock_t lock;
  omp_init_lock(&lock);
#pragma omp parallel
  {
    unsigned int cpu_thread_id = omp_get_thread_num();
    unsigned int num_cpu_threads = omp_get_num_threads();
    omp_set_lock(&lock);
    printf("CPU thread %d (of %d)\n", cpu_thread_id, num_cpu_threads);
    omp_unset_lock(&lock);
  }
  omp_destroy_lock(&lock);
  __m128 v = _mm_set1_ps(1.0f);  // host SIMD intrinsics: Clang's own headers, not GCC's
  return (int)(omp_get_wtime() - t0) + (int)_mm_cvtss_f32(v);
}
