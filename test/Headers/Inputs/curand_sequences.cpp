// Integer streams of cuRAND's XORWOW and Philox4_32_10 generators for a grid of
// (seed, subsequence, offset), with skipahead / skipahead_sequence mid-stream.
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
}
