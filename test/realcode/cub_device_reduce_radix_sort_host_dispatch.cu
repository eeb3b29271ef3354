// @realcode A library .cu file that calls CUB's device-wide algorithms from host code: cub::DeviceReduce::Sum and cub::DeviceRadixSort::SortKeys, with the usual two-call temporary-storage query. Their kernels are templates that only host code instantiates (CUB's dispatch launches them with <<<>>>), so the compiler must emit them as nvcc does. The harness launches, by their symbols (the toolkit's CUB 3.0.1, sm_90), the single-tile kernels CUB's dispatch picks for inputs of one tile: a 256-thread block that reduces, and one that radix-sorts 4096 keys (19 keys a thread).
// @let N = 4096
// @buf in f32[N] uniform(-1, 1)
// @buf sum f32[1] zero
// @buf keys u32[N] uniform(0, 4000000000)
// @buf sorted u32[N] zero
// @buf op u8[1] zero
// @launch _ZN3cub17CUB_300001_SM_9006detail6reduce28DeviceReduceSingleTileKernelINS2_10policy_hubIfjN4cuda3std3__44plusIvEEE10Policy1000EPfSC_iS9_ffNS7_10__identityEEEvT0_T1_T2_T3_T4_T6_ grid(1) block(256) args(in, sum, i32(N), bytes(op), f32(0.0), bytes(op))
// @launch _ZN3cub17CUB_300001_SM_9006detail10radix_sort31DeviceRadixSortSingleTileKernelINS1_5radix10policy_hubIjNS0_8NullTypeEjE10Policy1000ELNS0_9SortOrderE0EjS6_jNS1_21identity_decomposer_tEEEvPKT1_PSB_PKT2_PSF_T3_iiT4_ grid(1) block(256) args(keys, sorted, u64(0), u64(0), u32(N), i32(0), i32(32), bytes(op))
// @check sum abs=1e-4 rel=1e-5
// @check sorted exact ascending
#include <cub/cub.cuh>
#include <cstdio>
#include <vector>

#define CHECK(call)                                                                  \
  do {                                                                               \
    cudaError_t err_ = (call);                                                       \
    if (err_ != cudaSuccess) {                                                       \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      return err_;                                                                   \
    }                                                                                \
  } while (0)

// Sums n floats into *d_out on the device (d_out is device memory).
cudaError_t device_sum(const float *d_in, float *d_out, int n, cudaStream_t stream) {
  void *d_temp = nullptr;
  size_t temp_bytes = 0;
  CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, const_cast<float *>(d_in), d_out, n, stream));
  CHECK(cudaMallocAsync(&d_temp, temp_bytes, stream));
  CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, const_cast<float *>(d_in), d_out, n, stream));
  return cudaFreeAsync(d_temp, stream);
}

// Sorts n unsigned keys, all 32 bits, into d_out.
cudaError_t device_sort(const unsigned *d_in, unsigned *d_out, int n, cudaStream_t stream) {
  void *d_temp = nullptr;
  size_t temp_bytes = 0;
  CHECK(cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, const_cast<unsigned *>(d_in), d_out, n, 0, 32,
                                       stream));
  CHECK(cudaMallocAsync(&d_temp, temp_bytes, stream));
  CHECK(cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, const_cast<unsigned *>(d_in), d_out, n, 0, 32,
                                       stream));
  return cudaFreeAsync(d_temp, stream);
}

int main() {
  const int n = 1 << 20;
  std::vector<float> h(n);
  std::vector<unsigned> k(n);
  for (int i = 0; i < n; ++i) {
    h[i] = float(i % 17) * 0.25f - 2.0f;
    k[i] = 2654435761u * unsigned(i);
  }
  float *d_in, *d_sum;
  unsigned *d_keys, *d_sorted;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_sum, sizeof(float)));
  CHECK(cudaMalloc(&d_keys, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_sorted, n * sizeof(unsigned)));
  CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_keys, k.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CHECK(device_sum(d_in, d_sum, n, 0));
  CHECK(device_sort(d_keys, d_sorted, n, 0));
  float sum = 0;
  CHECK(cudaMemcpy(&sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(k.data(), d_sorted, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  bool ascending = true;
  for (int i = 1; i < n; ++i)
    ascending &= k[i - 1] <= k[i];
  std::printf("sum %f, sorted %s\n", sum, ascending ? "yes" : "NO");
  cudaFree(d_in);
  cudaFree(d_sum);
  cudaFree(d_keys);
  cudaFree(d_sorted);
  return ascending ? 0 : 1;
}
