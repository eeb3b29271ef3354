// @realcode The CUDA samples' particles pipeline pieces: calcHash maps float4 positions to a uniform-grid cell hash (int3 cell from floorf, wrapped with the power-of-two mask, __umul24 addressing) and writes (hash, index) pairs, then reorderDataAndFindCellStart on hash-sorted pairs: each thread also loads its predecessor's hash into an extern __shared__ array at threadIdx.x + 1 so cell starts and ends are found where neighbouring hashes differ, while the positions and velocities are gathered into sorted order.
// @let N = 1 << 20
// @let B = 256
// @buf pos f32[4 * N] uniform(-1, 1)
// @buf vel f32[4 * N] uniform(-0.1, 0.1)
// @buf hash u32[N] zero
// @buf index u32[N] zero
// @buf sorted_hash u32[N] iota
// @buf sorted_index u32[N] uniform(0, 1048576)
// @buf cell_start u32[1 << 18] fill(4294967295)
// @buf cell_end u32[1 << 18] zero
// @buf spos f32[4 * N] zero
// @buf svel f32[4 * N] zero
// @launch calcHashD grid(N / B) block(B) args(hash, index, pos, u32(N))
// @launch sortedHashesFromRanks grid(N / B) block(B) args(sorted_hash, u32(N))
// @launch reorderDataAndFindCellStartD grid(N / B) block(B) shared((B + 1) * 4) args(cell_start, cell_end, spos, svel, sorted_hash, sorted_index, pos, vel, u32(N))
// @check hash exact
// @check index exact
// @check cell_start exact
// @check cell_end exact
// @check spos exact
// @check svel exact
#include <cuda_runtime.h>
#include <vector_types.h>

typedef unsigned int uint;

struct SimParams {
  float3 worldOrigin;
  float3 cellSize;
  uint3 gridSize;
};

__constant__ SimParams params = {{-1.0f, -1.0f, -1.0f}, {2.0f / 64, 2.0f / 64, 2.0f / 64}, {64, 64, 64}};

__device__ int3 calcGridPos(float3 p) {
  int3 gridPos;
  gridPos.x = floorf((p.x - params.worldOrigin.x) / params.cellSize.x);
  gridPos.y = floorf((p.y - params.worldOrigin.y) / params.cellSize.y);
  gridPos.z = floorf((p.z - params.worldOrigin.z) / params.cellSize.z);
  return gridPos;
}

__device__ uint calcGridHash(int3 gridPos) {
  gridPos.x = gridPos.x & (params.gridSize.x - 1);
  gridPos.y = gridPos.y & (params.gridSize.y - 1);
  gridPos.z = gridPos.z & (params.gridSize.z - 1);
  return __umul24(__umul24(gridPos.z, params.gridSize.y), params.gridSize.x) +
         __umul24(gridPos.y, params.gridSize.x) + gridPos.x;
}

__global__ void calcHashD(uint *gridParticleHash, uint *gridParticleIndex, float4 *pos, uint numParticles) {
  uint index = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;
  if (index >= numParticles) return;
  volatile float4 p = pos[index];
  int3 gridPos = calcGridPos(make_float3(p.x, p.y, p.z));
  uint hash = calcGridHash(gridPos);
  gridParticleHash[index] = hash;
  gridParticleIndex[index] = index;
}

// Stands in for the radix sort between the two kernels: turns ranks into a non-decreasing hash list.
__global__ void sortedHashesFromRanks(uint *hashes, uint numParticles) {
  uint index = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;
  if (index >= numParticles) return;
  uint r = hashes[index];
  hashes[index] = (uint)(((unsigned long long)r * r) >> 22) & 0x3ffffu;
}

__global__ void reorderDataAndFindCellStartD(uint *cellStart, uint *cellEnd, float4 *sortedPos, float4 *sortedVel,
                                             uint *gridParticleHash, uint *gridParticleIndex, float4 *oldPos,
                                             float4 *oldVel, uint numParticles) {
  extern __shared__ uint sharedHash[];
  uint index = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;

  uint hash;
  if (index < numParticles) {
    hash = gridParticleHash[index];
    sharedHash[threadIdx.x + 1] = hash;
    if (index > 0 && threadIdx.x == 0) sharedHash[0] = gridParticleHash[index - 1];
  }

  __syncthreads();

  if (index < numParticles) {
    if (index == 0 || hash != sharedHash[threadIdx.x]) {
      cellStart[hash] = index;
      if (index > 0) cellEnd[sharedHash[threadIdx.x]] = index;
    }
    if (index == numParticles - 1) cellEnd[hash] = index + 1;

    uint sortedIndex = gridParticleIndex[index] & (numParticles - 1);
    float4 pos = oldPos[sortedIndex];
    float4 vel = oldVel[sortedIndex];
    sortedPos[index] = pos;
    sortedVel[index] = vel;
  }
}
