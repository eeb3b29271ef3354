// @realcode Debug printing as kernels carry it in real code bases: a DEBUG_PRINT macro around printf with __FILE__/__LINE__/__func__, and one dump from thread 0 that passes every argument kind device printf promotes or takes as is (char, signed/unsigned char, short, unsigned short, int, unsigned, long, long long, unsigned long long, size_t with %zu, ptrdiff_t with %td, bool, float promoted to double, double, a __half through __half2float, pointers with %p, a string from a __constant__ table and a string literal, %c, %x/%X/%o/%#x, %e/%g/%a, widths, precisions, flags, %*d and %.*f with int widths, %%), while the kernel's real work (a clamped checksum per block) is what the harness compares.
// @let N = 1 << 20
// @buf data i32[N] uniform(-100000, 100000)
// @buf sums i64[N / 256] zero
// @launch checksum_with_debug_dump grid(N / 256) block(256) args(data, sums, i32(N), i32(7))
// @check sums exact
#include <cstdio>
#include <cstddef>
#include <cuda_fp16.h>

#define DEBUG_PRINT(fmt, ...) printf("[%s:%d %s] " fmt "\n", __FILE__, __LINE__, __func__, ##__VA_ARGS__)

__constant__ char c_stage_names[3][8] = {"load", "reduce", "store"};

__device__ void dump_everything(const int *base, const long long *sums, int n, int tag) {
  char c = 'K';
  signed char sc = -5;
  unsigned char uc = 250;
  short s = -1234;
  unsigned short us = 60000;
  long l = -123456789L;
  long long ll = -(1LL << 40);
  unsigned long long ull = 0xFEDCBA9876543210ull;
  size_t bytes = (size_t)n * sizeof(int);
  ptrdiff_t span = sums - (const long long *)nullptr;
  bool flag = n > 1000;
  float f = 3.25f;
  double d = 1.0 / 3.0;
  __half h = __float2half(0.333f);
  DEBUG_PRINT("chars %c %hhd %hhu shorts %hd %hu", c, sc, uc, s, us);
  DEBUG_PRINT("ints %d %u %ld %lld %llu %llx", tag, 4000000000u, l, ll, ull, ull);
  DEBUG_PRINT("sizes %zu %td bool %d", bytes, span, flag);
  DEBUG_PRINT("floats %f %e %g %a %.3f half %f", f, d, d, d, (double)f, __half2float(h));
  DEBUG_PRINT("hex %x %X %o %#x %08x", 255, 255, 8, 255, 0xbeef);
  DEBUG_PRINT("flags [%-8d] [%+d] [% d] [%5.2f] [%*d] [%.*f] 100%%", 42, 42, 42, 2.71828, 6, 7, 3, 3.14159);
  DEBUG_PRINT("pointers %p %p strings %s %s", (const void *)base, (const void *)sums, c_stage_names[tag % 3], "done");
}

__global__ void checksum_with_debug_dump(const int *__restrict__ data, long long *__restrict__ sums, int n, int tag) {
  __shared__ long long warp_sums[8];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  long long v = i < n ? (long long)max(-50000, min(50000, data[i])) * (i % 13 + 1) : 0;
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  if (threadIdx.x % 32 == 0) warp_sums[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    long long total = 0;
    for (int w = 0; w < 8; w++) total += warp_sums[w];
    sums[blockIdx.x] = total;
    if (blockIdx.x == 0) dump_everything(data, sums, n, tag);
    if (total > (1LL << 40)) printf("block %u: suspicious total %lld\n", blockIdx.x, total);
  }
}
