// @realcode Batched 256-point complex FFTs in the four-step form register-FFT libraries use: sixteen threads per transform each run a 16-point radix-2 decimation-in-frequency FFT held in a float2 register array, written as compile-time recursion over a Butterfly<N, STRIDE> class template with a full specialisation ending it, the inter-step twiddles from sincospif, a bit-reversal fixed at compile time, a padded shared-memory transpose between the two steps, and the output in natural order; forward then inverse with 1/256 scaling.
// @let BATCH = 1 << 15
// @buf data f32[BATCH * 256 * 2] uniform(-1, 1)
// @buf spec f32[BATCH * 256 * 2] zero
// @buf back f32[BATCH * 256 * 2] zero
// @launch fft256<-1> grid(BATCH / 8) block(128) args(data, spec, i32(BATCH), f32(1.0))
// @launch fft256<1> grid(BATCH / 8) block(128) args(spec, back, i32(BATCH), f32(0.00390625))
// @check spec abs=1e-4 rel=1e-4
// @check back abs=1e-5 rel=1e-4

__device__ __forceinline__ float2 cmul(float2 a, float2 b) { return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
__device__ __forceinline__ float2 cadd(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float2 csub(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }

template <int DIR> __device__ __forceinline__ float2 twiddle(int k, int n) {
  float s, c;
  sincospif(2.0f * k / n, &s, &c);
  return make_float2(c, DIR * s);
}

// Decimation in frequency on x[OFF .. OFF + N * STRIDE) with the given stride: butterflies, then two halves.
template <int N, int DIR> struct Dif {
  template <int OFF, int STRIDE> __device__ __forceinline__ static void run(float2 (&x)[16]) {
#pragma unroll
    for (int k = 0; k < N / 2; ++k) {
      float2 a = x[OFF + k * STRIDE], b = x[OFF + (k + N / 2) * STRIDE];
      x[OFF + k * STRIDE] = cadd(a, b);
      x[OFF + (k + N / 2) * STRIDE] = cmul(csub(a, b), twiddle<DIR>(k, N));
    }
    Dif<N / 2, DIR>::template run<OFF, STRIDE>(x);
    Dif<N / 2, DIR>::template run<OFF + (N / 2) * STRIDE, STRIDE>(x);
  }
};
template <int DIR> struct Dif<1, DIR> {
  template <int OFF, int STRIDE> __device__ __forceinline__ static void run(float2 (&)[16]) {}
};

template <int BITS> __host__ __device__ constexpr int bit_reverse(int v) {
  int r = 0;
  for (int i = 0; i < BITS; ++i) r |= ((v >> i) & 1) << (BITS - 1 - i);
  return r;
}

template <int DIR> __device__ __forceinline__ void fft16(float2 (&x)[16]) {
  Dif<16, DIR>::template run<0, 1>(x);
  float2 y[16];
#pragma unroll
  for (int i = 0; i < 16; ++i) y[i] = x[bit_reverse<4>(i)];
#pragma unroll
  for (int i = 0; i < 16; ++i) x[i] = y[i];
}

// 256 = 16 x 16 with n = n1 + 16 n2 and k = k2 + 16 k1: FFTs over n2, twiddles w^(n1 k2), FFTs over n1.
template <int DIR>
__global__ void __launch_bounds__(128) fft256(const float2 *__restrict__ in, float2 *__restrict__ out, int batch, float scale) {
  constexpr int PER_BLOCK = 8;
  __shared__ float2 tile[PER_BLOCK][16][17];
  const int t = threadIdx.x % 16, f = threadIdx.x / 16;
  const int transform = blockIdx.x * PER_BLOCK + f;
  const float2 *src = in + (size_t)transform * 256;
  float2 x[16];
  // Step 1: thread t takes elements n = t + 16 m (m = 0..15): a 16-point FFT over m.
#pragma unroll
  for (int m = 0; m < 16; ++m) x[m] = src[t + 16 * m];
  fft16<DIR>(x);
  // Step 2: twiddle w256^(t * k2) and transpose through shared memory.
#pragma unroll
  for (int k2 = 0; k2 < 16; ++k2) tile[f][k2][t] = cmul(x[k2], twiddle<DIR>(t * k2, 256));
  __syncthreads();
  // Step 3: thread t takes k2 = t, FFT over n1.
#pragma unroll
  for (int n1 = 0; n1 < 16; ++n1) x[n1] = tile[f][t][n1];
  fft16<DIR>(x);
  float2 *dst = out + (size_t)transform * 256;
#pragma unroll
  for (int k1 = 0; k1 < 16; ++k1) dst[t + 16 * k1] = make_float2(x[k1].x * scale, x[k1].y * scale);
}

// Host side: forward and inverse transforms of a batch.
void fft256_batch(const float2 *in, float2 *spec, float2 *back, int batch, cudaStream_t s) {
  fft256<-1><<<batch / 8, 128, 0, s>>>(in, spec, batch, 1.0f);
  fft256<1><<<batch / 8, 128, 0, s>>>(spec, back, batch, 1.0f / 256);
}
