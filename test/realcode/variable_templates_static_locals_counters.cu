// @realcode C++14/17 variable templates in CUDA memory spaces: `template <class T> __device__ T g_scale`, a `__constant__` variable template with a per-type initializer (`c_eps<float>`, `c_eps<double>`), a constexpr variable template used as an array bound and a shift (`tile_v<T>`), static local variables of __device__ functions as persistent counters and lazily-set lookup tables, a `static __shared__` array inside a __device__ helper shared by two kernels, and a `static` (internal-linkage) __device__ variable, all read back through kernels instantiated for float and double.
// @let N = 1 << 22
// @buf xf f32[N] uniform(-1, 1)
// @buf xd f64[N] uniform(-1, 1)
// @buf yf f32[N] zero
// @buf yd f64[N] zero
// @buf blocksf f32[N / 256] zero
// @buf blocksd f64[N / 256] zero
// @buf stats u32[4] zero
// @launch set_scales grid(1) block(32) args(f32(1.5), f64(-0.75))
// @launch normalize<float> grid(N / 256) block(256) args(xf, yf, blocksf, stats, i32(N))
// @launch normalize<double> grid(N / 256) block(256) args(xd, yd, blocksd, stats, i32(N))
// @launch read_counters grid(1) block(32) args(stats)
// @check yf abs=1e-6 rel=1e-6
// @check yd abs=1e-12 rel=1e-12
// @check blocksf abs=1e-4 rel=1e-5
// @check blocksd abs=1e-10 rel=1e-10
// @check stats exact
#include <cuda_runtime.h>

template <class T> __device__ T g_scale;
template <class T> __constant__ T c_eps = T(1e-3);
template <> __constant__ double c_eps<double> = 1e-9;
template <class T> constexpr int tile_v = 1024 / int(sizeof(T) * 8); // 32 floats, 16 doubles
template <class T> constexpr int log2_tile_v = sizeof(T) == 4 ? 5 : 4;

static __device__ unsigned g_calls; // internal linkage, still a device global

__device__ unsigned count_call(unsigned slot) {
  static unsigned per_slot[2]; // one instance in global memory for the whole grid
  atomicAdd(&g_calls, 1u);
  return atomicAdd(&per_slot[slot], 1u);
}

__device__ unsigned read_slot(unsigned slot) {
  // The same function-local static as count_call? No: each function has its own.
  static unsigned shadow[2];
  return shadow[slot];
}

template <class T> __device__ T block_sum(T v) {
  static __shared__ T partial[32];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0)
    partial[threadIdx.x >> 5] = v;
  __syncthreads();
  T s = T(0);
  if (threadIdx.x < 32) {
    s = threadIdx.x < blockDim.x / 32 ? partial[threadIdx.x] : T(0);
    for (int o = 16; o > 0; o >>= 1)
      s += __shfl_xor_sync(0xffffffffu, s, o);
  }
  return s;
}

__global__ void set_scales(float sf, double sd) {
  if (threadIdx.x == 0) {
    g_scale<float> = sf;
    g_scale<double> = sd;
  }
}

template <class T> __global__ void normalize(const T *x, T *y, T *blocks, unsigned *stats, int n) {
  __shared__ T tile[tile_v<T> * 8];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  T v = i < n ? x[i] : T(0);
  int lane = threadIdx.x & (tile_v<T> - 1);
  int group = threadIdx.x >> log2_tile_v<T>;
  if (threadIdx.x < tile_v<T> * 8)
    tile[threadIdx.x] = v;
  __syncthreads();
  T neighbour = threadIdx.x < tile_v<T> * 8 ? tile[(group << log2_tile_v<T>) + ((lane + 1) & (tile_v<T> - 1))] : v;
  T out = g_scale<T> * v / (fabs(neighbour) + c_eps<T>);
  if (i < n)
    y[i] = out;
  T s = block_sum(out > T(100) ? T(100) : (out < T(-100) ? T(-100) : out));
  if (threadIdx.x == 0) {
    blocks[blockIdx.x] = s;
    count_call(sizeof(T) == 8);
  }
}

template __global__ void normalize<float>(const float *, float *, float *, unsigned *, int);
template __global__ void normalize<double>(const double *, double *, double *, unsigned *, int);

__global__ void read_counters(unsigned *stats) {
  if (threadIdx.x == 0) {
    stats[0] = g_calls;
    stats[1] = count_call(0) + 1; // the float launches' count, plus this call
    stats[2] = count_call(1) + 1;
    stats[3] = read_slot(1) + tile_v<double> * 100 + log2_tile_v<float>;
  }
}
