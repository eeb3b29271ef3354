// @realcode The cuda-samples transpose "diagonal" variant: blocks renumbered along diagonals (blockIdx_x = (bid + blockIdx.y) % gridDim.x for square grids, the general rectangular mapping otherwise) to avoid partition camping, a TILE_DIM x (TILE_DIM + 1) padded __shared__ tile filled with BLOCK_ROWS-strided loops, plus the sample's coarse-grained and fine-grained copy variants that transpose only within a tile.
// @let W = 4096
// @let H = 2048
// @buf idata f32[W * H] uniform(-1, 1)
// @buf odata f32[W * H] zero
// @buf ocoarse f32[W * H] zero
// @buf ofine f32[W * H] zero
// @launch transposeDiagonal grid(W / 32, H / 32) block(32, 8) args(odata, idata, i32(W), i32(H))
// @launch transposeCoarseGrained grid(W / 32, H / 32) block(32, 8) args(ocoarse, idata, i32(W), i32(H))
// @launch transposeFineGrained grid(W / 32, H / 32) block(32, 8) args(ofine, idata, i32(W), i32(H))
// @check odata exact
// @check ocoarse exact
// @check ofine exact
#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transposeDiagonal(float *odata, float *idata, int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int blockIdx_x, blockIdx_y;
  // Diagonal reordering.
  if (width == height) {
    blockIdx_y = blockIdx.x;
    blockIdx_x = (blockIdx.x + blockIdx.y) % gridDim.x;
  } else {
    int bid = blockIdx.x + gridDim.x * blockIdx.y;
    blockIdx_y = bid % gridDim.y;
    blockIdx_x = ((bid / gridDim.y) + blockIdx_y) % gridDim.x;
  }
  int xIndex = blockIdx_x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx_y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + (yIndex)*width;
  xIndex = blockIdx_y * TILE_DIM + threadIdx.x;
  yIndex = blockIdx_x * TILE_DIM + threadIdx.y;
  int index_out = xIndex + (yIndex)*height;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
  __syncthreads();
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
}

// Moves whole tiles without transposing inside them.
__global__ void transposeCoarseGrained(float *odata, float *idata, int width, int height) {
  __shared__ float block[TILE_DIM][TILE_DIM + 1];
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + (yIndex)*width;
  xIndex = blockIdx.y * TILE_DIM + threadIdx.x;
  yIndex = blockIdx.x * TILE_DIM + threadIdx.y;
  int index_out = xIndex + (yIndex)*height;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) block[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
  __syncthreads();
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) odata[index_out + i * height] = block[threadIdx.y + i][threadIdx.x];
}

// Transposes inside each tile, leaving the tile where it was.
__global__ void transposeFineGrained(float *odata, float *idata, int width, int height) {
  __shared__ float block[TILE_DIM][TILE_DIM + 1];
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index = xIndex + (yIndex)*width;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) block[threadIdx.y + i][threadIdx.x] = idata[index + i * width];
  __syncthreads();
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) odata[index + i * width] = block[threadIdx.x][threadIdx.y + i];
}
