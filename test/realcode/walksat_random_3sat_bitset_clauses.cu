// @realcode WalkSAT local search on a batch of random 3-SAT instances, one thread per instance as GPU SAT-portfolio and satisfiability-sampling codes run many independent restarts: each instance's clauses are three signed literals packed in an int3 (nvcc has no __ldg for int3: plain loads through a const __restrict__ pointer), the assignment lives in a 64-bit bitset (up to 64 variables), unsatisfied clauses are found by a rotating scan, the flip is chosen with WalkSAT's noise rule (random literal with probability p, else the literal with the smallest break count computed by re-evaluating the clauses that contain it), a per-thread xorshift32 generator drives the choices, and the thread stops at a satisfying assignment or after a flip budget; the final assignments, the flip counts and the number of unsatisfied clauses are written out.
// @let NINST = 1 << 14
// @let NVAR = 48
// @let NCL = 200
// @buf lits i32[NINST * NCL * 3] uniform(0, 96)
// @buf seeds u32[NINST] uniform(1, 4294967295)
// @buf assign u64[NINST] zero
// @buf flips i32[NINST] zero
// @buf unsat i32[NINST] zero
// @launch walksat grid(NINST / 64) block(64) args(lits, seeds, assign, flips, unsat, i32(NVAR), i32(NCL), i32(2000), u32(0x4ccccccd), i32(NINST))
// @check assign exact
// @check flips exact
// @check unsat exact
#include <cstdint>

// Literal encoding: 2 * var + negated (the random buffer's values 0..2*NVAR-1).
__device__ __forceinline__ bool literal_true(int lit, uint64_t a) { return (((a >> (lit >> 1)) & 1ull) ^ (lit & 1)) != 0; }

__device__ __forceinline__ bool clause_sat(int3 c, uint64_t a) {
  return literal_true(c.x, a) || literal_true(c.y, a) || literal_true(c.z, a);
}

struct XorShift32 {
  uint32_t s;
  __device__ uint32_t next() {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  }
};

// Clauses made unsatisfied by flipping var (those it alone satisfies now).
__device__ int break_count(const int3 *__restrict__ cl, int ncl, uint64_t a, int var) {
  const uint64_t flipped = a ^ (1ull << var);
  int breaks = 0;
  for (int c = 0; c < ncl; ++c) {
    const int3 k = cl[c];
    if ((k.x >> 1) != var && (k.y >> 1) != var && (k.z >> 1) != var) continue;
    breaks += clause_sat(k, a) && !clause_sat(k, flipped);
  }
  return breaks;
}

__global__ void walksat(const int *__restrict__ lits, const uint32_t *__restrict__ seeds, uint64_t *assign_out, int *flips_out,
                        int *unsat_out, int nvar, int ncl, int max_flips, uint32_t noise, int ninst) {
  const int inst = blockIdx.x * blockDim.x + threadIdx.x;
  if (inst >= ninst) return;
  const int3 *cl = reinterpret_cast<const int3 *>(lits) + (size_t)inst * ncl;
  XorShift32 rng{seeds[inst]};
  const uint64_t mask = nvar == 64 ? ~0ull : (1ull << nvar) - 1;
  uint64_t a = (((uint64_t)rng.next() << 32) | rng.next()) & mask;
  int flip = 0, start = 0, unsat_clause = -1;
  for (; flip < max_flips; ++flip) {
    unsat_clause = -1;
    for (int k = 0; k < ncl; ++k) {
      const int c = (start + k) % ncl;
      if (!clause_sat(cl[c], a)) {
        unsat_clause = c;
        break;
      }
    }
    if (unsat_clause < 0) break;
    start = unsat_clause + 1;
    const int3 k = cl[unsat_clause];
    const int vars[3] = {k.x >> 1, k.y >> 1, k.z >> 1};
    int pick;
    if (rng.next() < noise) {
      pick = vars[rng.next() % 3];
    } else {
      int best = 1 << 30;
      pick = vars[0];
      for (int j = 0; j < 3; ++j) {
        const int b = break_count(cl, ncl, a, vars[j]);
        if (b < best) {
          best = b;
          pick = vars[j];
        }
      }
    }
    a ^= 1ull << pick;
  }
  int remaining = 0;
  for (int c = 0; c < ncl; ++c) remaining += !clause_sat(cl[c], a);
  assign_out[inst] = a;
  flips_out[inst] = flip;
  unsat_out[inst] = remaining;
}
