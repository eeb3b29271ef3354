// @realcode Compile-time tables the modern way: a constexpr function fills a std::array-like struct of Gaussian weights and binomial coefficients at compile time, a __constant__ table is initialised from it, a constexpr lookup of popcount parity is indexed at run time through a __device__ copy, and a static constexpr member used only with constant indices.
// @let N = 1 << 22
// @buf x f32[N] uniform(0, 1)
// @buf y f32[N] zero
// @buf parity u8[N] zero
// @launch blur_and_parity grid(cdiv(N, 256)) block(256) args(x, y, parity, i32(N))
// @check y abs=1e-5 rel=1e-5
// @check parity exact

template <class T, int N> struct Table { T v[N]; __host__ __device__ constexpr const T &operator[](int i) const { return v[i]; } };

constexpr Table<float, 9> binomial_weights() {
  Table<float, 9> t{};
  long long row[9] = {1, 0, 0, 0, 0, 0, 0, 0, 0};
  for (int r = 1; r < 9; ++r)
    for (int k = r; k > 0; --k) row[k] += row[k - 1];
  for (int k = 0; k < 9; ++k) t.v[k] = float(row[k]) / 256.0f;
  return t;
}

constexpr Table<unsigned char, 256> parity_table() {
  Table<unsigned char, 256> t{};
  for (int i = 0; i < 256; ++i) {
    int p = 0;
    for (int b = i; b; b >>= 1) p ^= b & 1;
    t.v[i] = (unsigned char)p;
  }
  return t;
}

constexpr auto kWeights = binomial_weights();
static_assert(kWeights[4] == 70.0f / 256.0f, "C(8,4)/256");

__constant__ Table<float, 9> c_weights = binomial_weights();
__device__ Table<unsigned char, 256> d_parity = parity_table();

struct Edge { static constexpr int radius = 4; static constexpr float clamp_lo = 0.0f; };

__global__ void blur_and_parity(const float *__restrict__ x, float *__restrict__ y, unsigned char *__restrict__ parity, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0.0f;
#pragma unroll
  for (int k = -Edge::radius; k <= Edge::radius; ++k) {
    int j = min(max(i + k, 0), n - 1);
    acc += c_weights[k + Edge::radius] * x[j];
  }
  y[i] = fmaxf(acc, Edge::clamp_lo);
  unsigned bits = __float_as_uint(x[i]);
  parity[i] = d_parity[bits & 0xff] ^ d_parity[(bits >> 8) & 0xff] ^ d_parity[(bits >> 16) & 0xff] ^ d_parity[bits >> 24];
}
