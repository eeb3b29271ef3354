// Grid-stride loops (trip count known only at run time) are unrolled by 4,
// as nvcc does, so each thread keeps four loads in flight; loops with
// barriers or atomics stay rolled.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s --check-prefix=VADD < %t.ptx
// RUN: FileCheck %s --check-prefix=ATOMIC < %t.ptx
// RUN: kilnc %s --arch=sm_90 -O1 | FileCheck %s --check-prefix=O1

// VADD-LABEL: .entry vadd(
// VADD-COUNT-8: ld.global.nc.b32
// O1-LABEL: .entry vadd(
// O1-COUNT-2: ld.global.nc.b32
// O1-NOT: ld.global.nc.b32
// O1: ret;
extern "C" __global__ void vadd(const float* __restrict__ a, const float* __restrict__ b,
                                float* __restrict__ c, long n) {
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    c[i] = a[i] + b[i];
}

// ATOMIC-LABEL: .entry count(
// ATOMIC: ld.global.nc.b8
// ATOMIC-NOT: ld.global.nc.b8
// ATOMIC: ret;
extern "C" __global__ void count(const unsigned char* __restrict__ data, unsigned* hist, long n) {
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    atomicAdd(&hist[data[i]], 1u);
}
