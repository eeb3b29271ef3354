// Conversions between float/double and __int128 / unsigned __int128 (NVPTX has no library
// calls for them; kilnc expands them inline, as nvcc does), plus the 128-bit arithmetic around
// them. 128-bit values travel as pairs of 64-bit words: lo, hi.
extern "C" __global__ void int128_from_fp(const float* f, const double* d, unsigned long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __int128 words[4];
  // Signed conversions get |x| < 2^127 and unsigned ones 0 <= x < 2^128 (the host makes sure).
  words[0] = (__int128)f[2 * i];
  words[1] = (__int128)(unsigned __int128)f[2 * i + 1];
  words[2] = (__int128)d[2 * i];
  words[3] = (__int128)(unsigned __int128)d[2 * i + 1];
  for (int k = 0; k < 4; ++k) {
    out[8 * i + 2 * k] = (unsigned long long)words[k];
    out[8 * i + 2 * k + 1] = (unsigned long long)(words[k] >> 64);
  }
}

extern "C" __global__ void fp_from_int128(const unsigned long long* q, float* f, double* d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned __int128 u = ((unsigned __int128)q[2 * i + 1] << 64) | q[2 * i];
  __int128 s = (__int128)u;
  f[2 * i] = (float)s;
  f[2 * i + 1] = (float)u;
  d[2 * i] = (double)s;
  d[2 * i + 1] = (double)u;
}

// A mixed expression: scale an int128 by a double and back (fixed-point style accumulation).
extern "C" __global__ void int128_fixed_point(const double* x, unsigned long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __int128 acc = 0;
  for (int k = 0; k < 4; ++k) acc += (__int128)(x[i] * 1e18) * (k + 1);
  double back = (double)acc / 1e18;
  out[3 * i] = (unsigned long long)acc;
  out[3 * i + 1] = (unsigned long long)(acc >> 64);
  out[3 * i + 2] = (unsigned long long)__double_as_longlong(back);
}
