// @realcode a columnar integer codec as Parquet/ORC/protobuf encoders write it, per 1024-value block: delta against the previous value, ZigZag to make small negatives small, LEB128 varint bytes (7 bits per byte, high bit = more), the per-value byte lengths turned into offsets by a block-wide exclusive scan (warp __shfl_up_sync scans plus a scan of the warp totals), the bytes written into the block's slot of the output with its length in a header array; the decoder gives each lane of one warp 32 values, finds where they start by counting terminator bytes, decodes them, and rebuilds the prefix sums with a 64-bit __shfl_up_sync scan of the lanes' delta totals.
// @let NBLK = 8192
// @let BS = 1024
// @buf vals i64[NBLK * BS] uniform(-100000, 100000)
// @buf bytes u8[NBLK * BS * 10] zero
// @buf blen i32[NBLK] zero
// @buf decoded i64[NBLK * BS] zero
// @launch random_walk grid(NBLK) block(1024) args(vals)
// @launch encode_block grid(NBLK) block(1024) args(vals, bytes, blen)
// @launch decode_block grid(NBLK) block(32) args(bytes, decoded)
// @check bytes exact
// @check blen exact
// @check decoded exact
#include <cstdint>

__device__ __forceinline__ uint64_t zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }
__device__ __forceinline__ int64_t unzigzag(uint64_t u) { return (int64_t)(u >> 1) ^ -(int64_t)(u & 1); }
__device__ __forceinline__ int varint_len(uint64_t u) { return u == 0 ? 1 : (64 - __clzll(u) + 6) / 7; }

// Turn the uniform noise into a smooth-ish series (what the delta coder is for).
__global__ void random_walk(int64_t *v) {
  __shared__ int64_t s[1024];
  int64_t *blk = v + (size_t)blockIdx.x * 1024;
  s[threadIdx.x] = blk[threadIdx.x] / 64;
  __syncthreads();
  for (int off = 1; off < 1024; off <<= 1) {
    int64_t add = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
    __syncthreads();
    s[threadIdx.x] += add;
    __syncthreads();
  }
  blk[threadIdx.x] = s[threadIdx.x] + ((int64_t)blockIdx.x << 20);
}

__global__ void __launch_bounds__(1024) encode_block(const int64_t *__restrict__ vals, uint8_t *__restrict__ out, int *__restrict__ blen) {
  __shared__ int warp_tot[32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  const int64_t *v = vals + (size_t)blockIdx.x * 1024;
  const int64_t prev = t == 0 ? 0 : v[t - 1];
  const uint64_t u = zigzag(v[t] - prev);
  const int len = varint_len(u);
  int incl = len;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    int y = __shfl_up_sync(0xffffffffu, incl, o);
    if (lane >= o) incl += y;
  }
  if (lane == 31) warp_tot[warp] = incl;
  __syncthreads();
  if (warp == 0) {
    int w = warp_tot[lane], wi = w;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
      int y = __shfl_up_sync(0xffffffffu, wi, o);
      if (lane >= o) wi += y;
    }
    warp_tot[lane] = wi - w; // exclusive
  }
  __syncthreads();
  const int off = warp_tot[warp] + incl - len;
  uint8_t *dst = out + (size_t)blockIdx.x * 1024 * 10 + off;
  uint64_t x = u;
  for (int i = 0; i < len; ++i, x >>= 7) dst[i] = (uint8_t)((x & 0x7f) | (i + 1 < len ? 0x80 : 0));
  if (t == 1023) blen[blockIdx.x] = off + len;
}

// One warp per block: lane l decodes values [32 l, 32 l + 32) after finding where they start.
__global__ void decode_block(const uint8_t *__restrict__ in, int64_t *__restrict__ out) {
  const int lane = threadIdx.x;
  const uint8_t *src = in + (size_t)blockIdx.x * 1024 * 10;
  // Every lane counts the terminator bytes serially until its start: a cheap pass for 1024 values.
  int pos = 0, seen = 0;
  while (seen < 32 * lane) {
    if (!(src[pos] & 0x80)) ++seen;
    ++pos;
  }
  // The lane's first value needs the previous value: an exclusive scan of the group deltas.
  int64_t local[32];
  int64_t sum = 0;
  for (int k = 0; k < 32; ++k) {
    uint64_t u = 0;
    int shift = 0;
    uint8_t b;
    do {
      b = src[pos++];
      u |= (uint64_t)(b & 0x7f) << shift;
      shift += 7;
    } while (b & 0x80);
    local[k] = unzigzag(u);
    sum += local[k];
  }
  int64_t excl = 0, incl = sum;
  for (int o = 1; o < 32; o <<= 1) {
    int64_t y = __shfl_up_sync(0xffffffffu, incl, o);
    if (lane >= o) incl += y;
  }
  excl = incl - sum;
  int64_t acc = excl;
  for (int k = 0; k < 32; ++k) {
    acc += local[k];
    out[(size_t)blockIdx.x * 1024 + lane * 32 + k] = acc;
  }
}
