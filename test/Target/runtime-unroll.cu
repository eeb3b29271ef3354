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

// The same constant-bound loop with the user's `#pragma unroll` (a GEMM
// block staging its tile, im2col_gemm_conv2d): LLVM cannot unroll it
// completely (the start is per-thread) and left it rolled, one global load
// in flight at a time (0.79x nvcc); nvcc unrolls it by 4, and so does Kiln.
// RUN: FileCheck %s --check-prefix=PRAGMA < %t.ptx
// PRAGMA-LABEL: .entry stage_tile(
// PRAGMA-COUNT-4: ld.global.nc.b32
// PRAGMA: bar.sync
// PRAGMA: ret;
extern "C" __global__ void __launch_bounds__(256) stage_tile(const float *__restrict__ a, float *out, int lda) {
  __shared__ float tile[1024];
  const int tid = threadIdx.x;
#pragma unroll
  for (int e = tid; e < 1024; e += 256) tile[e] = a[(e / 16) * lda + e % 16];
  __syncthreads();
  out[tid] = tile[1023 - tid];
}
