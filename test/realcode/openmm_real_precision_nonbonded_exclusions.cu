// @realcode OpenMM-style nonbonded kernel source, the way its runtime-compiled CUDA is written: precision chosen by macros (`#ifdef USE_DOUBLE_PRECISION` with `typedef float real` / `real3` / `real4` and `make_real3`), `mixed` accumulation type, `RECIP(x)` / `RSQRT(x)` / `SQRT(x)` macros mapped to intrinsics, `real3` helper operators defined as `inline __device__` free functions, 32-atom tiles with positions exchanged by `__shfl_sync` component by component (x, y, z, charge), per-tile exclusion bitmasks tested with `excl >> j & 1` and rotated with `(excl >> 1) | (excl << 31)`, a reaction-field Coulomb plus Lennard-Jones energy with a switching function, and forces accumulated with `atomicAdd` into a fixed-point `unsigned long long` buffer (`(long long)(f * 0x100000000)`) as OpenMM does for determinism.
// @let NATOMS = 1 << 17
// @let NTILES = NATOMS / 32
// @buf posq f32[NATOMS * 4] uniform(0, 20)
// @buf sigeps f32[NATOMS * 2] uniform(0.1, 0.3)
// @buf excl u32[NATOMS] uniform(0, 4294967295)
// @buf force i64[NATOMS * 3] zero
// @buf energy f64[NTILES] zero
// @launch computeNonbonded grid(NTILES) block(32) args(posq, sigeps, excl, force, energy, i32(NTILES))
// @check force abs=4.3e6 rel=1e-5 frac=1e-4 (fixed point of float forces, read as signed: the products nvcc's NVVM fuses into fma differ from LLVM's in places (r2's dot3 fuses y*y under nvcc, x*x under kilnc, 2026-12-06 SASS), so pair forces differ by an ulp; abs is 1e-3 force units, rel 1e-5 of a sum of 32-64 pair forces; frac leaves room for sums that cancel to near zero)
// @check energy rel=1e-5 abs=1e-6
#include <cuda_runtime.h>

#ifdef USE_DOUBLE_PRECISION
typedef double real;
typedef double3 real3;
typedef double4 real4;
#define make_real3 make_double3
#define RSQRT(x) rsqrt(x)
#define RECIP(x) (1.0 / (x))
#else
typedef float real;
typedef float3 real3;
typedef float4 real4;
#define make_real3 make_float3
#define RSQRT(x) rsqrtf(x)
#define RECIP(x) __frcp_rn(x)
#endif
typedef double mixed;
#define SQRT(x) sqrt(x)
#define TILE_SIZE 32
#define CUTOFF_SQUARED ((real)36)
#define CUTOFF ((real)6)
#define SWITCH_CUTOFF ((real)5)
#define EPSILON_FACTOR ((real)138.935456)
#define REACTION_FIELD_K ((real)0.0023)
#define REACTION_FIELD_C ((real)0.2466)

