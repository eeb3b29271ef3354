// @realcode Replica-exchange (parallel tempering) Monte Carlo of the 2-D Ising model as spin-glass GPU codes organise it: one thread block per replica lattice held in shared memory as signed chars, checkerboard Metropolis half-sweeps with a per-thread cuRAND Philox4_32_10 state (curand_init with the replica and thread as subsequence, curand4 giving four draws per call), acceptance by comparing a raw 32-bit draw against integer thresholds precomputed per temperature with double exp in a setup kernel (so the decisions are exact), block energy and magnetisation by warp shuffles and shared atomics, and a swap kernel that exchanges temperatures between neighbouring replicas with the Metropolis criterion on the energies; the sweep/swap pair runs in a launch loop.
// @let NREP = 64
// @let LS = 64
// @let SWEEPS = 40
// @buf beta f64[NREP] uniform(0.2, 0.6)
// @buf thresh u32[NREP * 2] zero
// @buf spins i8[NREP * LS * LS] uniform(0, 2)
// @buf temp_of u32[NREP] iota
// @buf energy i32[NREP] zero
// @buf mag i32[NREP] zero
// @buf swaps u32[NREP] zero
// @launch setup_thresholds grid(1) block(NREP) args(beta, thresh, spins, i32(NREP), i32(LS * LS))
// @loop s = 0; s < SWEEPS; s = s + 1
//   @launch metropolis_sweep grid(NREP) block(256) args(spins, thresh, temp_of, energy, mag, u64(0x1234abcd), i32(s))
//   @launch replica_swap grid(1) block(NREP / 2) args(beta, temp_of, energy, swaps, u64(0x77), i32(s), i32(NREP))
// @end
// @check spins exact
// @check temp_of exact
// @check energy exact
// @check mag exact
// @check swaps exact
#include <curand_kernel.h>
#include <cstdint>

#define L 64
#define NSITES (L * L)

// Acceptance thresholds for the two positive energy changes of a spin flip (dE = 4 and 8, J = 1):
// a flip is accepted when a uniform 32-bit draw is below 2^32 * exp(-beta * dE).
__global__ void setup_thresholds(const double *beta, uint32_t *thresh, int8_t *spins, int nrep, int nsites) {
  const int r = threadIdx.x;
  if (r >= nrep) return;
  for (int k = 0; k < 2; ++k) {
    const double p = exp(-beta[r] * 4.0 * (k + 1));
    thresh[2 * r + k] = (uint32_t)fmin(p * 4294967296.0, 4294967295.0);
  }
  // Spins arrive as 0/1 bytes: map them to -1/+1.
  for (int i = 0; i < nsites; ++i) spins[(size_t)r * nsites + i] = spins[(size_t)r * nsites + i] ? 1 : -1;
}

__global__ void __launch_bounds__(256) metropolis_sweep(int8_t *spins, const uint32_t *__restrict__ thresh,
                                                        const unsigned *__restrict__ temp_of, int *energy, int *mag,
                                                        unsigned long long seed, int sweep) {
  __shared__ int8_t lat[NSITES];
  __shared__ int e_acc, m_acc;
  int8_t *g = spins + (size_t)blockIdx.x * NSITES;
  for (int i = threadIdx.x; i < NSITES; i += blockDim.x) lat[i] = g[i];
  if (threadIdx.x == 0) e_acc = m_acc = 0;
  __syncthreads();
  curandStatePhilox4_32_10_t st;
  curand_init(seed, (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x, (unsigned long long)sweep * 8, &st);
  const unsigned t = temp_of[blockIdx.x];
  const uint32_t th4 = thresh[2 * t], th8 = thresh[2 * t + 1];
  for (int color = 0; color < 2; ++color) {
    // 2048 sites of one colour, 256 threads: eight sites each, drawn four at a time.
    for (int chunk = 0; chunk < 2; ++chunk) {
      const uint4 draws = curand4(&st);
      const uint32_t d[4] = {draws.x, draws.y, draws.z, draws.w};
#pragma unroll
      for (int k = 0; k < 4; ++k) {
        const int idx = (chunk * 4 + k) * blockDim.x + threadIdx.x;  // index among this colour's sites
        const int y = idx / (L / 2);
        const int x = 2 * (idx % (L / 2)) + ((y + color) & 1);
        const int s = lat[y * L + x];
        const int nb = lat[y * L + ((x + 1) & (L - 1))] + lat[y * L + ((x - 1) & (L - 1))] +
                       lat[((y + 1) & (L - 1)) * L + x] + lat[((y - 1) & (L - 1)) * L + x];
        const int dE = 2 * s * nb;
        const bool accept = dE <= 0 || (dE == 4 ? d[k] < th4 : d[k] < th8);
        if (accept) lat[y * L + x] = (int8_t)-s;
      }
    }
    __syncthreads();
  }
  int e = 0, m = 0;
  for (int i = threadIdx.x; i < NSITES; i += blockDim.x) {
    const int x = i % L, y = i / L;
    const int s = lat[i];
    e -= s * (lat[y * L + ((x + 1) & (L - 1))] + lat[((y + 1) & (L - 1)) * L + x]);
    m += s;
    g[i] = lat[i];
  }
  for (int off = 16; off; off >>= 1) {
    e += __shfl_xor_sync(0xffffffffu, e, off);
    m += __shfl_xor_sync(0xffffffffu, m, off);
  }
  if ((threadIdx.x & 31) == 0) {
    atomicAdd(&e_acc, e);
    atomicAdd(&m_acc, m);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    energy[blockIdx.x] = e_acc;
    mag[blockIdx.x] = m_acc;
  }
}

// Temperatures, not lattices, move: replicas r and r+1 (even pairs on even sweeps, odd pairs on odd
// ones) compare the temperatures they hold. beta is indexed by temperature slot.
__global__ void replica_swap(const double *__restrict__ beta, unsigned *temp_of, const int *__restrict__ energy, unsigned *swaps,
                             unsigned long long seed, int sweep, int nrep) {
  const int r = 2 * threadIdx.x + (sweep & 1);
  if (r + 1 >= nrep) return;
  curandStatePhilox4_32_10_t st;
  curand_init(seed, r, (unsigned long long)sweep, &st);
  const unsigned ti = temp_of[r], tj = temp_of[r + 1];
  const double delta = (beta[ti] - beta[tj]) * (double)(energy[r] - energy[r + 1]);
  const uint32_t u = curand(&st);
  const bool swap = delta >= 0.0 || (double)u < exp(delta) * 4294967296.0;
  if (swap) {
    temp_of[r] = tj;
    temp_of[r + 1] = ti;
    swaps[r] += 1;
  }
}
