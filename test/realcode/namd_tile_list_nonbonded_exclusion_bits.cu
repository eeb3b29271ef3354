// @realcode NAMD-style nonbonded tile-list kernel (CudaComputeNonbondedKernel's shape): WARPSIZE/WARP_FULL_MASK/WARP_SHUFFLE macros, atoms in tiles of 32 as float4 xyzq, a tile list of (i-tile, j-tile) pairs with one 32-bit exclusion word per lane whose bit t masks the pair (lane, lane + t mod 32), a warp per tile pair that rotates the j atom and its force accumulator around the warp with shuffles so every lane meets every j atom once, a template <bool doEnergy, bool doVirial> kernel with __launch_bounds__(WARPSIZE*NONBONDKERNEL_NUM_WARP, 10), Lennard-Jones plus a shifted Coulomb in float with a cutoff test, atomicAdd of the i and j forces, and warp-reduced energies added into doubles. A setup kernel builds the tile list and the exclusion words first.
// @let NT = 8192
// @let NA = NT * 32
// @let NP = NT * 4
// @buf rnd f32[NA * 4] uniform(0, 1)
// @buf xyzq f32[NA * 4] zero
// @buf tileI i32[NP] zero
// @buf tileJ i32[NP] zero
// @buf excl u32[NP * 32] zero
// @buf force f32[NA * 4] zero
// @buf energy f64[2] zero
// @buf force2 f32[NA * 4] zero
// @buf energy2 f64[2] zero
// @launch build_tiles grid(NT / 8) block(256) args(rnd, xyzq, tileI, tileJ, excl, i32(NT))
// @launch nonbondedForceKernel<true, false> grid(NP / 4) block(128) args(i32(NP), tileI, tileJ, excl, xyzq, force, energy, f32(9.0), f32(0.25))
// @launch nonbondedForceKernel<false, false> grid(NP / 4) block(128) args(i32(NP), tileI, tileJ, excl, xyzq, force2, energy2, f32(9.0), f32(0.25))
// @check xyzq exact
// @check excl exact
// @check force abs=1e-3 rel=1e-4
// @check force2 abs=1e-3 rel=1e-4
// @check energy abs=1e-3 rel=1e-5
#define WARPSIZE 32
#define WARP_FULL_MASK 0xffffffff
#define WARP_SHUFFLE(MASK, VAR, LANE, SIZE) __shfl_sync(MASK, VAR, LANE, SIZE)
#define WARP_SYNC(MASK) __syncwarp(MASK)
#define NONBONDKERNEL_NUM_WARP 4

__device__ __forceinline__ unsigned int mix32(unsigned int v) {
  v ^= v >> 16; v *= 0x85ebca6bu; v ^= v >> 13; v *= 0xc2b2ae35u; return v ^ (v >> 16);
}

// Tile t holds atoms near a 4 x 4 x 2 block of a chain of boxes; its list pairs it with tiles t..t+3.
__global__ void build_tiles(const float4 *rnd, float4 *xyzq, int *tileListI, int *tileListJ, unsigned int *exclusions, int numTiles) {
  const int atom = blockIdx.x * blockDim.x + threadIdx.x;
  const int tile = atom / WARPSIZE, lane = atom % WARPSIZE;
  float4 r = rnd[atom];
  float bx = (float)(tile % 64) * 3.2f, by = (float)((tile / 64) % 64) * 3.2f, bz = (float)(tile / 4096) * 3.2f;
  xyzq[atom] = make_float4(bx + (lane & 3) * 0.8f + 0.3f * r.x, by + ((lane >> 2) & 3) * 0.8f + 0.3f * r.y, bz + (lane >> 4) * 1.6f + 0.3f * r.z, r.w - 0.5f);
  for (int k = 0; k < 4; ++k) {
    const int p = tile * 4 + k;
    const int jtile = (tile + k) % numTiles;
    if (lane == 0) { tileListI[p] = tile; tileListJ[p] = jtile; }
    unsigned int word;
    if (k == 0) {
      // self tile: keep each pair once (lane < partner), never an atom with itself
      word = 0;
      for (int t = 1; t < WARPSIZE; ++t) if (lane < ((lane + t) & 31)) word |= 1u << t;
    } else {
      word = mix32(p * 32 + lane) | mix32(p * 77 + lane * 3); // a few bonded exclusions
    }
    exclusions[p * WARPSIZE + lane] = word;
  }
}

