// Integer streams of cuRAND's XORWOW, Philox4_32_10 and MRG32k3a generators for a
// grid of (seed, subsequence, offset), with skipahead / skipahead_sequence
// mid-stream (MRG32k3a: its states and curand_uniform_double, exact integers
// scaled by a power-of-two-free constant, hence printed with %a); and the four
// Sobol generators over made-up direction vectors, offsets and scramble constants.
// Built two ways: against Kiln's <curand_kernel.h> with Inputs/curand_host (host
// C++), and, where nvcc is installed, against the toolkit's cuRAND (REAL_CURAND,
// its functions made __host__ through its QUALIFIERS macro).
#ifdef REAL_CURAND
#define QUALIFIERS static inline __host__ __device__
#else
#include "host_shim.h"
#define QUALIFIERS static inline
#endif
#include <curand_kernel.h>
#include <cstdio>

int main() {
  unsigned long long seeds[] = {0, 1234, 0xDEADBEEFCAFEull};
  unsigned long long subsequences[] = {0, 1, 7, 4095, 1000003, 0xFFFFFFFFull, 0x123456789ABCDEFull};
  unsigned long long offsets[] = {0, 1, 5, 99, 1ull << 33, 0xFFFFFFFFFFFFFFFFull};
  for (unsigned long long seed : seeds)
    for (unsigned long long sub : subsequences)
      for (unsigned long long off : offsets) {
        curandState x;
        curand_init(seed, sub, off, &x);
        printf("X %llu %llu %llu:", seed, sub, off);
        for (int i = 0; i < 6; ++i)
          printf(" %u", curand(&x));
        skipahead(12345, &x);
        printf(" | %u", curand(&x));
        skipahead_sequence(3, &x);
        printf(" %u\n", curand(&x));
        curandStatePhilox4_32_10_t p;
        curand_init(seed, sub, off, &p);
        printf("P %llu %llu %llu:", seed, sub, off);
        for (int i = 0; i < 3; ++i)
          printf(" %u", curand(&p));
        uint4 q = curand4(&p);
        printf(" %u %u %u %u", q.x, q.y, q.z, q.w);
        skipahead(7, &p);
        printf(" | %u", curand(&p));
        skipahead_sequence(2, &p);
        q = curand4(&p);
        printf(" %u %u\n", q.x, q.w);
      }
  // MRG32k3a: subsequences below 2^56 (cuRAND's table has 56 entries; 51..55 are
  // zero matrices, so 2^52 gives the all-zero state cuRAND gives).
  unsigned long long mrg_subsequences[] = {0, 1, 7, 4095, 1000003, 0xFFFFFFFFull, 0x7FFFFFFFFFFFFull,
                                           1ull << 52};
  for (unsigned long long seed : seeds)
    for (unsigned long long sub : mrg_subsequences)
      for (unsigned long long off : offsets) {
        curandStateMRG32k3a_t m;
        curand_init(seed, sub, off, &m);
        printf("M %llu %llu %llu: %u %u %u %u %u %u:", seed, sub, off, m.s1[0], m.s1[1], m.s1[2], m.s2[0],
               m.s2[1], m.s2[2]);
        for (int i = 0; i < 4; ++i)
          printf(" %u", curand(&m));
        printf(" %a", curand_uniform_double(&m));
        skipahead(12345, &m);
        printf(" | %u", curand(&m));
        skipahead_sequence(3, &m);
        printf(" %u", curand(&m));
        skipahead_subsequence(5, &m);
        printf(" %u\n", curand(&m));
      }
  // Sobol: direction vectors as curandGetDirectionVectors32/64 would hand them
  // over (any values serve: the state is their Gray-code XORs).
  curandDirectionVectors32_t v32;
  curandDirectionVectors64_t v64;
  unsigned long long h = 0x9E3779B97F4A7C15ull;
  for (int k = 0; k < 64; ++k) {
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 32;
    if (k < 32)
      v32[k] = (unsigned)h | (1u << (31 - k));
    v64[k] = h | (1ull << (63 - k));
  }
  unsigned sobol_offsets[] = {0, 1, 2, 3, 100, 65535, 0x80000000u, 0xFFFFFFFEu};
  for (unsigned off : sobol_offsets) {
    curandStateSobol32_t a;
    curandStateScrambledSobol32_t b;
    curandStateSobol64_t c;
    curandStateScrambledSobol64_t d;
    curand_init(v32, off, &a);
    curand_init(v32, 0xA5A5A5A5u, off, &b);
    curand_init(v64, (unsigned long long)off * 3 + 7, &c);
    curand_init(v64, 0x0123456789ABCDEFull, (unsigned long long)off << 20, &d);
    printf("S %u:", off);
    for (int i = 0; i < 5; ++i)
      printf(" %u %u %llu %llu", curand(&a), curand(&b), curand(&c), curand(&d));
    skipahead(1000u, &a);
    skipahead(77u, &b);
    skipahead(1ull << 45, &c);
    skipahead(12345ull, &d);
    printf(" | %u %u %llu %llu\n", curand(&a), curand(&b), curand(&c), curand(&d));
  }
}
