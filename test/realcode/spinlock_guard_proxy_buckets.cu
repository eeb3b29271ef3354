// @realcode Per-bucket statistics behind spinlocks taken by RAII guards, in the style of a device hash map's "locked accessor": `bucket(k).lock()->add(v)` returns a proxy temporary whose destructor releases the lock at the end of the full-expression (Stroustrup's wrapper idiom), a named `lock_guard`-like guard for a multi-step update, and a lock-free fast path that never constructs a guard. One lane per warp takes the lock for the warp's aggregated values (warp-aggregated, so lanes never spin against each other).
// @let N = 1 << 22
// @let NB = 2048
// @buf keys u32[N] uniform(0, 1000000000)
// @buf values i32[N] uniform(-1000, 1000)
// @buf locks i32[NB] zero
// @buf count u32[NB] zero
// @buf total i64[NB] zero
// @buf vmax i32[NB] fill(-2147483648)
// @buf guards u32[1] zero
// @launch locked_bucket_stats grid(N / 256) block(256) args(keys, values, locks, count, total, vmax, guards, i32(N), u32(NB - 1))
// @check count exact
// @check total exact
// @check vmax exact
// @check guards exact

struct SpinLock {
  int *word;
  __device__ void lock() const {
    while (atomicCAS(word, 0, 1) != 0) {
    }
    __threadfence();
  }
  __device__ void unlock() const {
    __threadfence();
    atomicExch(word, 0);
  }
};

// The bucket's record: several fields no single atomic updates together.
struct Bucket {
  unsigned *count;
  long long *total;
  int *vmax;
  __device__ void add(int v, unsigned n) {
    volatile unsigned *c = count;
    volatile long long *t = total;
    volatile int *m = vmax;
    *c = *c + n;
    *t = *t + v;
    if (v > *m) *m = v;
  }
};

// Holds the lock while it lives: the accessor `operator->` hands out.
class Locked {
 public:
  __device__ Locked(SpinLock l, Bucket b, unsigned *guards) : lock_(l), b_(b), guards_(guards) {
    lock_.lock();
  }
  __device__ ~Locked() {
    atomicAdd(guards_, 1u);  // counts the releases: one per construction
    lock_.unlock();
  }
  __device__ Bucket *operator->() { return &b_; }

 private:
  SpinLock lock_;
  Bucket b_;
  unsigned *guards_;
};

struct BucketRef {
  SpinLock lock_word;
  Bucket b;
  unsigned *guards;
  __device__ Locked lock() const { return Locked(lock_word, b, guards); }
};

template <class Mutex>
class lock_guard {
 public:
  __device__ explicit lock_guard(const Mutex &m) : m_(m) { m_.lock(); }
  __device__ ~lock_guard() { m_.unlock(); }

 private:
  const Mutex &m_;
};

__device__ __forceinline__ unsigned mix(unsigned k) {
  k ^= k >> 16;
  k *= 0x7feb352du;
  k ^= k >> 15;
  k *= 0x846ca68bu;
  return k ^ (k >> 16);
}

__global__ void locked_bucket_stats(const unsigned *keys, const int *values, int *locks, unsigned *count,
                                    long long *total, int *vmax, unsigned *guards, int n, unsigned mask) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned active = __ballot_sync(0xffffffffu, i < n);
  if (i >= n) return;
  unsigned b = mix(keys[i]) & mask;
  // Bucket 0 of every 64 takes the named guard's multi-step path; negative values the accessor;
  // the rest of the lanes only count (lock-free, no guard made).
  unsigned peers = __match_any_sync(active, b);
  int leader = __ffs(peers) - 1;
  int lane = threadIdx.x & 31;
  int v = values[i];
  int sum = v;
  int vm = v;
  for (int off = 1; off < 32; ++off) {
    int src = (lane + off) & 31;
    int other = __shfl_sync(active, v, src);
    if ((peers >> src) & 1u) {
      sum += other;
      vm = max(vm, other);
    }
  }
  if (lane != leader) return;
  unsigned k = __popc(peers);
  BucketRef ref{SpinLock{locks + b}, Bucket{count + b, total + b, vmax + b}, guards};
  if ((b & 63u) == 0u) {
    lock_guard<SpinLock> g(ref.lock_word);
    atomicAdd(guards, 1u);
    volatile unsigned *c = count + b;
    *c = *c + k;
    volatile long long *t = total + b;
    *t = *t + sum;
    volatile int *m = vmax + b;
    if (vm > *m) *m = vm;
  } else {
    ref.lock()->add(sum, k);
    // vm is folded in through a second, short critical section.
    if (vm > sum) ref.lock()->add(0, 0), atomicMax(vmax + b, vm);
  }
}
