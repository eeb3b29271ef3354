// @realcode Monte Carlo neutral-particle transport through a one-dimensional layered slab with Woodcock (delta) tracking, as reactor-physics and radiotherapy GPU codes avoid surface crossings: materials as a struct-of-arrays in __constant__ memory (total and scattering cross sections per layer, layer boundaries), a majorant cross section, flight distances from -log(u)/sigma_maj, virtual collisions rejected with probability 1 - sigma_t(x)/sigma_maj, real collisions scattering isotropically (a new direction cosine) or absorbing, a per-thread xorshift64* generator, and leakage, absorption and collision-density tallies accumulated per block in shared memory with atomicAdd on integers (so the tallies are exact) and flushed with one global atomic per bin.
// @let NPART = 1 << 20
// @let NBINS = 64
// @let NLAYER = 4
// @const c_sigt f32[4] set(0, 0.5) set(1, 2.0) set(2, 0.1) set(3, 1.2)
// @const c_sigs f32[4] set(0, 0.45) set(1, 1.2) set(2, 0.09) set(3, 1.0)
// @const c_zhi f32[4] set(0, 2.0) set(1, 3.0) set(2, 7.0) set(3, 10.0)
// @buf seeds u64[NPART] uniform(1, 4294967295)
// @buf tally u32[NBINS + 3] zero
// @launch woodcock_transport grid(NPART / 256) block(256) args(seeds, tally, f32(2.0), f32(10.0), i32(NBINS), i32(NPART))
// @check tally exact
#include <cstdint>

#define NUM_LAYERS 4
#define MAX_BINS 64
#define MAX_COLLISIONS 1000

__constant__ float c_sigt[NUM_LAYERS];
__constant__ float c_sigs[NUM_LAYERS];
__constant__ float c_zhi[NUM_LAYERS];

struct XorShift64Star {
  uint64_t s;
  __device__ uint64_t next() {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 0x2545F4914F6CDD1Dull;
  }
  // Uniform in (0, 1]: never zero, so the logarithm is finite.
  __device__ float uniform() { return ((next() >> 40) + 1) * (1.0f / 16777216.0f); }
};

__device__ __forceinline__ int layer_of(float z) {
  int l = 0;
  while (l < NUM_LAYERS - 1 && z >= c_zhi[l]) ++l;
  return l;
}

// tally[0..nbins): real collisions per depth bin; [nbins] leaked left, [nbins+1] leaked right, [nbins+2] absorbed
__global__ void woodcock_transport(const uint64_t *__restrict__ seeds, unsigned *tally, float sig_maj, float width, int nbins,
                                   int npart) {
  __shared__ unsigned s_tally[MAX_BINS + 3];
  for (int i = threadIdx.x; i < nbins + 3; i += blockDim.x) s_tally[i] = 0;
  __syncthreads();
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < npart) {
    XorShift64Star rng{seeds[p] * 0x9E3779B97F4A7C15ull + 1};
    float z = 0.f, mu = 1.f;  // a normally incident beam on the left face
    for (int k = 0; k < MAX_COLLISIONS; ++k) {
      z += mu * (-logf(rng.uniform()) / sig_maj);
      if (z < 0.f) {
        atomicAdd(&s_tally[nbins], 1u);
        break;
      }
      if (z >= width) {
        atomicAdd(&s_tally[nbins + 1], 1u);
        break;
      }
      const int l = layer_of(z);
      if (rng.uniform() * sig_maj >= c_sigt[l]) continue;  // virtual collision
      const int bin = min(nbins - 1, (int)(z / width * nbins));
      atomicAdd(&s_tally[bin], 1u);
      if (rng.uniform() * c_sigt[l] >= c_sigs[l]) {
        atomicAdd(&s_tally[nbins + 2], 1u);
        break;
      }
      mu = 2.f * rng.uniform() - 1.f;
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < nbins + 3; i += blockDim.x)
    if (s_tally[i]) atomicAdd(&tally[i], s_tally[i]);
}