inline __device__ real3 operator-(real3 a, real3 b) { return make_real3(a.x - b.x, a.y - b.y, a.z - b.z); }
inline __device__ real3 operator*(real3 a, real s) { return make_real3(a.x * s, a.y * s, a.z * s); }
inline __device__ void operator+=(real3 &a, real3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
inline __device__ void operator-=(real3 &a, real3 b) { a.x -= b.x; a.y -= b.y; a.z -= b.z; }
inline __device__ real dot3(real3 a, real3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __device__ real3 trim(real4 v) { return make_real3(v.x, v.y, v.z); }

inline __device__ long long realToFixedPoint(real x) { return (long long)(x * (real)0x100000000); }

__global__ void computeNonbonded(const real4 *__restrict__ posq, const float2 *__restrict__ sigmaEpsilon,
                                 const unsigned int *__restrict__ exclusions, unsigned long long *__restrict__ forceBuffers,
                                 mixed *__restrict__ energyBuffer, int numTiles) {
  const unsigned int tgx = threadIdx.x & (TILE_SIZE - 1);
  const int tile = blockIdx.x;
  if (tile >= numTiles)
    return;
  mixed energy = 0;
  // Tile (x, y): atoms of tile x against atoms of tile (x + 1) mod numTiles.
  const int x = tile, y = (tile + 1) % numTiles;
  const unsigned int atom1 = x * TILE_SIZE + tgx;
  real4 pos1 = posq[atom1];
  float2 params1 = sigmaEpsilon[atom1];
  real3 force1 = make_real3(0, 0, 0);
  const unsigned int j0 = y * TILE_SIZE + tgx;
  real4 shflPos = posq[j0];
  float2 shflParams = sigmaEpsilon[j0];
  real3 shflForce = make_real3(0, 0, 0);
  unsigned int excl = exclusions[atom1];
  unsigned int tj = tgx;
  for (unsigned int j = 0; j < TILE_SIZE; j++) {
    bool isExcluded = !(excl & 1);
    real3 delta = trim(shflPos) - trim(pos1);
    real r2 = dot3(delta, delta);
    if (!isExcluded && r2 < CUTOFF_SQUARED) {
      real invR = RSQRT(r2);
      real r = r2 * invR;
      real sig = (real)0.5 * (params1.x + shflParams.x);
      real eps = SQRT((real)(params1.y * shflParams.y));
      real sig2 = invR * sig;
      sig2 *= sig2;
      real sig6 = sig2 * sig2 * sig2;
      real epssig6 = eps * sig6;
      real dEdR = epssig6 * ((real)12 * sig6 - (real)6);
      real ljEnergy = epssig6 * (sig6 - (real)1);
      if (r > SWITCH_CUTOFF) {
        real t = (r - SWITCH_CUTOFF) * RECIP(CUTOFF - SWITCH_CUTOFF);
        real sw = (real)1 + t * t * t * ((real)-10 + t * ((real)15 - t * (real)6));
        real swDeriv = t * t * ((real)-30 + t * ((real)60 - t * (real)30)) * RECIP(CUTOFF - SWITCH_CUTOFF);
        dEdR = dEdR * sw - ljEnergy * swDeriv * r;
        ljEnergy *= sw;
      }
      real prefactor = EPSILON_FACTOR * pos1.w * shflPos.w;
      dEdR += prefactor * (invR - (real)2 * REACTION_FIELD_K * r2);
      real tempEnergy = ljEnergy + prefactor * (invR + REACTION_FIELD_K * r2 - REACTION_FIELD_C);
      energy += (mixed)tempEnergy;
      dEdR *= invR * invR;
      real3 f = delta * dEdR;
      force1 -= f;
      shflForce += f;
    }
    excl >>= 1;
    shflPos.x = __shfl_sync(0xffffffff, shflPos.x, tgx + 1);
    shflPos.y = __shfl_sync(0xffffffff, shflPos.y, tgx + 1);
    shflPos.z = __shfl_sync(0xffffffff, shflPos.z, tgx + 1);
    shflPos.w = __shfl_sync(0xffffffff, shflPos.w, tgx + 1);
    shflParams.x = __shfl_sync(0xffffffff, shflParams.x, tgx + 1);
    shflParams.y = __shfl_sync(0xffffffff, shflParams.y, tgx + 1);
    shflForce.x = __shfl_sync(0xffffffff, shflForce.x, tgx + 1);
    shflForce.y = __shfl_sync(0xffffffff, shflForce.y, tgx + 1);
    shflForce.z = __shfl_sync(0xffffffff, shflForce.z, tgx + 1);
    tj = (tj + 1) & (TILE_SIZE - 1);
  }
  atomicAdd(&forceBuffers[atom1], (unsigned long long)realToFixedPoint(force1.x));
  atomicAdd(&forceBuffers[atom1 + gridDim.x * TILE_SIZE], (unsigned long long)realToFixedPoint(force1.y));
  atomicAdd(&forceBuffers[atom1 + 2 * gridDim.x * TILE_SIZE], (unsigned long long)realToFixedPoint(force1.z));
  const unsigned int atom2 = y * TILE_SIZE + tj;
  atomicAdd(&forceBuffers[atom2], (unsigned long long)realToFixedPoint(shflForce.x));
  atomicAdd(&forceBuffers[atom2 + gridDim.x * TILE_SIZE], (unsigned long long)realToFixedPoint(shflForce.y));
  atomicAdd(&forceBuffers[atom2 + 2 * gridDim.x * TILE_SIZE], (unsigned long long)realToFixedPoint(shflForce.z));
  for (int o = 16; o > 0; o >>= 1)
    energy += __shfl_xor_sync(0xffffffff, energy, o);
  if (tgx == 0)
    energyBuffer[tile] = energy;
}
