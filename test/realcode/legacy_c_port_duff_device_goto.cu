// @realcode a legacy C library ported to CUDA by adding __device__: Duff's device (a switch whose case labels sit inside a do-while) for a strided gather-copy, K&R-flavoured code with `do { ... } while (0)` statement macros, the comma operator in for-loop headers, pointer post-increment walks, a `goto`-based error/cleanup path and retry loop, `static const` lookup tables at file scope, `long double` accumulators (demoted to double on the device), `char16_t`/`char32_t`/`wchar_t` code units in a tiny UTF-16 to UTF-32 decoder, plain `unsigned char` checksum arithmetic with implicit promotions, and GNU C compound literals (`(float2){a, b}`, `(int){v}`) for vector and scalar values.
// @let ROWS = 1 << 16
// @let W = 61
// @buf src f32[ROWS * 64] uniform(-1, 1)
// @buf dst f32[ROWS * 64] zero
// @buf acc f64[ROWS] zero
// @buf u16 u16[ROWS * 16] uniform(0, 65536)
// @buf u32 u32[ROWS * 16] zero
// @buf status i32[ROWS] zero
// @launch row_copy_sum grid(ROWS / 128) block(128) args(src, dst, acc, i32(ROWS), i32(W))
// @launch utf16_decode grid(ROWS / 128) block(128) args(u16, u32, status, i32(ROWS))
// @check dst exact
// @check acc rel=1e-12
// @check u32 exact
// @check status exact

#define SWAP(a, b) do { float _t = (a); (a) = (b); (b) = _t; } while (0)
#define CHECK_OR(cond, label) do { if (!(cond)) goto label; } while (0)
#define IS_HIGH_SURROGATE(c) ((c) >= 0xD800u && (c) <= 0xDBFFu)
#define IS_LOW_SURROGATE(c) ((c) >= 0xDC00u && (c) <= 0xDFFFu)

static __device__ const unsigned char crc_mix[16] = {0x00, 0x1d, 0x3a, 0x27, 0x74, 0x69, 0x4e, 0x53,
                                                      0xe8, 0xf5, 0xd2, 0xcf, 0x9c, 0x81, 0xa6, 0xbb};

/* Tom Duff's device: count elements, eight per pass, entering mid-loop. */
__device__ static void gather_copy(float *to, const float *from, int count, int stride) {
  int n;
  if (count <= 0)
    return;
  n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from; from += stride;
  case 7:      *to++ = *from; from += stride;
  case 6:      *to++ = *from; from += stride;
  case 5:      *to++ = *from; from += stride;
  case 4:      *to++ = *from; from += stride;
  case 3:      *to++ = *from; from += stride;
  case 2:      *to++ = *from; from += stride;
  case 1:      *to++ = *from; from += stride;
          } while (--n > 0);
  }
}

__global__ void row_copy_sum(const float *src, float *dst, double *acc, int rows, int w) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  float *d;
  const float *s;
  long double total = 0.0L;
  int i, j, count;
  if (row >= rows)
    return;
  count = w - (row % 9);           /* ragged rows: 53..61 elements */
  d = dst + (size_t)row * 64;
  s = src + (size_t)row * 64;
  gather_copy(d, s, count, 1);
  for (i = 0, j = count - 1; i < j; ++i, --j) /* reverse in place */
    SWAP(d[i], d[j]);
  float2 wts = (float2){0.5f, (float)(row & 7)};
  for (i = 0; i < count; i++)
    total += (long double)d[i] * (i + 1) * (i & 1 ? wts.x : wts.y + (int){1});
  acc[row] = (double)total;
}

__global__ void utf16_decode(const unsigned short *in, unsigned int *out, int *status, int rows) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  const char16_t *p;
  char32_t *q;
  int n = 0, retries = 0;
  unsigned char check = 0;
  wchar_t last = L'\0';
  if (row >= rows)
    return;
  p = (const char16_t *)(in + (size_t)row * 16);
  q = (char32_t *)(out + (size_t)row * 16);
retry:
  for (int k = 0; k < 16; ++k) {
    char16_t c = p[k];
    char32_t cp;
    if (IS_HIGH_SURROGATE(c)) {
      CHECK_OR(k + 1 < 16, bad);
      char16_t lo = p[k + 1];
      CHECK_OR(IS_LOW_SURROGATE(lo), bad);
      cp = 0x10000u + (((char32_t)c - 0xD800u) << 10) + ((char32_t)lo - 0xDC00u);
      ++k;
    } else if (IS_LOW_SURROGATE(c)) {
      goto bad;
    } else {
      cp = c;
    }
    q[n++] = cp;
    last = (wchar_t)cp;
    check = (unsigned char)(check + crc_mix[cp & 15] ^ (unsigned char)(cp >> 4));
    continue;
  bad:
    q[n++] = U'\uFFFD';
    if (++retries > 3)
      break;
  }
  if (n == 0 && retries == 0)
    goto retry; /* never taken: every row has 16 units */
  status[row] = n | (retries << 8) | ((int)check << 16) | ((last > L'\xff') ? (1 << 30) : 0);
}
