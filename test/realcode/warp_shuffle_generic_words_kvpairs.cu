// @realcode CUB-internals style generic warp shuffles written by hand: ShuffleIndex / ShuffleDown / ShuffleUp templates that move any trivially copyable T as an array of ShuffleWord (unsigned int) through a reinterpret_cast'ed register copy with a compile-time WORDS count, a KeyValuePair<int, float> arg-min reduction and a double4-sized struct broadcast through them, next to the native overloads on double, long long (an inclusive 64-bit scan with __shfl_up_sync), __half2 (xor butterfly with __hadd2) and __nv_bfloat162.
// @let N = 1 << 24
// @buf vals f32[N] uniform(-100, 100)
// @buf dvals f64[N] uniform(-1, 1)
// @buf ivals i64[N] uniform(-1000000, 1000000)
// @buf hvals f16[2 * N] uniform(-1, 1)
// @buf bvals bf16[2 * N] uniform(-1, 1)
// @buf argmin_key i32[N / 32] zero
// @buf argmin_val f32[N / 32] zero
// @buf bcast f64[4 * N / 32] zero
// @buf scan64 i64[N] zero
// @buf hsum f16[2 * N / 32] zero
// @buf bsum bf16[2 * N / 32] zero
// @launch warp_argmin_pairs grid(N / 256) block(256) args(vals, argmin_key, argmin_val, i32(N))
// @launch warp_broadcast_struct grid(N / 256) block(256) args(dvals, bcast, i32(N))
// @launch warp_scan_i64 grid(N / 256) block(256) args(ivals, scan64, i32(N))
// @launch warp_sum_half2_bf162 grid(N / 256) block(256) args(hvals, bvals, hsum, bsum, i32(N))
// @check argmin_key exact
// @check argmin_val exact
// @check bcast rel=1e-12 abs=1e-12
// @check scan64 exact
// @check hsum abs=2e-2 rel=1e-2
// @check bsum abs=1e-1 rel=2e-2
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <type_traits>

typedef unsigned int ShuffleWord;

template <typename T> struct WordCount {
  enum { WORDS = (sizeof(T) + sizeof(ShuffleWord) - 1) / sizeof(ShuffleWord) };
};

template <int LOGICAL_WARP_THREADS, typename T>
__device__ __forceinline__ T ShuffleIndex(T input, int src_lane, unsigned int member_mask) {
  static_assert(std::is_trivially_copyable<T>::value, "shuffled types must be trivially copyable");
  constexpr int WORDS = WordCount<T>::WORDS;
  T output;
  ShuffleWord *output_alias = reinterpret_cast<ShuffleWord *>(&output);
  ShuffleWord *input_alias = reinterpret_cast<ShuffleWord *>(&input);
#pragma unroll
  for (int word = 0; word < WORDS; ++word)
    output_alias[word] = __shfl_sync(member_mask, input_alias[word], src_lane, LOGICAL_WARP_THREADS);
  return output;
}

template <int LOGICAL_WARP_THREADS, typename T>
__device__ __forceinline__ T ShuffleDown(T input, int src_offset, unsigned int member_mask) {
  constexpr int WORDS = WordCount<T>::WORDS;
  T output;
  ShuffleWord *output_alias = reinterpret_cast<ShuffleWord *>(&output);
  ShuffleWord *input_alias = reinterpret_cast<ShuffleWord *>(&input);
#pragma unroll
  for (int word = 0; word < WORDS; ++word)
    output_alias[word] = __shfl_down_sync(member_mask, input_alias[word], src_offset, LOGICAL_WARP_THREADS);
  return output;
}

template <typename K, typename V> struct KeyValuePair {
  K key;
  V value;
  __device__ __forceinline__ KeyValuePair() {}
  __device__ __forceinline__ KeyValuePair(K k, V v) : key(k), value(v) {}
};

struct ArgMin {
  template <typename K, typename V>
  __device__ __forceinline__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a, const KeyValuePair<K, V> &b) const {
    if ((b.value < a.value) || ((a.value == b.value) && (b.key < a.key))) return b;
    return a;
  }
};

template <typename T, typename Op> __device__ __forceinline__ T WarpReduce(T v, Op op) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1) v = op(v, ShuffleDown<32>(v, offset, 0xffffffffu));
  return v;
}

__global__ void warp_argmin_pairs(const float *__restrict__ vals, int *__restrict__ keys, float *__restrict__ mins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  KeyValuePair<int, float> kv(i, i < n ? vals[i] : INFINITY);
  kv = WarpReduce(kv, ArgMin());
  kv = ShuffleIndex<32>(kv, 0, 0xffffffffu);
  if ((threadIdx.x & 31) == 31) {
    keys[i >> 5] = kv.key;
    mins[i >> 5] = kv.value;
  }
}

struct alignas(16) Moments {
  double mean, m2, lo, hi;
};

__global__ void warp_broadcast_struct(const double *__restrict__ x, double *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  double v = x[i];
  // Lane 0 gathers the warp's moments with native double shuffles, then broadcasts the struct.
  double s = v, s2 = v * v, lo = v, hi = v;
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    s += __shfl_xor_sync(0xffffffffu, s, off);
    s2 += __shfl_xor_sync(0xffffffffu, s2, off);
    lo = fmin(lo, __shfl_xor_sync(0xffffffffu, lo, off));
    hi = fmax(hi, __shfl_xor_sync(0xffffffffu, hi, off));
  }
  Moments m;
  if (lane == 0) {
    m.mean = s / 32.0;
    m.m2 = s2 / 32.0 - m.mean * m.mean;
    m.lo = lo;
    m.hi = hi;
  }
  m = ShuffleIndex<32>(m, 0, 0xffffffffu);
  if (lane == 7) {
    double *o = out + (i >> 5) * 4;
    o[0] = m.mean;
    o[1] = m.m2;
    o[2] = m.lo;
    o[3] = m.hi;
  }
}

__global__ void warp_scan_i64(const long long *__restrict__ x, long long *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  long long v = x[i];
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    long long up = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += up;
  }
  out[i] = v;
}

__global__ void warp_sum_half2_bf162(const __half2 *__restrict__ h, const __nv_bfloat162 *__restrict__ b, __half2 *__restrict__ hs,
                                     __nv_bfloat162 *__restrict__ bs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2 hv = h[i];
  __nv_bfloat162 bv = b[i];
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    hv = __hadd2(hv, __shfl_xor_sync(0xffffffffu, hv, off));
    bv = __hadd2(bv, __shfl_xor_sync(0xffffffffu, bv, off));
  }
  if ((threadIdx.x & 31) == 0) {
    hs[i >> 5] = hv;
    bs[i >> 5] = bv;
  }
}
