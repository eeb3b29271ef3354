// @realcode nvJPEG/libjpeg-turbo-style Huffman decoding of independent restart segments, one thread per segment: a canonical AC table whose BITS/HUFFVAL spec is built by a constexpr function into a __constant__ struct, the derived tables (maxcode, valoffset and a 9-bit lookahead table) built per block in shared memory as jpeg_make_d_derived_tbl does, a 64-bit bit buffer refilled a byte at a time with 0xFF00 unstuffing and a marker stop, lookahead decoding with a slow path for long codes, run/size symbols with JPEG's EXTEND sign rule, and per-segment symbol counts, coefficient checksums and end bit positions.
// @let NSEG = 1 << 16
// @let SEGBYTES = 256
// @buf stream u8[NSEG * SEGBYTES] uniform(0, 256)
// @buf nsym i32[NSEG] zero
// @buf csum i32[NSEG] zero
// @buf endbit i32[NSEG] zero
// @launch decode_segments grid(NSEG / 128) block(128) args(stream, i32(SEGBYTES), nsym, csum, endbit, i32(NSEG))
// @check nsym exact
// @check csum exact
// @check endbit exact
#include <cstdint>

struct HuffSpec {
  uint8_t bits[17];    // bits[l]: number of codes of length l (1..16)
  uint8_t vals[256];   // symbols in code order
  int nvals;
};

// The AC table's code-length counts are JPEG Annex K's; the symbols are a fixed permutation of run/size bytes.
constexpr HuffSpec make_spec() {
  HuffSpec s{};
  const uint8_t counts[16] = {0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d};
  int n = 0;
  for (int l = 0; l < 16; ++l) {
    s.bits[l + 1] = counts[l];
    n += counts[l];
  }
  s.nvals = n;
  for (int i = 0; i < n; ++i) {
    int run = (i * 7) % 16, size = 1 + (i * 5) % 10;
    s.vals[i] = (uint8_t)((run << 4) | size);
  }
  s.vals[0] = 0x00;   // EOB
  s.vals[11] = 0xF0;  // ZRL
  return s;
}

__constant__ HuffSpec c_ac_spec = make_spec();

constexpr int LOOKAHEAD = 9;

struct DerivedTbl {
  int32_t maxcode[18];
  int32_t valoffset[18];
  int16_t lookup[1 << LOOKAHEAD];  // (length << 8) | symbol, 0 when the code is longer than LOOKAHEAD
  uint8_t huffval[256];
};

__device__ void make_derived_tbl(DerivedTbl& d, const HuffSpec& spec) {
  // Code sizes and codes in canonical order (one thread; the table is tiny).
  uint8_t huffsize[257];
  uint32_t huffcode[257];
  int p = 0;
  for (int l = 1; l <= 16; ++l)
    for (int i = 0; i < spec.bits[l]; ++i) huffsize[p++] = (uint8_t)l;
  huffsize[p] = 0;
  uint32_t code = 0;
  int si = huffsize[0];
  p = 0;
  while (huffsize[p]) {
    while ((int)huffsize[p] == si) huffcode[p++] = code++;
    code <<= 1;
    si++;
  }
  p = 0;
  for (int l = 1; l <= 16; ++l) {
    if (spec.bits[l]) {
      d.valoffset[l] = p - (int)huffcode[p];
      p += spec.bits[l];
      d.maxcode[l] = (int)huffcode[p - 1];
    } else {
      d.maxcode[l] = -1;
    }
  }
  d.valoffset[17] = 0;
  d.maxcode[17] = 0x7fffffff;
  for (int i = 0; i < (1 << LOOKAHEAD); ++i) d.lookup[i] = 0;
  p = 0;
  for (int l = 1; l <= LOOKAHEAD; ++l) {
    for (int i = 1; i <= spec.bits[l]; ++i, ++p) {
      int lookbits = (int)huffcode[p] << (LOOKAHEAD - l);
      for (int ctr = 1 << (LOOKAHEAD - l); ctr > 0; --ctr) d.lookup[lookbits++] = (int16_t)((l << 8) | spec.vals[p]);
    }
  }
  for (int i = 0; i < spec.nvals; ++i) d.huffval[i] = spec.vals[i];
}

