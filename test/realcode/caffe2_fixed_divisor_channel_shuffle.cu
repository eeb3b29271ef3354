// @realcode Caffe2's channel-shuffle operator kernels in the library's style: C10_HOST_DEVICE/C10_LAUNCH_BOUNDS_1 macros, CAFFE_CUDA_NUM_THREADS = 128, a FixedDivisor<std::int32_t> class (d_, a 64-bit magic_ and shift_; Div through __umulhi on the device and a 64-bit product on the host, Mod and DivMod with out-pointers) passed by value into the kernels with the magic computed on the host (the harness hands over the bytes), a NCHW kernel templated on <T, bool kNFirst> that swaps which grid axis is the batch, a NHWC kernel templated on its shared staging size that gathers a row through FixedDivisor DivMod, __ldg guarded by __CUDA_ARCH__ >= 350, and CUDA_1D_KERNEL_LOOP for a 1-D inverse shuffle that rebuilds its divisors on the device.
// @let NB = 16
// @let G = 3
// @let K = 40
// @let HW = 4096
// @buf X f32[NB * G * K * HW] uniform(-1, 1)
// @buf Y1 f32[NB * G * K * HW] zero
// @buf Y2 f32[NB * G * K * HW] zero
// @buf Y3 f32[NB * G * K * HW] zero
// @buf Y4 f32[NB * G * K * HW] zero
// @buf divG u32[6] zero set(0, 3) set(2, 1431655766) set(4, 2)
// @buf divK u32[6] zero set(0, 40) set(2, 2576980378) set(4, 6)
// @launch caffe2::ChannelShuffleNCHWKernel<float, true> grid(NB, HW / 128, G * K) block(128) args(i32(G), i32(K), i32(HW), X, Y1)
// @launch caffe2::ChannelShuffleNCHWKernel<float, false> grid(HW / 128, NB, G * K) block(128) args(i32(G), i32(K), i32(HW), X, Y2)
// @launch caffe2::ChannelShuffleNHWCKernel<float, 128> grid(NB * HW) block(128) args(bytes(divG), bytes(divK), X, Y3)
// @launch caffe2::ChannelShuffleInverse1DKernel<float> grid(2048) block(128) args(i32(NB * G * K * HW), i32(G), i32(K), X, Y4)
// @check Y1 exact
// @check Y2 exact
// @check Y3 exact
// @check Y4 exact
#include <cstdint>

#define C10_HOST_DEVICE __host__ __device__
#define C10_LAUNCH_BOUNDS_1(max_threads_per_block) __launch_bounds__((max_threads_per_block))
#define CUDA_1D_KERNEL_LOOP(i, n) \
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += blockDim.x * gridDim.x)

namespace caffe2 {

constexpr int CAFFE_CUDA_NUM_THREADS = 128;

template <typename T> class FixedDivisor;

// Division by a run-time constant as a high multiply, an add and a shift (round-up magic).
template <> class FixedDivisor<std::int32_t> {
public:
  FixedDivisor() = default;
  C10_HOST_DEVICE explicit FixedDivisor(const std::int32_t d) : d_(d) { CalcSignedMagic(); }
  C10_HOST_DEVICE inline std::int32_t d() const { return d_; }
  C10_HOST_DEVICE inline std::uint64_t magic() const { return magic_; }
  C10_HOST_DEVICE inline int shift() const { return shift_; }
  /// Calculates `q = n / d`.
  C10_HOST_DEVICE inline std::int32_t Div(const std::int32_t n) const {
#if defined(__CUDA_ARCH__)
    const std::uint32_t mul = __umulhi(static_cast<std::uint32_t>(n), static_cast<std::uint32_t>(magic_));
#else
    const std::uint32_t mul = static_cast<std::uint32_t>((static_cast<std::uint64_t>(n) * magic_) >> 32);
#endif
    return static_cast<std::int32_t>((mul + static_cast<std::uint32_t>(n)) >> shift_);
  }
  /// Calculates `r = n % d`.
  C10_HOST_DEVICE inline std::int32_t Mod(const std::int32_t n) const { return n - d_ * Div(n); }
  /// Calculates `q = n / d` and `r = n % d` together.
  C10_HOST_DEVICE inline void DivMod(const std::int32_t n, std::int32_t *q, int32_t *r) const {
    *q = Div(n);
    *r = n - d_ * *q;
  }

private:
  C10_HOST_DEVICE inline void CalcSignedMagic() {
    if (d_ == 1) { magic_ = UINT64_C(0); shift_ = 0; return; }
    shift_ = 0;
    while ((1 << shift_) < d_) ++shift_;
    const std::uint64_t two_pow_shift = UINT64_C(1) << shift_;
    magic_ = (((UINT64_C(1) << 32) * (two_pow_shift - static_cast<std::uint64_t>(d_))) / static_cast<std::uint64_t>(d_)) + 1;
  }
  std::int32_t d_ = 1;
  std::uint64_t magic_;
  int shift_;
};

template <typename T, bool kNFirst>
__global__ C10_LAUNCH_BOUNDS_1(CAFFE_CUDA_NUM_THREADS) void ChannelShuffleNCHWKernel(const int G, const int K, const int HxW, const T *X, T *Y) {
  const int C = G * K;
  const int n = kNFirst ? blockIdx.x : blockIdx.y;
  const int s = kNFirst ? blockIdx.y : blockIdx.x;
  const int g = blockIdx.z % G;
  const int k = blockIdx.z / G;
  const int offset = s * CAFFE_CUDA_NUM_THREADS + threadIdx.x;
  if (offset < HxW) {
#if __CUDA_ARCH__ >= 350
    Y[(n * C + blockIdx.z) * HxW + offset] = __ldg(X + (n * C + g * K + k) * HxW + offset);
#else
    Y[(n * C + blockIdx.z) * HxW + offset] = X[(n * C + g * K + k) * HxW + offset];
#endif
  }
}

template <typename T, int kSharedSize>
__global__ void ChannelShuffleNHWCKernel(const FixedDivisor<int> G, const FixedDivisor<int> K, const T *X, T *Y) {
  __shared__ T sdata[kSharedSize];
  const int C = G.d() * K.d();
  const int offset = blockIdx.x * C;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
#if __CUDA_ARCH__ >= 350
    sdata[i] = __ldg(X + offset + i);
#else
    sdata[i] = X[offset + i];
#endif
  }
  __syncthreads();
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    int g, k;
    K.DivMod(i, &g, &k);
    Y[offset + i] = sdata[k * G.d() + g];
  }
}

// Undo a shuffle of the NHWC layout in one flat pass.
template <typename T>
__global__ void ChannelShuffleInverse1DKernel(const int size, const int G, const int K, const T *X, T *Y) {
  const FixedDivisor<int> c_div(G * K);
  const FixedDivisor<int> g_div(G);
  CUDA_1D_KERNEL_LOOP(i, size) {
    int pixel, c;
    c_div.DivMod(static_cast<int>(i), &pixel, &c);
    const int k = g_div.Div(c);
    const int g = g_div.Mod(c);
    Y[pixel * c_div.d() + g * K + k] = X[i];
  }
}

template __global__ void ChannelShuffleNCHWKernel<float, true>(int, int, int, const float *, float *);
template __global__ void ChannelShuffleNCHWKernel<float, false>(int, int, int, const float *, float *);
template __global__ void ChannelShuffleNHWCKernel<float, 128>(FixedDivisor<int>, FixedDivisor<int>, const float *, float *);
template __global__ void ChannelShuffleInverse1DKernel<float>(int, int, int, const float *, float *);

} // namespace caffe2
