// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch probe19): a wmma::store_matrix_sync / load_matrix_sync
// (an m16n16k16 wmma.store.d / wmma.load of shared memory in <mma.h>'s
// inline asm) was an opaque access "somewhere in its buffer", so every
// conflict with it was a warning. Each warp's tile is now its bytes: 16 rows
// of 16 elements, ldm elements apart, from the tile pointer listed per
// thread (HazardExecutions.cpp tileConflict). A byte of warp w's tile that a
// thread of another warp touches is a race whatever lane holds it (the
// witness names warp w's first thread for that lane); no shared byte is
// silence; only the tile's own lanes meeting it is a warning (which lane
// holds an element is unspecified), and silent after __syncwarp().
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

// The epilogue reads the C tile without the barrier after the store: thread
// 16 reads Cs[0][16], an element of warp 1's tile.
// CHECK: wmma-tile-executions.cu:[[@LINE+9]]:{{[0-9]+}}: error: shared-memory race (read-after-write){{.*}}threads 32 and 16, @{{.*}}Cs[16], when a lane of warp 1 holds that element of the WMMA tile (which lane is unspecified: thread 32 stands for it))
// CHECK: wmma-tile-executions.cu:[[@LINE+6]]:{{[0-9]+}}: note: the conflicting write is here
__global__ void __launch_bounds__(128) epilogue_no_sync(float *C, float alpha) {
  __shared__ __align__(32) float Cs[32][36];
  int warp = threadIdx.x / 32;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 1.0f);
  wmma::store_matrix_sync(&Cs[(warp / 2) * 16][(warp % 2) * 16], acc, 36, wmma::mem_row_major);
  for (int i = threadIdx.x; i < 32 * 32; i += blockDim.x)
    C[blockIdx.x * 1024 + i] = alpha * Cs[i / 32][i % 32];
}

// With the barrier: silent.
// CHECK-NOT: {{error:|warning:}}
__global__ void __launch_bounds__(128) epilogue_sync(float *C, float alpha) {
  __shared__ __align__(32) float Cs[32][36];
  int warp = threadIdx.x / 32;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 1.0f);
  wmma::store_matrix_sync(&Cs[(warp / 2) * 16][(warp % 2) * 16], acc, 36, wmma::mem_row_major);
  __syncthreads();
  for (int i = threadIdx.x; i < 32 * 32; i += blockDim.x)
    C[blockIdx.x * 1024 + i] = alpha * Cs[i / 32][i % 32];
}

// Each warp reads back its own tile after __syncwarp(): silent; the skew
// columns (32..35) that no tile covers are written without any barrier.
__global__ void __launch_bounds__(128) own_tile_syncwarp(float *C) {
  __shared__ __align__(32) float Cs[32][36];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int r0 = (warp / 2) * 16, c0 = (warp % 2) * 16;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 2.0f);
  if (threadIdx.x < 32)
    Cs[threadIdx.x][32] = 0.0f;
  wmma::store_matrix_sync(&Cs[r0][c0], acc, 36, wmma::mem_row_major);
  __syncwarp();
  for (int e = lane; e < 256; e += 32)
    C[blockIdx.x * 1024 + warp * 256 + e] = Cs[r0 + e / 16][c0 + e % 16];
}

// Without the __syncwarp(): a warning (only the tile's own lanes meet it).
// CHECK: wmma-tile-executions.cu:[[@LINE+9]]:{{[0-9]+}}: warning: {{.*}}only lanes of the warp that holds the WMMA tile touch its elements
__global__ void __launch_bounds__(128) own_tile_no_syncwarp(float *C) {
  __shared__ __align__(32) float Cs[32][36];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int r0 = (warp / 2) * 16, c0 = (warp % 2) * 16;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 2.0f);
  wmma::store_matrix_sync(&Cs[r0][c0], acc, 36, wmma::mem_row_major);
  for (int e = lane; e < 256; e += 32)
    C[blockIdx.x * 1024 + warp * 256 + e] = Cs[r0 + e / 16][c0 + e % 16];
}

// Other shapes (branch compat24): an m8n8k32 s32 tile (the sub-byte integer
// GEMM's accumulator, 8 rows of 8 ints) and a column-major m32n8k16 float
// tile (8 columns of 32 floats) read back by their own warp after
// __syncwarp(): silent (each was "somewhere in its buffer", a warning).
__global__ void __launch_bounds__(128) s32_m8n8k32_own_tile(int *C) {
  __shared__ int staging[4][64];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> acc;
  wmma::fill_fragment(acc, 3);
  wmma::store_matrix_sync(staging[warp], acc, 8, wmma::mem_row_major);
  __syncwarp();
  for (int e = lane; e < 64; e += 32)
    C[blockIdx.x * 256 + warp * 64 + e] = staging[warp][e];
}
__global__ void __launch_bounds__(64) f32_m32n8k16_col_own_tile(float *C) {
  __shared__ float staging[2][8][33];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  wmma::fragment<wmma::accumulator, 32, 8, 16, float> acc;
  wmma::fill_fragment(acc, 1.0f);
  wmma::store_matrix_sync(&staging[warp][0][0], acc, 33, wmma::mem_col_major);
  __syncwarp();
  for (int c = 0; c < 8; c++)
    C[blockIdx.x * 512 + warp * 256 + c * 32 + lane] = staging[warp][c][lane];
}

// A neighbouring warp's m8n8k32 tile after only __syncwarp(): an error.
// CHECK: wmma-tile-executions.cu:[[@LINE+8]]:{{[0-9]+}}: error: shared-memory race (read-after-write) on {{.*}}staging: threads of different warps meet here, a warp barrier does not order them
__global__ void __launch_bounds__(128) s32_m8n8k32_other_tile(int *C) {
  __shared__ int staging[4][64];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> acc;
  wmma::fill_fragment(acc, 3);
  wmma::store_matrix_sync(staging[warp], acc, 8, wmma::mem_row_major);
  __syncwarp();
  C[blockIdx.x * 128 + threadIdx.x] = staging[(warp + 1) % 4][lane];
}
