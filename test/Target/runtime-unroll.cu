// Grid-stride loops (trip count known only at run time) are unrolled by 4,
// as nvcc does, so each thread keeps four loads in flight; loops with
// barriers or atomics stay rolled.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s --check-prefix=VADD < %t.ptx
// RUN: FileCheck %s --check-prefix=ATOMIC < %t.ptx
// RUN: FileCheck %s --check-prefix=TILE < %t.ptx
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

// A constant bound with a runtime start and stride (a block clearing its
// shared histogram) runs a round or two per thread: rolled, as nvcc leaves
// it, with no division for a trip count.
// TILE-LABEL: .entry clear_bins(
// TILE-NOT: div.
// TILE: st.shared.b32
// TILE-NOT: st.shared.b32
// TILE: bar.sync
// TILE: ret;
extern "C" __global__ void clear_bins(unsigned *out) {
  __shared__ unsigned bins[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x) bins[b] = 0;
  __syncthreads();
  atomicAdd(&bins[threadIdx.x & 255], 1u);
  __syncthreads();
  if (threadIdx.x < 256) out[blockIdx.x * 256 + threadIdx.x] = bins[threadIdx.x];
}
