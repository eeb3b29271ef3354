// @realcode Parboil cutcp-style cutoff Coulombic potential on a 3-D lattice: atoms pre-sorted into fixed-depth spatial bins of float4 (x, y, z, q) with empty slots marked by q = 0, a table of neighbour-bin offsets as int3 (xoff, yoff, zoff) with its count, built by a setup kernel in __device__ memory, each thread block (one bin's 4 x 4 x 8 lattice points) loading one neighbour bin at a time into shared memory (BIN_DEPTH atoms, one per thread of the first lanes) with the bin index broadcast through __shared__ int3 and a __shared__ region pointer, every thread accumulating the potential of its lattice point with a (1 - r^2/c^2)^2 smoothing and rsqrtf, and the point written back through the shared region pointer.
// @let NBX = 32
// @let NBY = 32
// @let NBZ = 32
// @let BIN_DEPTH = 8
// @let NOFF = 125
// @buf bins f32[4 * NBX * NBY * NBZ * BIN_DEPTH] uniform(0, 1)
// @buf lattice f32[NBX * 4 * NBY * 4 * NBZ * 8] zero
// @launch cuda_init_nbrlist grid(1) block(128) args(i32(2))
// @launch cuda_cutoff_potential_lattice grid(NBX, NBY * NBZ) block(4, 4, 8) args(i32(NBX), i32(NBY), i32(NBZ), bins, f32(0.25), f32(4.0), lattice)
// @check lattice rel=1e-4 abs=1e-4
#include <cuda_runtime.h>

#define BIN_DEPTH 8
#define BIN_LENGTH 4.0f /* bin edge in lattice units */
#define BIN_INVLEN (1.f / BIN_LENGTH)
#define MAX_NBRS 125
#define BLOCK_DIM_X 4
#define BLOCK_DIM_Y 4
#define BLOCK_DIM_Z 8
#define POINTS_PER_THREAD 1

__device__ int3 d_nbrlist[MAX_NBRS];
__device__ int d_nbrlistlen;

// The host computes the neighbour list once in the real code; here a kernel writes it (so the harness needs no host step).
__global__ void cuda_init_nbrlist(int radius) {
  int n = 0;
  for (int i = threadIdx.x; i < (2 * radius + 1) * (2 * radius + 1) * (2 * radius + 1); i += blockDim.x) {
    int d = 2 * radius + 1;
    int x = i % d - radius, y = (i / d) % d - radius, z = i / (d * d) - radius;
    d_nbrlist[i] = make_int3(x, y, z);
    ++n;
  }
  if (threadIdx.x == 0) d_nbrlistlen = (2 * radius + 1) * (2 * radius + 1) * (2 * radius + 1);
}

__global__ void cuda_cutoff_potential_lattice(int binDim_x, int binDim_y, int binDim_z, const float4 *binZeroAddr, float h,
                                              float cutoff2, float *regionZeroAddr) {
  __shared__ float AtomBinCache[BIN_DEPTH * 4];
  __shared__ float *myRegionAddr;
  __shared__ int3 myBinIndex;

  const int xRegionIndex = blockIdx.x;
  const int yRegionIndex = blockIdx.y % binDim_y;
  const int zRegionIndex = blockIdx.y / binDim_y;

  // thread id
  const int tid = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;

  // this is the start of the sub-region indexed by tid
  float *thisRegion = regionZeroAddr;
  const int regionSize = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  const int rowSize = binDim_x * BLOCK_DIM_X;
  (void)thisRegion;
  if (tid == 0) {
    myRegionAddr = thisRegion;
    myBinIndex.x = xRegionIndex;
    myBinIndex.y = yRegionIndex;
    myBinIndex.z = zRegionIndex;
  }
  __syncthreads();

  const int gx = xRegionIndex * BLOCK_DIM_X + threadIdx.x;
  const int gy = yRegionIndex * BLOCK_DIM_Y + threadIdx.y;
  const int gz = zRegionIndex * BLOCK_DIM_Z + threadIdx.z;
  // Lattice point coordinates in bin units (h: lattice spacing in bins per point along x and y; z is twice as fine).
  const float x = gx * h;
  const float y = gy * h;
  const float z = gz * h * 0.5f;

  float energy = 0.0f;
  const int nbrlen = d_nbrlistlen;
  for (int nbr = 0; nbr < nbrlen; ++nbr) {
    int3 off = d_nbrlist[nbr];
    int i = myBinIndex.x + off.x;
    int j = myBinIndex.y + off.y;
    int k = myBinIndex.z + off.z;
    // Neighbour bins outside the domain are skipped by the whole block.
    if (i < 0 || i >= binDim_x || j < 0 || j >= binDim_y || k < 0 || k >= binDim_z) continue;
    const float4 *bin = binZeroAddr + (((k * binDim_y) + j) * binDim_x + i) * BIN_DEPTH;
    __syncthreads();
    if (tid < BIN_DEPTH) {
      float4 a = bin[tid];
      // Atom coordinates come in [0, 1) within their bin.
      AtomBinCache[4 * tid + 0] = (i + a.x) * BIN_LENGTH;
      AtomBinCache[4 * tid + 1] = (j + a.y) * BIN_LENGTH;
      AtomBinCache[4 * tid + 2] = (k + a.z) * BIN_LENGTH;
      AtomBinCache[4 * tid + 3] = a.w - 0.5f;
    }
    __syncthreads();
    for (int n = 0; n < BIN_DEPTH; ++n) {
      float q = AtomBinCache[4 * n + 3];
      if (q == 0.f) break;  // empty slot ends the bin
      float dx = AtomBinCache[4 * n + 0] - x * BIN_LENGTH;
      float dy = AtomBinCache[4 * n + 1] - y * BIN_LENGTH;
      float dz = AtomBinCache[4 * n + 2] - z * BIN_LENGTH;
      float r2 = dx * dx + dy * dy + dz * dz;
      if (r2 < cutoff2 * BIN_LENGTH * BIN_LENGTH && r2 > 1e-6f) {
        float s = 1.f - r2 / (cutoff2 * BIN_LENGTH * BIN_LENGTH);
        energy += q * rsqrtf(r2) * s * s;
      }
    }
  }
  const int idx = ((gz * (binDim_y * BLOCK_DIM_Y)) + gy) * rowSize + gx;
  myRegionAddr[idx] = energy;
  (void)regionSize;
}
