// gemm_shared_storage_struct_double_buffer prefetching the next k-tile into the stage being
// multiplied (`cur` for `nxt`): a thread overwrites smem.a[cur][ty][tx] while the other threads
// of its row still read it (reported at the reads, naming the store's line).
// LAUNCH: grid=2,2 block=16,16 smem=8704 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 16

struct SharedStorage {
  float a[2][TILE][TILE + 1];
  float b[2][TILE][TILE + 1];
};

extern "C" __global__ void __launch_bounds__(TILE * TILE)
gemm_struct_prefetch_current_stage(const float *A, const float *B, float *C, int n) {
  extern __shared__ __align__(16) unsigned char smem_raw[];
  SharedStorage &smem = *reinterpret_cast<SharedStorage *>(smem_raw);
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  const int tiles = n / TILE;
  smem.a[0][ty][tx] = A[row * n + tx];
  smem.b[0][ty][tx] = B[ty * n + col];
  __syncthreads();
  float acc = 0.f;
  for (int kt = 0; kt < tiles; ++kt) {
    const int cur = kt & 1, nxt = cur ^ 1;
    if (kt + 1 < tiles) {
      smem.a[cur][ty][tx] = A[row * n + (kt + 1) * TILE + tx];
      smem.b[nxt][ty][tx] = B[((kt + 1) * TILE + ty) * n + col];
    }
    // CHECK: gemm_struct_prefetch_current_stage.cu:[[@LINE+2]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += smem.a[cur][ty][k] * smem.b[cur][k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}
