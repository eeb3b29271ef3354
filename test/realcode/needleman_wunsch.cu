// @realcode Needleman-Wunsch alignment scores, 16x16 tiles swept along tile anti-diagonals (one launch per diagonal, upper-left then lower-right half), each tile's cells along its own anti-diagonals in shared memory.
// @let N = 4096
// @let BS = 16
// @let NB = N / BS
// @buf score i32[(N + 1) * (N + 1)] zero
// @buf ref i32[(N + 1) * (N + 1)] uniform(-4, 12)
// @launch nw_init_borders grid(cdiv(N + 1, 256)) block(256) args(score, i32(N + 1), i32(10))
// @loop d = 1; d <= NB; d = d + 1
//   @launch nw_upper_left grid(d) block(BS) args(score, ref, i32(N + 1), i32(10), i32(d))
// @end
// @loop d = NB + 1; d < 2 * NB; d = d + 1
//   @launch nw_lower_right grid(2 * NB - d) block(BS) args(score, ref, i32(N + 1), i32(10), i32(d), i32(NB))
// @end
// @check score exact
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define BLOCK_SIZE 16

__device__ __forceinline__ int max3(int a, int b, int c) { return max(a, max(b, c)); }

__global__ void nw_init_borders(int *score, int cols, int penalty) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < cols) {
    score[i] = -penalty * i;         // row 0
    score[i * cols] = -penalty * i;  // column 0
  }
}

// Fills the tile whose top-left cell is (row0 + 1, col0 + 1) from its top row and left column.
__device__ void nw_tile(int *score, const int *ref, int cols, int penalty, int row0, int col0) {
  __shared__ int s_score[BLOCK_SIZE + 1][BLOCK_SIZE + 1];
  __shared__ int s_ref[BLOCK_SIZE][BLOCK_SIZE];
  const int tx = threadIdx.x;
  const int corner = row0 * cols + col0;
  for (int y = 0; y < BLOCK_SIZE; ++y) s_ref[y][tx] = ref[corner + (y + 1) * cols + tx + 1];
  if (tx == 0) s_score[0][0] = score[corner];
  s_score[0][tx + 1] = score[corner + tx + 1];
  s_score[tx + 1][0] = score[corner + (tx + 1) * cols];
  __syncthreads();
  // Cells of one anti-diagonal are independent; thread tx owns row tx.
  for (int d = 0; d < 2 * BLOCK_SIZE - 1; ++d) {
    int x = d - tx;
    if (x >= 0 && x < BLOCK_SIZE) {
      s_score[tx + 1][x + 1] = max3(s_score[tx][x] + s_ref[tx][x], s_score[tx][x + 1] - penalty,
                                    s_score[tx + 1][x] - penalty);
    }
    __syncthreads();
  }
  for (int y = 0; y < BLOCK_SIZE; ++y) score[corner + (y + 1) * cols + tx + 1] = s_score[y + 1][tx + 1];
}

// Tile diagonal `diag` (1-based) of the upper-left triangle: diag tiles.
__global__ void nw_upper_left(int *score, const int *ref, int cols, int penalty, int diag) {
  int tile_row = blockIdx.x;
  int tile_col = diag - 1 - blockIdx.x;
  nw_tile(score, ref, cols, penalty, tile_row * BLOCK_SIZE, tile_col * BLOCK_SIZE);
}

// Tile diagonal `diag` (nb < diag < 2 nb) of the lower-right triangle.
__global__ void nw_lower_right(int *score, const int *ref, int cols, int penalty, int diag, int nb) {
  int tile_row = diag - nb + blockIdx.x;
  int tile_col = diag - 1 - tile_row;
  nw_tile(score, ref, cols, penalty, tile_row * BLOCK_SIZE, tile_col * BLOCK_SIZE);
}