class BitReader {
  const uint8_t* p_;
  const uint8_t* end_;
  uint64_t buf_ = 0;
  int bits_ = 0;
  int consumed_ = 0;
  bool marker_ = false;

 public:
  __device__ BitReader(const uint8_t* p, int n) : p_(p), end_(p + n) {}
  __device__ void fill() {
    while (bits_ <= 56) {
      uint32_t c = 0;
      if (!marker_ && p_ < end_) {
        c = *p_++;
        if (c == 0xFF) {
          uint32_t nxt = p_ < end_ ? *p_ : 0;
          if (nxt == 0) {
            ++p_;
          } else {
            marker_ = true;  // a marker ends the segment's entropy-coded data: feed zeros
            c = 0;
          }
        }
      }
      buf_ |= (uint64_t)c << (56 - bits_);
      bits_ += 8;
    }
  }
  __device__ uint32_t peek(int n) { return (uint32_t)(buf_ >> (64 - n)); }
  __device__ void skip(int n) {
    buf_ <<= n;
    bits_ -= n;
    consumed_ += n;
  }
  __device__ int get(int n) {
    if (n == 0) return 0;
    fill();
    int v = (int)peek(n);
    skip(n);
    return v;
  }
  __device__ bool exhausted() const { return marker_ || (p_ >= end_ && bits_ <= 8); }
  __device__ int position() const { return consumed_; }
  __device__ int leading_ones() const { return __clzll(~buf_); }
};

__device__ __forceinline__ int extend(int v, int t) { return v < (1 << (t - 1)) ? v + (int)(~0u << t) + 1 : v; }

__device__ int decode_symbol(BitReader& br, const DerivedTbl& d) {
  br.fill();
  int look = (int)br.peek(LOOKAHEAD);
  int e = d.lookup[look];
  if (e) {
    br.skip(e >> 8);
    return e & 0xFF;
  }
  // Slow path: extend the code one bit at a time past the lookahead length.
  int l = LOOKAHEAD + 1;
  int code = (int)br.peek(l);
  while (l <= 16 && code > d.maxcode[l]) {
    ++l;
    code = (int)br.peek(l);
  }
  if (l > 16) return -1;  // corrupt data: no code this long
  br.skip(l);
  return d.huffval[code + d.valoffset[l]];
}

__global__ void __launch_bounds__(128) decode_segments(const uint8_t* __restrict__ stream, int seg_bytes, int* __restrict__ nsym,
                                                       int* __restrict__ csum, int* __restrict__ endbit, int nseg) {
  __shared__ DerivedTbl tbl;
  if (threadIdx.x == 0) make_derived_tbl(tbl, c_ac_spec);
  __syncthreads();
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= nseg) return;
  BitReader br(stream + (size_t)s * seg_bytes, seg_bytes);
  int count = 0, k = 0, ones = 0;
  unsigned sum = 0;
  while (!br.exhausted() && count < 4096) {
    int sym = decode_symbol(br, tbl);
    if (sym < 0) break;
    int run = sym >> 4, size = sym & 15;
    ++count;
    if (size == 0) {
      k = run == 15 ? k + 16 : 0;  // ZRL skips 16 zeros; EOB ends the block
      continue;
    }
    k += run + 1;
    int v = extend(br.get(size), size);
    sum = sum * 31u + (unsigned)(v * ((k & 63) + 1));
    if (k >= 63) k = 0;
    ones += br.leading_ones() > 8;
  }
  nsym[s] = count;
  csum[s] = (int)(sum ^ (unsigned)ones);
  endbit[s] = br.position();
}
