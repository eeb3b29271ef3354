// @realcode UTF-8 validation and UTF-8 to UTF-32 transcoding of a string column, in the style of cuDF/nvtext string kernels and simdutf's scalar fallbacks: strings given by an offsets array over one byte buffer (built on the device from random lengths and code points, so every kind of sequence occurs, with one string in 64 corrupted), one warp per string, an ASCII fast path (each lane ORs 16-byte slices and tests the high bit, agreed with __all_sync), a classification of leading bytes by a __constant__ table of sequence lengths indexed by the top five bits, overlong/surrogate/range checks on the decoded code point, and the code points written after a warp exclusive scan (__shfl_up_sync) of the per-lane character counts.
// @let NSTR = 1 << 16
// @let MAXCHARS = 96
// @buf lens i32[NSTR] uniform(1, 96)
// @buf cps u32[NSTR * MAXCHARS] uniform(0, 4294967295)
// @buf offsets i32[NSTR + 1] zero
// @buf bytes u8[NSTR * MAXCHARS * 4 + 16] zero
// @buf valid i32[NSTR] zero
// @buf nchars i32[NSTR] zero
// @buf utf32 u32[NSTR * MAXCHARS] zero
// @launch encode_lengths grid(cdiv(NSTR, 256)) block(256) args(lens, cps, offsets, i32(NSTR))
// @launch scan_offsets grid(1) block(1024) args(offsets, i32(NSTR))
// @launch encode_strings grid(cdiv(NSTR, 256)) block(256) args(lens, cps, offsets, bytes, i32(NSTR))
// @launch validate_transcode grid(NSTR / 8) block(256) args(bytes, offsets, valid, nchars, utf32, i32(NSTR), i32(MAXCHARS))
// @check offsets exact
// @check bytes exact
// @check valid exact
// @check nchars exact
// @check utf32 exact
#include <cstdint>

// Sequence length by the top 5 bits of a leading byte (0 = continuation or invalid).
__constant__ uint8_t c_seqlen[32] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                     0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 3, 3, 4, 0};

// Random code points spread over the 1-, 2-, 3- and 4-byte ranges (surrogates avoided).
__device__ __forceinline__ uint32_t pick_cp(uint32_t r) {
  switch (r & 3) {
  case 0: return 0x20 + (r >> 2) % 0x5f;
  case 1: return 0x80 + (r >> 2) % 0x780;
  case 2: { uint32_t c = 0x800 + (r >> 2) % 0xf800; return (c >= 0xd800 && c < 0xe000) ? c - 0x800 : c; }
  default: return 0x10000 + (r >> 2) % 0x100000;
  }
}

__device__ __forceinline__ int utf8_len(uint32_t c) { return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4; }

__global__ void encode_lengths(const int *__restrict__ lens, const uint32_t *__restrict__ cps, int *__restrict__ offsets,
                               int n) {
  const int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= n) return;
  int b = 0;
  for (int i = 0; i < lens[s]; ++i) b += utf8_len(pick_cp(cps[(size_t)s * 96 + i]));
  offsets[s + 1] = b;
  if (s == 0) offsets[0] = 0;
}

// In-place inclusive scan of offsets[1..n] by one block (chunked, carry through thread 0).
__global__ void __launch_bounds__(1024) scan_offsets(int *offsets, int n) {
  __shared__ int buf[1024];
  __shared__ int carry;
  if (threadIdx.x == 0) carry = 0;
  for (int base = 0; base < n; base += 1024) {
    const int i = base + threadIdx.x;
    __syncthreads();
    buf[threadIdx.x] = i < n ? offsets[i + 1] : 0;
    __syncthreads();
    for (int o = 1; o < 1024; o <<= 1) {
      const int v = threadIdx.x >= o ? buf[threadIdx.x - o] : 0;
      __syncthreads();
      buf[threadIdx.x] += v;
      __syncthreads();
    }
    if (i < n) offsets[i + 1] = buf[threadIdx.x] + carry;
    __syncthreads();
    if (threadIdx.x == 0) carry += buf[1023];
  }
}

