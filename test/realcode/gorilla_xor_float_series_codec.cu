// @realcode Gorilla XOR compression of float time series as GPU time-series stores batch it: one thread per 32-sample chunk, each value XORed with the previous one through a float/uint32 union, a zero XOR as one '0' bit, a window that fits the previous leading/trailing zeros as '10' + the meaningful bits, otherwise '11' + 5 bits of leading zeros (__clz) + 5 bits of length (__ffs for the trailing zeros) + the bits; a 64-bit accumulator bit writer flushing 32-bit words, then the decoder reading them back MSB first.
// @let NS = 1 << 18
// @let L = 32
// @let W = 48
// @buf series f32[NS * L] uniform(-100, 100)
// @buf words u32[NS * W] zero
// @buf nbits u32[NS] zero
// @buf decoded f32[NS * L] zero
// @launch gorilla_encode grid(NS / 128) block(128) args(series, words, nbits, i32(NS))
// @launch gorilla_decode grid(NS / 128) block(128) args(words, nbits, decoded, i32(NS))
// @check words exact
// @check nbits exact
// @check decoded exact
#include <cstdint>

#define CHUNK 32
#define WORDS_PER_CHUNK 48

union FloatBits {
  float f;
  uint32_t u;
};

__device__ __forceinline__ uint64_t low_mask(int n) { return (n >= 64) ? ~0ull : ((1ull << n) - 1); }

struct BitWriter {
  uint32_t *out;
  uint64_t acc = 0;
  int fill = 0;
  uint32_t written = 0; // bits

  __device__ explicit BitWriter(uint32_t *o) : out(o) {}
  __device__ void put(uint32_t v, int n) {
    acc = (acc << n) | (v & low_mask(n));
    fill += n;
    written += n;
    while (fill >= 32) {
      fill -= 32;
      *out++ = (uint32_t)(acc >> fill);
    }
  }
  __device__ void flush() {
    if (fill > 0)
      *out++ = (uint32_t)(acc << (32 - fill));
    fill = 0;
  }
};

struct BitReader {
  const uint32_t *__restrict__ in;
  uint64_t buf = 0;
  int avail = 0;
  __device__ explicit BitReader(const uint32_t *__restrict__ i) : in(i) {}
  __device__ uint32_t get(int n) {
    while (avail < n) {
      buf = (buf << 32) | __ldg(in++);
      avail += 32;
    }
    avail -= n;
    return (uint32_t)((buf >> avail) & low_mask(n));
  }
};

__global__ void __launch_bounds__(128) gorilla_encode(const float *__restrict__ series, uint32_t *__restrict__ words,
                                                      uint32_t *__restrict__ nbits, int ns) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= ns)
    return;
  const float *v = series + (size_t)s * CHUNK;
  BitWriter w(words + (size_t)s * WORDS_PER_CHUNK);
  FloatBits prev;
  prev.f = v[0];
  w.put(prev.u, 32);
  int prevLead = -1, prevTrail = 0;
  for (int i = 1; i < CHUNK; ++i) {
    FloatBits cur;
    cur.f = v[i];
    uint32_t x = cur.u ^ prev.u;
    if (x == 0) {
      w.put(0, 1);
    } else {
      int lead = __clz(x);
      int trail = __ffs(x) - 1;
      if (prevLead >= 0 && lead >= prevLead && trail >= prevTrail) {
        w.put(0x2, 2);
        w.put(x >> prevTrail, 32 - prevLead - prevTrail);
      } else {
        int sig = 32 - lead - trail;
        w.put(0x3, 2);
        w.put(lead, 5);
        w.put(sig - 1, 5);
        w.put(x >> trail, sig);
        prevLead = lead;
        prevTrail = trail;
      }
    }
    prev = cur;
  }
  nbits[s] = w.written;
  w.flush();
}

__global__ void __launch_bounds__(128) gorilla_decode(const uint32_t *__restrict__ words, const uint32_t *__restrict__ nbits,
                                                      float *__restrict__ out, int ns) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= ns || nbits[s] == 0)
    return;
  BitReader r(words + (size_t)s * WORDS_PER_CHUNK);
  float *o = out + (size_t)s * CHUNK;
  uint32_t prev = r.get(32);
  o[0] = __uint_as_float(prev);
  int lead = 0, sig = 32;
  for (int i = 1; i < CHUNK; ++i) {
    if (r.get(1)) {
      if (r.get(1)) {
        lead = r.get(5);
        sig = r.get(5) + 1;
      }
      uint32_t bits = r.get(sig);
      prev ^= bits << (32 - lead - sig);
    }
    o[i] = __uint_as_float(prev);
  }
}