template <bool doEnergy, bool doVirial>
__global__ void __launch_bounds__(WARPSIZE * NONBONDKERNEL_NUM_WARP, 10)
nonbondedForceKernel(const int numTileLists, const int *__restrict__ tileListI, const int *__restrict__ tileListJ, const unsigned int *__restrict__ exclusions, const float4 *__restrict__ xyzq,
                     float4 *__restrict__ force, double *__restrict__ energies, const float cutoff2, const float ljScale) {
  const int itileList = (threadIdx.x + blockDim.x * blockIdx.x) / WARPSIZE;
  const int wid = threadIdx.x % WARPSIZE;
  if (itileList >= numTileLists) return;
  const int itile = tileListI[itileList];
  const int jtile = tileListJ[itileList];
  const float4 xyzq_i = xyzq[itile * WARPSIZE + wid];
  float4 xyzq_j = xyzq[jtile * WARPSIZE + wid];
  unsigned int excl = exclusions[itileList * WARPSIZE + wid];
  float3 fi = make_float3(0.0f, 0.0f, 0.0f);
  float3 fj = make_float3(0.0f, 0.0f, 0.0f);
  float energyVdw = 0.0f, energyElec = 0.0f;
  const float inv_cutoff2 = 1.0f / cutoff2;

#pragma unroll 4
  for (int t = 0; t < WARPSIZE; t++) {
    if (excl & 1) {
      const float dx = xyzq_j.x - xyzq_i.x;
      const float dy = xyzq_j.y - xyzq_i.y;
      const float dz = xyzq_j.z - xyzq_i.z;
      const float r2 = dx * dx + dy * dy + dz * dz;
      if (r2 < cutoff2) {
        const float rinv2 = 1.0f / r2;
        const float rinv = sqrtf(rinv2);
        const float r6 = rinv2 * rinv2 * rinv2;
        const float qq = xyzq_i.w * xyzq_j.w;
        const float fvdw = ljScale * r6 * (12.0f * r6 - 6.0f) * rinv2;
        const float felec = qq * (rinv2 - inv_cutoff2) * rinv; // shifted-force Coulomb, over r
        if (doEnergy) {
          energyVdw += ljScale * r6 * (r6 - 1.0f);
          energyElec += qq * (rinv - 2.0f * sqrtf(inv_cutoff2) + r2 * rinv * inv_cutoff2);
        }
        const float fij = fvdw + felec;
        const float fx = dx * fij, fy = dy * fij, fz = dz * fij;
        fi.x -= fx; fi.y -= fy; fi.z -= fz;
        fj.x += fx; fj.y += fy; fj.z += fz;
      }
    }
    excl >>= 1;
    // rotate the j atom and its force one lane down
    const int src = (wid + 1) & (WARPSIZE - 1);
    xyzq_j.x = WARP_SHUFFLE(WARP_FULL_MASK, xyzq_j.x, src, WARPSIZE);
    xyzq_j.y = WARP_SHUFFLE(WARP_FULL_MASK, xyzq_j.y, src, WARPSIZE);
    xyzq_j.z = WARP_SHUFFLE(WARP_FULL_MASK, xyzq_j.z, src, WARPSIZE);
    xyzq_j.w = WARP_SHUFFLE(WARP_FULL_MASK, xyzq_j.w, src, WARPSIZE);
    fj.x = WARP_SHUFFLE(WARP_FULL_MASK, fj.x, src, WARPSIZE);
    fj.y = WARP_SHUFFLE(WARP_FULL_MASK, fj.y, src, WARPSIZE);
    fj.z = WARP_SHUFFLE(WARP_FULL_MASK, fj.z, src, WARPSIZE);
  }
  WARP_SYNC(WARP_FULL_MASK);
  // after 32 rotations lane wid holds j atom wid again
  atomicAdd(&force[itile * WARPSIZE + wid].x, fi.x);
  atomicAdd(&force[itile * WARPSIZE + wid].y, fi.y);
  atomicAdd(&force[itile * WARPSIZE + wid].z, fi.z);
  atomicAdd(&force[jtile * WARPSIZE + wid].x, fj.x);
  atomicAdd(&force[jtile * WARPSIZE + wid].y, fj.y);
  atomicAdd(&force[jtile * WARPSIZE + wid].z, fj.z);
  if (doEnergy) {
#pragma unroll
    for (int i = 16; i >= 1; i /= 2) {
      energyVdw += __shfl_xor_sync(WARP_FULL_MASK, energyVdw, i, 32);
      energyElec += __shfl_xor_sync(WARP_FULL_MASK, energyElec, i, 32);
    }
    if (wid == 0) {
      atomicAdd(&energies[0], (double)energyVdw);
      atomicAdd(&energies[1], (double)energyElec);
    }
  }
  (void)doVirial;
}

template __global__ void nonbondedForceKernel<true, false>(const int, const int *__restrict__, const int *__restrict__, const unsigned int *__restrict__, const float4 *__restrict__, float4 *__restrict__, double *__restrict__, const float, const float);
template __global__ void nonbondedForceKernel<false, false>(const int, const int *__restrict__, const int *__restrict__, const unsigned int *__restrict__, const float4 *__restrict__, float4 *__restrict__, double *__restrict__, const float, const float);
