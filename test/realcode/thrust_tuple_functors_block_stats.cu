// @realcode Thrust-flavoured device code without Thrust's algorithms: thrust::tuple / make_tuple / get<I> / tie as the accumulator of a block reduction (min, max, count, sum, argmax index), binary functors built from thrust::minimum / maximum / plus / multiplies / negate / logical_and, thrust::pair<int, float> keys, a zip-iterator-like struct of pointers returning tuples by value, and a transform functor applied through a template that takes any unary functor type, the way thrust::transform_reduce user code is written.
// @let ROWS = 8192
// @let COLS = 1024
// @buf x f32[ROWS * COLS] uniform(-4, 4)
// @buf w f32[ROWS * COLS] uniform(0, 1)
// @buf mins f32[ROWS] zero
// @buf maxs f32[ROWS] zero
// @buf counts i32[ROWS] zero
// @buf sums f32[ROWS] zero
// @buf argmax i32[ROWS] zero
// @buf flags i32[ROWS] zero
// @launch row_stats<SquareClamp> grid(ROWS) block(256) args(x, w, mins, maxs, counts, sums, argmax, flags, i32(COLS), f32(3))
// @check mins exact
// @check maxs exact
// @check counts exact
// @check sums abs=1e-2 rel=1e-4
// @check argmax exact
// @check flags exact
#include <thrust/functional.h>
#include <thrust/pair.h>
#include <thrust/tuple.h>

typedef thrust::tuple<float, float, int, float, thrust::pair<float, int>> Stats;

struct StatsOp {
  __host__ __device__ Stats operator()(const Stats &a, const Stats &b) const {
    thrust::minimum<float> mn;
    thrust::maximum<float> mx;
    thrust::plus<int> addi;
    thrust::plus<float> addf;
    const thrust::pair<float, int> &pa = thrust::get<4>(a), &pb = thrust::get<4>(b);
    // Ties go to the smaller index so the result is independent of order.
    bool takeB = pb.first > pa.first || (pb.first == pa.first && pb.second < pa.second);
    return thrust::make_tuple(mn(thrust::get<0>(a), thrust::get<0>(b)), mx(thrust::get<1>(a), thrust::get<1>(b)),
                              addi(thrust::get<2>(a), thrust::get<2>(b)), addf(thrust::get<3>(a), thrust::get<3>(b)),
                              takeB ? pb : pa);
  }
};

struct SquareClamp {
  float limit;
  __host__ __device__ explicit SquareClamp(float l) : limit(l) {}
  __host__ __device__ float operator()(float v) const {
    thrust::multiplies<float> mul;
    thrust::negate<float> neg;
    float c = v > limit ? limit : (v < neg(limit) ? neg(limit) : v);
    return mul(c, c);
  }
};

// A zip iterator reduced to what the kernel needs: dereference gives a tuple.
struct ZipRow {
  const float *x, *w;
  __device__ thrust::tuple<float, float> operator[](int j) const { return thrust::make_tuple(x[j], w[j]); }
};

template <class UnaryOp>
__global__ void row_stats(const float *x, const float *w, float *mins, float *maxs, int *counts, float *sums, int *argmax,
                          int *flags, int cols, float limit) {
  __shared__ float s_min[256], s_max[256], s_sum[256], s_key[256];
  __shared__ int s_cnt[256], s_idx[256];
  UnaryOp op(limit);
  StatsOp combine;
  ZipRow row{x + size_t(blockIdx.x) * cols, w + size_t(blockIdx.x) * cols};
  Stats acc = thrust::make_tuple(3.0e38f, -3.0e38f, 0, 0.0f, thrust::make_pair(-3.0e38f, 0x7fffffff));
  for (int j = threadIdx.x; j < cols; j += blockDim.x) {
    float xv, wv;
    thrust::tie(xv, wv) = row[j];
    float t = op(xv) * wv;
    acc = combine(acc, thrust::make_tuple(xv, xv, int(xv > 0.0f), t, thrust::make_pair(t, j)));
  }
  int t = threadIdx.x;
  s_min[t] = thrust::get<0>(acc);
  s_max[t] = thrust::get<1>(acc);
  s_cnt[t] = thrust::get<2>(acc);
  s_sum[t] = thrust::get<3>(acc);
  s_key[t] = thrust::get<4>(acc).first;
  s_idx[t] = thrust::get<4>(acc).second;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) {
      Stats a = thrust::make_tuple(s_min[t], s_max[t], s_cnt[t], s_sum[t], thrust::make_pair(s_key[t], s_idx[t]));
      Stats b = thrust::make_tuple(s_min[t + s], s_max[t + s], s_cnt[t + s], s_sum[t + s],
                                   thrust::make_pair(s_key[t + s], s_idx[t + s]));
      Stats c = combine(a, b);
      thrust::pair<float, int> key;
      thrust::tie(s_min[t], s_max[t], s_cnt[t], s_sum[t], key) = c;
      s_key[t] = key.first;
      s_idx[t] = key.second;
    }
    __syncthreads();
  }
  if (t == 0) {
    mins[blockIdx.x] = s_min[0];
    maxs[blockIdx.x] = s_max[0];
    counts[blockIdx.x] = s_cnt[0];
    sums[blockIdx.x] = s_sum[0];
    argmax[blockIdx.x] = s_idx[0];
    thrust::logical_and<bool> both;
    flags[blockIdx.x] = both(s_cnt[0] > cols / 2, s_max[0] > 3.9f) ? 1 : 0;
  }
}

template __global__ void row_stats<SquareClamp>(const float *, const float *, float *, float *, int *, float *, int *,
                                                int *, int, float);
