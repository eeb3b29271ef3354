// @realcode Bitonic sort of 64-bit (score, index) records per 1024-element tile in shared memory: each record is a union of a packed unsigned long long key and its two 32-bit halves (score bits on top, original index below), so the compare-exchange is one 64-bit comparison and the payload is read back from the halves afterwards. Scores are floats mapped to order-preserving unsigned bits.
// @let N = 1 << 22
// @buf scores f32[N] uniform(-1000, 1000)
// @buf sorted_keys u64[N] zero
// @buf order u32[N] zero
// @launch bitonic_tiles grid(N / 1024) block(512) args(scores, sorted_keys, order)
// @check sorted_keys exact
// @check order exact
union Record {
  unsigned long long key;
  struct {
    unsigned lo;  // original index
    unsigned hi;  // order-preserving score bits
  } half;
};

__device__ __forceinline__ unsigned orderable(float f) {
  unsigned u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

__global__ void bitonic_tiles(const float *scores, unsigned long long *sorted_keys, unsigned *order) {
  __shared__ unsigned long long tile[1024];
  const unsigned base = blockIdx.x * 1024;
  for (unsigned i = threadIdx.x; i < 1024; i += blockDim.x) {
    Record r;
    r.half.hi = orderable(scores[base + i]);
    r.half.lo = base + i;
    tile[i] = r.key;
  }
  __syncthreads();
  for (unsigned size = 2; size <= 1024; size <<= 1) {
    for (unsigned stride = size >> 1; stride > 0; stride >>= 1) {
      unsigned t = threadIdx.x;
      unsigned i = 2 * t - (t & (stride - 1));
      unsigned j = i + stride;
      bool ascending = (i & size) == 0;
      unsigned long long a = tile[i], b = tile[j];
      if ((a > b) == ascending) {
        tile[i] = b;
        tile[j] = a;
      }
      __syncthreads();
    }
  }
  for (unsigned i = threadIdx.x; i < 1024; i += blockDim.x) {
    Record r;
    r.key = tile[i];
    sorted_keys[base + i] = r.key;
    order[base + i] = r.half.lo;
  }
}
