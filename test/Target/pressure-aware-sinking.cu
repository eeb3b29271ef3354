// PressureAwareSinking (with InstCombine's sinking off): an instruction
// moves under the branch that uses it only when that keeps no more registers
// live there.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx

// The last k-step's fmas, after the loop as MAGMA writes it, each feed one
// bounds-checked store. Moved under the bounds tests, all their shared-memory
// operands were live at once: 160 registers here (MAGMA's DGEMM: 255 and
// spills, nvcc 64). They stay ahead of the stores: 48 (nvcc 56).
// CHECK-LABEL: .entry tile_fma_guarded_store(
// CHECK: st.global.b32
// CHECK-NOT: fma.rn.f32
// CHECK: ret;
extern "C" __global__ void tile_fma_guarded_store(const float *a, const float *b, float *c, int m,
                                                  int n) {
  __shared__ float sa[16][64], sb[16][64];
  int tx = threadIdx.x, ty = threadIdx.y;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < 256; k0 += 16) {
    sa[ty][tx] = a[(blockIdx.y * 64 + tx) * 256 + k0 + ty];
    sb[ty][tx] = b[(k0 + ty) * n + blockIdx.x * 64 + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 16; ++k)
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] = fmaf(sa[k][ty * 4 + i], sb[k][tx / 16 * 4 + j], acc[i][j]);
    __syncthreads();
  }
  // The last tile, after the loop (MAGMA's spelling).
#pragma unroll
  for (int k = 0; k < 16; ++k)
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j)
        acc[i][j] = fmaf(sa[k][ty * 4 + i], sb[k][tx / 16 * 4 + j], acc[i][j]);
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      int row = blockIdx.y * 64 + ty * 4 + i, col = blockIdx.x * 64 + tx / 16 * 4 + j;
      if (row < m && col < n)
        c[row * n + col] = acc[i][j];
    }
}

// A value read only under a condition is still computed there, with the load
// it needs (no more registers live there), as nvcc computes it.
// CHECK-LABEL: .entry cond_use_chain(
// CHECK: bar.sync
// CHECK-NOT: ld.shared
// CHECK: bra
// CHECK: ld.shared.b32
// CHECK: fma.rn.f32
// CHECK: st.global
extern "C" __global__ void cond_use_chain(float *out, const float *in, int n) {
  __shared__ float s[256];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  float x = s[255 - threadIdx.x];
  float y = x * x + 1.f;
  if (threadIdx.x < n)
    out[threadIdx.x] = y * 2.f;
}

// A load is not moved past a store (or barrier) that follows it in its block.
// CHECK-LABEL: .entry load_then_store(
// CHECK: ld.shared.b32
// CHECK: st.shared.b32
// CHECK: bra
extern "C" __global__ void load_then_store(float *out, int n) {
  __shared__ float s[256];
  s[threadIdx.x] = float(threadIdx.x);
  __syncthreads();
  float x = s[threadIdx.x] + s[threadIdx.x ^ 1];
  __syncthreads();
  s[threadIdx.x] = 0.f;
  if (threadIdx.x < n)
    out[threadIdx.x] = x;
}

// A skip-ahead computed from 32 direction words (as curand_init for Sobol
// does) is the loop's starting value only: MachineSink moved it onto the edge
// into the loop, past the loop's guard and away from the loads it reads: 40
// registers here, 32 (nvcc 32) when it stays ahead of the guard.
// CHECK-LABEL: .entry skip_ahead_then_loop(
// CHECK-NOT: bra
// CHECK: xor.b32
// CHECK: bra
extern "C" __global__ void skip_ahead_then_loop(const unsigned *__restrict__ dirs, unsigned *out,
                                                int steps) {
  unsigned v[32];
#pragma unroll
  for (int k = 0; k < 32; ++k)
    v[k] = dirs[k];
  unsigned offset = blockIdx.x * blockDim.x + threadIdx.x, x = 0;
#pragma unroll
  for (int k = 0; k < 32; ++k)
    x ^= (offset >> k & 1) ? v[k] : 0u;
  unsigned acc = 0;
  for (int i = 0; i < steps; ++i) {
    x ^= v[__ffs(~(offset + i)) & 31];
    acc += x >> 7;
  }
  out[offset] = acc;
}
