// RUN: kilnc %s --emit=simt | FileCheck %s
// The reference kernels of shared/bench/anchors/simt_anchor.cu (host code
// removed), unchanged.
// CHECK-DAG: func.func @_Z4vaddPKfS0_Pfl(
// CHECK-DAG: func.func @_Z10reduce_sumPKfPfl(
// CHECK-DAG: func.func @_Z9transposePKfPfii(
// CHECK-DAG: func.func @_Z9histogramPKhPjl(
// CHECK-DAG: func.func @_Z11hash_insertPKjPjS1_jl(
// CHECK-DAG: func.func @_Z10hash_probePKjS0_S0_Pjjl(
// CHECK-DAG: simt.atomic_rmw add {{.*}} : !simt.ptr<i32, shared>, i32
// CHECK-DAG: simt.atomic_cas {{.*}} : !simt.ptr<i32, global>, i32
// CHECK-NOT: simt.alloca
#include <cstdint>
__global__ void vadd(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  long stride = (long)gridDim.x * blockDim.x;
  for (; i < n; i += stride) c[i] = a[i] + b[i];
}

__global__ void reduce_sum(const float* __restrict__ x, float* out, long n) {
  __shared__ float s[32];
  float v = 0.f;
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) v += x[i];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  if ((threadIdx.x & 31) == 0) s[threadIdx.x >> 5] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < blockDim.x / 32 ? s[threadIdx.x] : 0.f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (threadIdx.x == 0) atomicAdd(out, v);
  }
}

__global__ void transpose(const float* __restrict__ in, float* __restrict__ out, int rows, int cols) {
  __shared__ float t[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < cols && y + j < rows) t[threadIdx.y + j][threadIdx.x] = in[(long)(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x; y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < rows && y + j < cols) out[(long)(y + j) * rows + x] = t[threadIdx.x][threadIdx.y + j];
}

__global__ void histogram(const unsigned char* __restrict__ data, unsigned* hist, long n) {
  __shared__ unsigned h[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) h[i] = 0;
  __syncthreads();
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) atomicAdd(&h[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&hist[i], h[i]);
}

// Open-addressing hash insert with linear probing (the irregular, atomic-heavy case).
__global__ void hash_insert(const unsigned* __restrict__ keys, unsigned* table_keys, unsigned* table_vals, unsigned cap, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned k = keys[i];
  unsigned slot = (k * 2654435761u) & (cap - 1);
  while (true) {
    unsigned prev = atomicCAS(&table_keys[slot], 0xffffffffu, k);
    if (prev == 0xffffffffu || prev == k) { table_vals[slot] = (unsigned)i; return; }
    slot = (slot + 1) & (cap - 1);
  }
}

__global__ void hash_probe(const unsigned* __restrict__ keys, const unsigned* __restrict__ table_keys, const unsigned* __restrict__ table_vals, unsigned* out, unsigned cap, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned k = keys[i];
  unsigned slot = (k * 2654435761u) & (cap - 1);
  while (true) {
    unsigned t = table_keys[slot];
    if (t == k) { out[i] = table_vals[slot]; return; }
    if (t == 0xffffffffu) { out[i] = 0xffffffffu; return; }
    slot = (slot + 1) & (cap - 1);
  }
}

