// @realcode A global spin lock with exponential __nanosleep backoff guarding a handful of shared accumulators (the lock-per-bucket pattern from hash-join and allocator code): one thread per warp takes the bucket lock with atomicCAS, reads and writes the bucket through volatile pointers, releases with __threadfence + atomicExch; clock64 bounds the backoff. The lanes whose key falls in another bucket add into separate spill counters with atomics: a locked read-modify-write only excludes other lock holders, so atomics on the locked words would race with it and lose updates.
// @let N = 1 << 20
// @let B = 64
// @buf keys u32[N] uniform(0, 1000000)
// @buf locks i32[B] zero
// @buf bucket_sum u64[B] zero
// @buf bucket_cnt u32[B] zero
// @buf spill_sum u64[B] zero
// @buf spill_cnt u32[B] zero
// @launch locked_bucket_add grid(cdiv(N, 256)) block(256) args(keys, locks, bucket_sum, bucket_cnt, spill_sum, spill_cnt, i32(N), i32(B))
// @check bucket_sum exact
// @check bucket_cnt exact
// @check spill_sum exact
// @check spill_cnt exact

__device__ __forceinline__ void backoff(unsigned &ns) {
  __nanosleep(ns);
  if (ns < 256) ns *= 2;
}

__device__ void lock(int *l) {
  unsigned ns = 8;
  long long start = clock64();
  while (atomicCAS(l, 0, 1) != 0) {
    backoff(ns);
    if (clock64() - start < 0) ns = 8;  // clock wrapped: start over
  }
  __threadfence();
}

__device__ void unlock(int *l) {
  __threadfence();
  atomicExch(l, 0);
}

__global__ void locked_bucket_add(const unsigned *__restrict__ keys, int *locks, unsigned long long *bucket_sum,
                                  unsigned *bucket_cnt, unsigned long long *spill_sum, unsigned *spill_cnt, int n,
                                  int nb) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  unsigned k = i < n ? keys[i] : 0u;
  // the warp sums its keys per bucket of its first lane under that bucket's lock, the others go
  // through atomics on the spill counters (never on the words the lock guards)
  int b0 = (int)(__shfl_sync(0xffffffffu, k, 0) % (unsigned)nb);
  unsigned long long mine = (i < n && (int)(k % (unsigned)nb) == b0) ? k : 0ull;
  unsigned cnt = __popc(__ballot_sync(0xffffffffu, i < n && (int)(k % (unsigned)nb) == b0));
  for (int off = 16; off > 0; off >>= 1) mine += __shfl_down_sync(0xffffffffu, mine, off);
  if (lane == 0 && cnt > 0) {
    lock(&locks[b0]);
    volatile unsigned long long *vs = bucket_sum;
    volatile unsigned *vc = bucket_cnt;
    vs[b0] = vs[b0] + mine;
    vc[b0] = vc[b0] + cnt;
    unlock(&locks[b0]);
  }
  if (i < n && (int)(k % (unsigned)nb) != b0) {
    int b = (int)(k % (unsigned)nb);
    atomicAdd(&spill_sum[b], (unsigned long long)k);
    atomicAdd(&spill_cnt[b], 1u);
  }
}
