// @realcode cuDF-style string columns of ISO-8601 timestamps: a first kernel formats int64 epoch seconds into fixed 19-byte "YYYY-MM-DDTHH:MM:SS" strings with Howard Hinnant's civil_from_days (floor division of negative days), a second parses them back with a digit-accumulating constexpr helper and days_from_civil, flags malformed rows in a validity bitmask built with __ballot_sync, and counts rows per weekday with shared atomics.
// @let N = 1 << 21
// @buf epoch i64[N] uniform(-2000000000, 4000000000)
// @buf chars u8[N * 19] zero
// @buf parsed i64[N] zero
// @buf valid u32[N / 32] zero
// @buf weekday u32[7] zero
// @launch format_timestamps grid(N / 256) block(256) args(epoch, chars, i32(N))
// @launch parse_timestamps grid(N / 256) block(256) args(chars, parsed, valid, weekday, i32(N))
// @check chars exact
// @check parsed exact
// @check valid exact
// @check weekday exact
#include <cuda_runtime.h>
#include <cstdint>

namespace detail {
struct civil { int64_t y; unsigned m, d; };

__device__ constexpr int64_t floor_div(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

__device__ constexpr civil civil_from_days(int64_t z) {
  z += 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int64_t y = static_cast<int64_t>(yoe) + era * 400;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  const unsigned d = doy - (153 * mp + 2) / 5 + 1;
  const unsigned m = mp < 10 ? mp + 3 : mp - 9;
  return {y + (m <= 2), m, d};
}

__device__ constexpr int64_t days_from_civil(int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<int64_t>(doe) - 719468;
}

template <int N>
__device__ inline bool read_digits(const unsigned char *s, int &out) {
  int v = 0;
#pragma unroll
  for (int i = 0; i < N; ++i) {
    const unsigned c = s[i] - '0';
    if (c > 9) return false;
    v = v * 10 + static_cast<int>(c);
  }
  out = v;
  return true;
}

template <int N>
__device__ inline void write_digits(unsigned char *s, unsigned v) {
#pragma unroll
  for (int i = N - 1; i >= 0; --i) { s[i] = static_cast<unsigned char>('0' + v % 10); v /= 10; }
}
}  // namespace detail

__global__ void format_timestamps(const long long *__restrict__ epoch, unsigned char *__restrict__ chars, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int64_t t = epoch[i];
  const int64_t days = detail::floor_div(t, 86400);
  const int64_t secs = t - days * 86400;
  const auto c = detail::civil_from_days(days);
  unsigned char *s = chars + static_cast<size_t>(i) * 19;
  detail::write_digits<4>(s, static_cast<unsigned>(c.y));
  s[4] = '-';
  detail::write_digits<2>(s + 5, c.m);
  s[7] = '-';
  detail::write_digits<2>(s + 8, c.d);
  s[10] = (i % 97 == 0) ? ' ' : 'T';  // some rows use the space separator
  detail::write_digits<2>(s + 11, static_cast<unsigned>(secs / 3600));
  s[13] = ':';
  detail::write_digits<2>(s + 14, static_cast<unsigned>(secs / 60 % 60));
  s[16] = (i % 1013 == 0) ? '.' : ':';  // and a few are malformed
  detail::write_digits<2>(s + 17, static_cast<unsigned>(secs % 60));
}

__global__ void parse_timestamps(const unsigned char *__restrict__ chars, long long *__restrict__ out,
                                 unsigned *__restrict__ valid, unsigned *__restrict__ weekday, int n) {
  __shared__ unsigned hist[7];
  if (threadIdx.x < 7) hist[threadIdx.x] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool ok = false;
  if (i < n) {
    const unsigned char *s = chars + static_cast<size_t>(i) * 19;
    int y, mo, d, h, mi, se;
    ok = detail::read_digits<4>(s, y) && s[4] == '-' && detail::read_digits<2>(s + 5, mo) && s[7] == '-' &&
         detail::read_digits<2>(s + 8, d) && (s[10] == 'T' || s[10] == ' ') && detail::read_digits<2>(s + 11, h) &&
         s[13] == ':' && detail::read_digits<2>(s + 14, mi) && s[16] == ':' && detail::read_digits<2>(s + 17, se);
    long long v = 0;
    if (ok) {
      const int64_t days = detail::days_from_civil(y, mo, d);
      v = days * 86400 + h * 3600 + mi * 60 + se;
      const int64_t wd = days >= -4 ? (days + 4) % 7 : (days + 5) % 7 + 6;  // 1970-01-01 was a Thursday
      atomicAdd(&hist[wd], 1u);
    }
    out[i] = v;
  }
  const unsigned bits = __ballot_sync(0xffffffffu, ok);
  if ((threadIdx.x & 31) == 0 && i < n) valid[i / 32] = bits;
  __syncthreads();
  if (threadIdx.x < 7) atomicAdd(weekday + threadIdx.x, hist[threadIdx.x]);
}
