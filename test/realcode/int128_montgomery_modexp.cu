// @realcode Modular exponentiation for a 61-bit Mersenne-style modulus and for a general 64-bit odd modulus via Montgomery multiplication, written with unsigned __int128 products the way number-theory and hashing code does (fingerprints, Miller-Rabin witnesses).
// @let N = 1 << 18
// @buf base u64[N] uniform(2, 1000000000000)
// @buf expo u64[N] uniform(1, 1000000000)
// @buf r61 u64[N] zero
// @buf rmont u64[N] zero
// @launch modexp_kernels grid(cdiv(N, 128)) block(128) args(base, expo, r61, rmont, i32(N), u64(18446744073709551557))
// @check r61 exact
// @check rmont exact
typedef unsigned __int128 u128;
typedef unsigned long long u64;

__device__ __forceinline__ u64 mulmod61(u64 a, u64 b) {
  const u64 M = (1ull << 61) - 1;
  u128 p = (u128)a * b;
  u64 lo = (u64)p & M, hi = (u64)(p >> 61);
  u64 s = lo + hi;
  return s >= M ? s - M : s;
}

struct Montgomery {
  u64 m, inv, r2;
  __device__ explicit Montgomery(u64 mod) : m(mod) {
    inv = 1;
    for (int i = 0; i < 6; ++i) inv *= 2 - m * inv;  // Newton: m * inv == 1 mod 2^64
    u128 r = ((u128)1 << 64) % m;
    r2 = (u64)((r * r) % m);
  }
  __device__ u64 reduce(u128 t) const {
    u64 q = (u64)t * (0 - inv);
    u128 s = t + (u128)q * m;
    u64 res = (u64)(s >> 64);
    bool carry = s < t;
    if (carry || res >= m) res -= m;
    return res;
  }
  __device__ u64 to(u64 a) const { return reduce((u128)(a % m) * r2); }
  __device__ u64 from(u64 a) const { return reduce(a); }
  __device__ u64 mul(u64 a, u64 b) const { return reduce((u128)a * b); }
};

__global__ void modexp_kernels(const u64 *__restrict__ base, const u64 *__restrict__ expo, u64 *__restrict__ r61,
                               u64 *__restrict__ rmont, int n, u64 mod) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  u64 b = base[i], e = expo[i];
  u64 acc = 1, x = b % ((1ull << 61) - 1);
  for (u64 k = e; k; k >>= 1) {
    if (k & 1) acc = mulmod61(acc, x);
    x = mulmod61(x, x);
  }
  r61[i] = acc;
  Montgomery mg(mod);
  u64 ma = mg.to(1), mx = mg.to(b);
  for (u64 k = e; k; k >>= 1) {
    if (k & 1) ma = mg.mul(ma, mx);
    mx = mg.mul(mx, mx);
  }
  rmont[i] = mg.from(ma);
}
