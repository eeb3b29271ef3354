// @realcode A .cu file in the style of many application codes: Thrust in the host code (device_vector, sort_by_key, reduce_by_key, inclusive_scan, transform_reduce, raw_pointer_cast) around a hand-written kernel. Thrust's calls instantiate Thrust's and CUB's kernels from host code, which the compiler must emit as nvcc does; the harness runs the file's own kernel: a segmented sum over sorted keys with shared-memory run detection (each 256-key tile finds where key runs start and adds run sums with atomics).
// @let N = 1 << 24
// @buf keys i32[N] iota
// @buf vals f32[N] uniform(0, 1)
// @buf sums f32[65536] zero
// @launch segment_sums grid(N / 256) block(256) args(keys, vals, sums, i32(N), i32(5))
// @check sums abs=1e-2 rel=1e-4 (float atomics pick the order of each segment's partial sums)
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform_reduce.h>
#include <thrust/functional.h>
#include <cstdio>

// Keys are sorted; segment = key >> shift. Each block sums its tile's runs in shared memory
// and adds one partial sum per run to the global total of its segment.
__global__ void __launch_bounds__(256) segment_sums(const int *__restrict__ keys, const float *__restrict__ vals,
                                                   float *__restrict__ sums, int n, int shift) {
  __shared__ int seg[256];
  __shared__ float part[256];
  const int t = threadIdx.x;
  const int i = blockIdx.x * 256 + t;
  const int s = i < n ? (keys[i] >> shift) : -1;
  seg[t] = s;
  part[t] = i < n ? vals[i] : 0.0f;
  __syncthreads();
  // Inclusive scan of the values within each run (Hillis-Steele, reset at run starts).
  for (int d = 1; d < 256; d <<= 1) {
    float add = (t >= d && seg[t - d] == s) ? part[t - d] : 0.0f;
    __syncthreads();
    part[t] += add;
    __syncthreads();
  }
  // The last element of each run in the tile holds the run's sum.
  const bool last = t == 255 || seg[t + 1] != s;
  if (s >= 0 && last)
    atomicAdd(&sums[s & 65535], part[t]);
}

struct square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

int main() {
  const int n = 1 << 20, shift = 8;
  thrust::host_vector<int> hk(n);
  thrust::host_vector<float> hv(n);
  for (int i = 0; i < n; ++i) {
    hk[i] = int((2654435761u * unsigned(i)) >> 12);
    hv[i] = float(i % 97) / 97.0f;
  }
  thrust::device_vector<int> keys = hk;
  thrust::device_vector<float> vals = hv;
  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  thrust::device_vector<float> sums(65536, 0.0f);
  segment_sums<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(keys.data()),
                                         thrust::raw_pointer_cast(vals.data()),
                                         thrust::raw_pointer_cast(sums.data()), n, shift);
  // Cross-checks with Thrust: the total, and the per-key sums by reduce_by_key.
  float total = thrust::reduce(sums.begin(), sums.end(), 0.0f, thrust::plus<float>());
  float expect = thrust::reduce(vals.begin(), vals.end());
  thrust::device_vector<int> unique_keys(n);
  thrust::device_vector<float> key_sums(n);
  auto ends = thrust::reduce_by_key(keys.begin(), keys.end(), vals.begin(), unique_keys.begin(), key_sums.begin());
  thrust::inclusive_scan(key_sums.begin(), ends.second, key_sums.begin());
  float energy = thrust::transform_reduce(vals.begin(), vals.end(), square(), 0.0f, thrust::plus<float>());
  std::printf("total %f (thrust %f), %d distinct keys, energy %f\n", total, expect,
              int(ends.first - unique_keys.begin()), energy);
  return std::fabs(total - expect) < 1e-2f * expect ? 0 : 1;
}
