// @realcode a number-theoretic transform as lattice-crypto and big-integer code (cuFHE/HEonGPU style) writes it: negacyclic NTT of length 1024 modulo the 30-bit prime q = 998244353 in Montgomery form, the twiddles (powers of a 2048th root of unity) precomputed by a constexpr modular-exponentiation at compile time into __constant__ tables, Montgomery reduction with __umulhi and the q' = -q^{-1} mod 2^32 found by constexpr Newton iteration (static_assert'ed), Cooley-Tukey butterflies forward and Gentleman-Sande inverse in shared memory (one polynomial per block, 512 threads, one butterfly each per stage), then pointwise products and the inverse transform: a negacyclic polynomial multiplication checked bit-exact.
// @let P = 8192
// @let NN = 1024
// @buf a u32[P * NN] uniform(0, 998244353)
// @buf b u32[P * NN] uniform(0, 998244353)
// @buf prod u32[P * NN] zero
// @launch negacyclic_mul grid(P) block(512) args(a, b, prod)
// @check prod exact
#include <cstdint>

constexpr uint32_t Q = 998244353u;  // 119 * 2^23 + 1
constexpr int N = 1024, LOGN = 10;

constexpr uint32_t mulmod(uint32_t a, uint32_t b) { return (uint32_t)((uint64_t)a * b % Q); }
constexpr uint32_t powmod(uint32_t a, uint64_t e) {
  uint32_t r = 1;
  while (e) {
    if (e & 1) r = mulmod(r, a);
    a = mulmod(a, a);
    e >>= 1;
  }
  return r;
}
// q' with q * q' == -1 (mod 2^32), by Newton's iteration x <- x (2 - q x).
constexpr uint32_t neg_qinv() {
  uint32_t x = 1;
  for (int i = 0; i < 5; ++i) x *= 2u - Q * x;
  return 0u - x;
}
constexpr uint32_t QP = neg_qinv();
static_assert(Q * QP == 0xffffffffu, "q * q' must be -1 mod 2^32");
constexpr uint32_t R2 = (uint32_t)(((unsigned __int128)1 << 64) % Q);  // 2^64 mod q: into Montgomery form
constexpr uint32_t PSI = powmod(3, (Q - 1) / (2 * N));                 // a primitive 2N-th root of unity
static_assert(powmod(PSI, N) == Q - 1, "psi^N must be -1 for the negacyclic wrap");
constexpr uint32_t NINV = powmod(N, Q - 2);

struct Tables {
  uint32_t psi[N];      // psi^bitrev(i), Montgomery form
  uint32_t psi_inv[N];  // psi^-bitrev(i), Montgomery form
  constexpr Tables() : psi{}, psi_inv{} {
    const uint32_t inv = powmod(PSI, 2 * N - 1);
    for (int i = 0; i < N; ++i) {
      int r = 0;
      for (int b = 0; b < LOGN; ++b) r |= ((i >> b) & 1) << (LOGN - 1 - b);
      psi[i] = mulmod(powmod(PSI, r), (uint32_t)(((uint64_t)1 << 32) % Q));
      psi_inv[i] = mulmod(powmod(inv, r), (uint32_t)(((uint64_t)1 << 32) % Q));
    }
  }
};
__constant__ Tables c_tw = Tables();

__device__ __forceinline__ uint32_t mont_reduce(uint64_t t) {
  uint32_t m = (uint32_t)t * QP;
  uint32_t u = (uint32_t)((t + (uint64_t)m * Q) >> 32);
  return u >= Q ? u - Q : u;
}
__device__ __forceinline__ uint32_t mont_mul(uint32_t a, uint32_t b) {
  // The 64-bit product from its halves, as a 32-bit-datapath port writes it.
  uint64_t t = ((uint64_t)__umulhi(a, b) << 32) | (uint32_t)(a * b);
  return mont_reduce(t);
}
__device__ __forceinline__ uint32_t add_mod(uint32_t a, uint32_t b) { uint32_t s = a + b; return s >= Q ? s - Q : s; }
__device__ __forceinline__ uint32_t sub_mod(uint32_t a, uint32_t b) { return a >= b ? a - b : a + Q - b; }

__device__ void ntt_forward(uint32_t *x) {
  for (int len = N / 2, m = 1; len >= 1; len >>= 1, m <<= 1) {
    const int i = threadIdx.x / len, j = threadIdx.x % len;
    const int lo = 2 * len * i + j;
    const uint32_t w = c_tw.psi[m + i];
    const uint32_t u = x[lo], v = mont_mul(x[lo + len], w);
    __syncthreads();
    x[lo] = add_mod(u, v);
    x[lo + len] = sub_mod(u, v);
    __syncthreads();
  }
}

__device__ void ntt_inverse(uint32_t *x) {
  for (int len = 1, m = N / 2; len < N; len <<= 1, m >>= 1) {
    const int i = threadIdx.x / len, j = threadIdx.x % len;
    const int lo = 2 * len * i + j;
    const uint32_t w = c_tw.psi_inv[m + i];
    const uint32_t u = x[lo], v = x[lo + len];
    __syncthreads();
    x[lo] = add_mod(u, v);
    x[lo + len] = mont_mul(sub_mod(u, v), w);
    __syncthreads();
  }
}

__global__ void __launch_bounds__(512) negacyclic_mul(const uint32_t *__restrict__ a, const uint32_t *__restrict__ b,
                                                      uint32_t *__restrict__ out) {
  __shared__ uint32_t xa[N], xb[N];
  const size_t base = (size_t)blockIdx.x * N;
  for (int k = threadIdx.x; k < N; k += blockDim.x) {
    xa[k] = mont_reduce((uint64_t)a[base + k] * R2);  // a * 2^32 mod q
    xb[k] = mont_reduce((uint64_t)b[base + k] * R2);
  }
  __syncthreads();
  ntt_forward(xa);
  ntt_forward(xb);
  for (int k = threadIdx.x; k < N; k += blockDim.x) xa[k] = mont_mul(xa[k], xb[k]);
  __syncthreads();
  ntt_inverse(xa);
  // N * c in Montgomery form times the plain N^-1: c, out of Montgomery form.
  for (int k = threadIdx.x; k < N; k += blockDim.x) out[base + k] = mont_mul(xa[k], NINV);
}