__global__ void encode_strings(const int *__restrict__ lens, const uint32_t *__restrict__ cps, const int *__restrict__ offsets,
                               uint8_t *__restrict__ bytes, int n) {
  const int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= n) return;
  uint8_t *p = bytes + offsets[s];
  for (int i = 0; i < lens[s]; ++i) {
    const uint32_t c = pick_cp(cps[(size_t)s * 96 + i]);
    switch (utf8_len(c)) {
    case 1: *p++ = (uint8_t)c; break;
    case 2: *p++ = (uint8_t)(0xc0 | (c >> 6)); *p++ = (uint8_t)(0x80 | (c & 0x3f)); break;
    case 3: *p++ = (uint8_t)(0xe0 | (c >> 12)); *p++ = (uint8_t)(0x80 | ((c >> 6) & 0x3f)); *p++ = (uint8_t)(0x80 | (c & 0x3f)); break;
    default:
      *p++ = (uint8_t)(0xf0 | (c >> 18)); *p++ = (uint8_t)(0x80 | ((c >> 12) & 0x3f));
      *p++ = (uint8_t)(0x80 | ((c >> 6) & 0x3f)); *p++ = (uint8_t)(0x80 | (c & 0x3f));
    }
  }
  if (s % 64 == 63) bytes[offsets[s] + (offsets[s + 1] - offsets[s]) / 2] ^= 0x40;   // corrupt one in 64
}

__global__ void __launch_bounds__(256) validate_transcode(const uint8_t *__restrict__ bytes, const int *__restrict__ offsets,
                                                         int *__restrict__ valid, int *__restrict__ nchars,
                                                         uint32_t *__restrict__ utf32, int n, int maxchars) {
  const int lane = threadIdx.x & 31;
  const int s = blockIdx.x * (blockDim.x / 32) + (threadIdx.x >> 5);
  if (s >= n) return;
  const int begin = offsets[s], end = offsets[s + 1];
  // ASCII fast path: lanes OR together 16-byte slices of the string.
  bool ascii = true;
  for (int i = begin + lane * 16; i < end; i += 32 * 16) {
    uint32_t hi = 0;
    for (int k = 0; k < 16 && i + k < end; ++k) hi |= bytes[i + k];
    ascii &= (hi & 0x80u) == 0;
  }
  ascii = __all_sync(0xffffffffu, ascii);
  // Lanes take 32-byte chunks; a lane decodes the sequences whose leading byte lies in its chunk.
  bool ok = true;
  int count = 0;
  uint32_t cpbuf[32];
  for (int i = begin + lane * 32; i < begin + lane * 32 + 32 && i < end; ++i) {
    const uint8_t b0 = bytes[i];
    if ((b0 & 0xc0) == 0x80) {   // continuation: must belong to a sequence started before
      if (i == begin) ok = false;
      continue;
    }
    const int len = ascii ? 1 : c_seqlen[b0 >> 3];
    if (len == 0 || i + len > end) { ok = false; continue; }
    uint32_t cp = len == 1 ? b0 : (b0 & (0x7f >> len));
    for (int k = 1; k < len; ++k) {
      const uint8_t bk = bytes[i + k];
      if ((bk & 0xc0) != 0x80) ok = false;
      cp = (cp << 6) | (bk & 0x3f);
    }
    if (len > 1 && utf8_len(cp) != len) ok = false;             // overlong
    if ((cp >= 0xd800 && cp < 0xe000) || cp > 0x10ffff) ok = false;
    cpbuf[count++] = cp;
  }
  int excl = count;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const int v = __shfl_up_sync(0xffffffffu, excl, o);
    if (lane >= o) excl += v;
  }
  const int total = __shfl_sync(0xffffffffu, excl, 31);
  excl -= count;
  const bool all_ok = __all_sync(0xffffffffu, ok);
  if (lane == 0) {
    valid[s] = all_ok;
    nchars[s] = total;
  }
  for (int k = 0; k < count && excl + k < maxchars; ++k) utf32[(size_t)s * maxchars + excl + k] = cpbuf[k];
}
