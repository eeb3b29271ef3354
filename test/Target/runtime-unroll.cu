// Grid-stride loops (trip count known only at run time) are unrolled by 4,
// as nvcc does, so each thread keeps four loads in flight; loops with
// barriers or atomics stay rolled.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s --check-prefix=VADD < %t.ptx
// RUN: FileCheck %s --check-prefix=ATOMIC < %t.ptx
// RUN: FileCheck %s --check-prefix=TILE < %t.ptx
// RUN: FileCheck %s --check-prefix=PRAGMA < %t.ptx
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

// The unroll count follows the loop's size as nvcc's does: 4 up to 52 LLVM
// instructions, 2 up to 95, none beyond. A Box-Muller loop (logf, sqrtf,
// __cosf/__sinf, 50 instructions: the CUDA samples' MersenneTwister) is
// unrolled by 4 as nvcc unrolls it; its later iterations' loads sit at
// constant offsets from the first's address, so ptxas issues them ahead of
// the stores (one warp per SM: every load in flight counts). Eight loads in
// the unrolled loop, two in the remainder.
// RUN: FileCheck %s --check-prefix=BOXMULLER < %t.ptx
// BOXMULLER-LABEL: .entry box_muller(
// BOXMULLER-COUNT-10: ld.global.b32
// BOXMULLER-NOT: ld.global
// BOXMULLER: ret;
extern "C" __global__ void box_muller(float *d, int n) {
  int tid = blockDim.x * blockIdx.x + threadIdx.x;
  for (int i = 0; i < n; i += 2) {
    float *u1 = &d[tid + i * 4096], *u2 = &d[tid + (i + 1) * 4096];
    float r = sqrtf(-2.0f * logf(*u1));
    float phi = 6.2831853f * *u2;
    *u1 = r * __cosf(phi);
    *u2 = r * __sinf(phi);
  }
}

// Two logf chains (73 instructions): by 2, one more load in the remainder.
// RUN: FileCheck %s --check-prefix=MEDIUM < %t.ptx
// MEDIUM-LABEL: .entry two_logs(
// MEDIUM-COUNT-3: ld.global.nc.b32
// MEDIUM-NOT: ld.global
// MEDIUM: ret;
extern "C" __global__ void two_logs(float *__restrict__ out, const float *__restrict__ in, int n) {
  for (int i = 0; i < n; ++i) {
    float x = in[i * 4096 + threadIdx.x];
    x = sqrtf(-2.f * logf(x));
    x = sqrtf(-2.f * logf(x + 1.f));
    out[i * 4096 + threadIdx.x] = x;
  }
}

// Three (104 instructions): rolled, as nvcc leaves it.
// RUN: FileCheck %s --check-prefix=LARGE < %t.ptx
// LARGE-LABEL: .entry three_logs(
// LARGE-COUNT-1: ld.global.nc.b32
// LARGE-NOT: ld.global
// LARGE: ret;
extern "C" __global__ void three_logs(float *__restrict__ out, const float *__restrict__ in, int n) {
  for (int i = 0; i < n; ++i) {
    float x = in[i * 4096 + threadIdx.x];
    x = sqrtf(-2.f * logf(x));
    x = sqrtf(-2.f * logf(x + 1.f));
    x = sqrtf(-2.f * logf(x + 2.f));
    out[i * 4096 + threadIdx.x] = x;
  }
}

// The same body in a block-stride loop (the trip count divides by
// blockDim.x at run time): rolled, as nvcc leaves it.
// RUN: FileCheck %s --check-prefix=STRIDED < %t.ptx
// STRIDED-LABEL: .entry two_logs_strided(
// STRIDED-COUNT-1: ld.global.nc.b32
// STRIDED-NOT: ld.global
// STRIDED: ret;
extern "C" __global__ void two_logs_strided(float *__restrict__ out, const float *__restrict__ in, int n) {
  for (int i = threadIdx.x; i < n / 4; i += blockDim.x) {
    float x = in[i];
    x = sqrtf(-2.f * logf(x));
    x = sqrtf(-2.f * logf(x + 1.f));
    out[i] = x;
  }
}

// `#pragma unroll` over a loop whose trip count is known only at run time (a
// block staging a tile, `e = tid; e < 1024; e += 256`): LLVM's full unroll
// gives up on it; Kiln unrolls it by 4 as nvcc does, so the four loads go
// ahead of the shared stores instead of one load per trip.
// PRAGMA-LABEL: .entry stage_tile(
// PRAGMA-COUNT-4: ld.global.nc.b32
// PRAGMA: bar.sync
extern "C" __global__ void __launch_bounds__(256) stage_tile(const float* __restrict__ a, float* out, int m, int kd) {
  __shared__ float tile[16][68];
  const int tid = threadIdx.y * 16 + threadIdx.x;
#pragma unroll
  for (int e = tid; e < 64 * 16; e += 256) {
    const int r = e / 16, k = e % 16;
    tile[k][r] = r < m && k < kd ? a[(size_t)r * kd + k] : 0.f;
  }
  __syncthreads();
  out[tid] = tile[tid % 16][tid / 16] + tile[(tid + 1) % 16][tid / 16];
}
