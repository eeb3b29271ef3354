// @realcode Per-feature running statistics in the style of normalisation layers' backward/stat kernels: a Welford state struct (count, mean, M2) merged across lanes by a __shfl_xor_sync butterfly applied member by member through a templated shuffle helper, each half-warp owning one feature column (offsets 8..1 with width 16 and __syncwarp on the half-warp mask 0x0000ffff << (lane & 16)), a __ballot_sync(__activemask(), ...) vote of outliers counted by each half-warp leader with __popc, and the per-block merge of the 8 half-warp states through shared memory.
// @let ROWS = 4096
// @let FEAT = 4096
// @buf x f32[ROWS * FEAT] uniform(-3, 3)
// @buf mean f32[FEAT] zero
// @buf var f32[FEAT] zero
// @buf outliers u32[FEAT] zero
// @launch column_welford grid(FEAT / 8) block(128) args(x, mean, var, outliers, i32(ROWS), i32(FEAT))
// @check mean abs=1e-5 rel=1e-4
// @check var abs=1e-4 rel=1e-4
// @check outliers exact
struct Welford {
  float count, mean, m2;
};

template <typename T>
static __device__ __forceinline__ T shfl_xor_struct(unsigned mask, const T &v, int lane_mask, int width) {
  static_assert(sizeof(T) % sizeof(float) == 0, "word-sized members");
  T r;
  const float *src = reinterpret_cast<const float *>(&v);
  float *dst = reinterpret_cast<float *>(&r);
#pragma unroll
  for (int i = 0; i < (int)(sizeof(T) / sizeof(float)); ++i) dst[i] = __shfl_xor_sync(mask, src[i], lane_mask, width);
  return r;
}

static __device__ __forceinline__ Welford merge(const Welford &a, const Welford &b) {
  const float n = a.count + b.count;
  if (n == 0.f) return a;
  const float delta = b.mean - a.mean;
  const float wb = b.count / n;
  Welford r;
  r.count = n;
  r.mean = a.mean + delta * wb;
  r.m2 = a.m2 + b.m2 + delta * delta * a.count * wb;
  return r;
}

__global__ void __launch_bounds__(128) column_welford(const float *__restrict__ x, float *__restrict__ mean,
                                                     float *__restrict__ var, unsigned *__restrict__ outliers, int rows,
                                                     int feat) {
  __shared__ Welford partial[8];
  const int lane = threadIdx.x & 31;
  const int half = threadIdx.x >> 4; // 8 half-warps per block
  const int col = blockIdx.x * 8 + half;
  const unsigned half_mask = 0x0000ffffu << (lane & 16);
  Welford w = {0.f, 0.f, 0.f};
  unsigned out_count = 0;
  for (int r = lane & 15; r < rows; r += 16) {
    const float v = x[(size_t)r * feat + col];
    w.count += 1.f;
    const float d = v - w.mean;
    w.mean += d / w.count;
    w.m2 += d * (v - w.mean);
    // Lanes still in the loop vote; each half-warp's leader counts its half's outliers.
    const unsigned votes = __ballot_sync(__activemask(), fabsf(v) > 2.9f) & half_mask;
    if ((lane & 15) == 0) out_count += __popc(votes);
  }
#pragma unroll
  for (int o = 8; o > 0; o >>= 1) {
    w = merge(w, shfl_xor_struct(half_mask, w, o, 16));
  }
  __syncwarp(half_mask);
  if ((lane & 15) == 0) partial[half] = w;
  __syncthreads();
  if (threadIdx.x < 8) {
    const Welford s = partial[threadIdx.x];
    mean[blockIdx.x * 8 + threadIdx.x] = s.mean;
    var[blockIdx.x * 8 + threadIdx.x] = s.m2 / s.count;
  }
  if ((lane & 15) == 0) outliers[col] = out_count;
}
