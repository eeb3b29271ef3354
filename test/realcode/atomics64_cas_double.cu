// @realcode 64-bit atomics as scientific codes use them: atomicAdd on double into a few bins, a double atomicMax/atomicMin built from atomicCAS on unsigned long long with __double_as_longlong, atomicMin/atomicMax/atomicOr on unsigned long long keys, and a __threadfence()-ordered last-block finalisation with a 64-bit counter.
// @let N = 1 << 22
// @let BINS = 16
// @let BLOCKS = N / 256
// @buf x f64[N] uniform(-100, 100)
// @buf keys u64[N] uniform(0, 1000000000)
// @buf sums f64[BINS] zero
// @buf ext f64[2] set(0, -1e300) set(1, 1e300)
// @buf kext u64[3] set(0, 4294967296000) set(1, 0) set(2, 0)
// @buf count u64[1] zero
// @buf final f64[1] zero
// @launch stats64 grid(BLOCKS) block(256) args(x, keys, sums, ext, kext, count, final, i32(N))
// @check sums abs=1e-6 rel=1e-9
// @check ext exact
// @check kext exact
// @check count exact
// @check final abs=1e-6 rel=1e-9
__device__ double atomic_max_double(double *addr, double v) {
  unsigned long long *p = reinterpret_cast<unsigned long long *>(addr);
  unsigned long long old = *p, assumed;
  do {
    assumed = old;
    if (__longlong_as_double(assumed) >= v) break;
    old = atomicCAS(p, assumed, (unsigned long long)__double_as_longlong(v));
  } while (assumed != old);
  return __longlong_as_double(old);
}

__device__ double atomic_min_double(double *addr, double v) {
  unsigned long long *p = reinterpret_cast<unsigned long long *>(addr);
  unsigned long long old = *p, assumed;
  do {
    assumed = old;
    if (__longlong_as_double(assumed) <= v) break;
    old = atomicCAS(p, assumed, (unsigned long long)__double_as_longlong(v));
  } while (assumed != old);
  return __longlong_as_double(old);
}

__global__ void stats64(const double *__restrict__ x, const unsigned long long *__restrict__ keys, double *sums, double *ext,
                        unsigned long long *kext, unsigned long long *count, double *final, int n) {
  __shared__ bool last;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double v = x[i];
    unsigned long long k = keys[i];
    atomicAdd(&sums[k % 16], v);
    atomic_max_double(&ext[0], v);
    atomic_min_double(&ext[1], v);
    atomicMin(&kext[0], k);
    atomicMax(&kext[1], k);
    atomicOr(&kext[2], 1ull << (k % 64));
  }
  __threadfence();
  if (threadIdx.x == 0) {
    unsigned long long ticket = atomicAdd(count, 1ull);
    last = ticket == gridDim.x - 1ull;
  }
  __syncthreads();
  if (last && threadIdx.x == 0) {
    volatile double *vs = sums;
    double t = 0.0;
    for (int b = 0; b < 16; ++b) t += vs[b];
    final[0] = t;
  }
}
