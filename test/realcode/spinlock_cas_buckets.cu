// @realcode Per-bucket spinlocks built from atomicCAS and atomicExch with __threadfence (the classic pre-libcu++ mutex): each thread locks the bucket its key hashes to, updates a multi-field record (count, 64-bit sum, min, max, xor checksum) that no single atomic could update, fences, and unlocks. The lock is taken in the loop body (not spun on around it) so that warps whose lanes want the same lock make progress.
// @let N = 1 << 22
// @let NB = 4096
// @buf keys u32[N] uniform(0, 1000000000)
// @buf values i32[N] uniform(-100000, 100000)
// @buf locks i32[NB] zero
// @buf count u32[NB] zero
// @buf sum i64[NB] zero
// @buf vmin i32[NB] fill(2147483647)
// @buf vmax i32[NB] fill(-2147483648)
// @buf checksum u32[NB] zero
// @launch bucket_update grid(N / 256) block(256) args(keys, values, locks, count, sum, vmin, vmax, checksum, i32(N), u32(NB - 1))
// @check count exact
// @check sum exact
// @check vmin exact
// @check vmax exact
// @check checksum exact
__device__ __forceinline__ unsigned mix(unsigned k) {
  k ^= k >> 15;
  k *= 0x2c1b3c6du;
  k ^= k >> 12;
  k *= 0x297a2d39u;
  return k ^ (k >> 15);
}

__global__ void bucket_update(const unsigned *keys, const int *values, int *locks, unsigned *count,
                              long long *sum, int *vmin, int *vmax, unsigned *checksum, int n,
                              unsigned mask) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned b = mix(keys[i]) & mask;
  int v = values[i];
  bool done = false;
  while (!done) {
    if (atomicCAS(&locks[b], 0, 1) == 0) {
      // Inside the lock: plain reads and writes, made visible before release.
      volatile unsigned *c = count;
      volatile long long *s = sum;
      volatile int *lo = vmin, *hi = vmax;
      volatile unsigned *x = checksum;
      c[b] = c[b] + 1;
      s[b] = s[b] + v;
      if (v < lo[b]) lo[b] = v;
      if (v > hi[b]) hi[b] = v;
      x[b] = x[b] ^ mix(keys[i] + (unsigned)v);
      __threadfence();
      atomicExch(&locks[b], 0);
      done = true;
    }
  }
}
