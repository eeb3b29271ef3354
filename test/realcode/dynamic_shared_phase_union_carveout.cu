// @realcode One dynamic shared-memory allocation reused by two phases of a block-per-row kernel: phase one carves 16-byte aligned float4 staging and int counters out of the raw bytes with a constexpr align-up helper, phase two reinterprets the same bytes as a union of a double-precision scan buffer; per-row outputs are a histogram of quantised values and a prefix-sum checksum.
// @let ROWS = 4096
// @let COLS = 4096
// @let BINS = 64
// @buf data f32[ROWS * COLS] uniform(0, 1)
// @buf hist u32[ROWS * BINS] zero
// @buf checksum f64[ROWS] zero
// @launch two_phase_rows grid(ROWS) block(256) shared(4096 * 4 + 256 * 8 + 64 * 4 + 64) args(data, hist, checksum, i32(COLS))
// @check hist exact
// @check checksum rel=1e-12
#include <cstdint>
#include <cstddef>

__host__ __device__ constexpr size_t align_up(size_t offset, size_t alignment) { return (offset + alignment - 1) / alignment * alignment; }

constexpr int kBins = 64;

// The bytes after the staged row: phase one's counters, then phase two's
// scan buffer in the same place (the counters are dead by then).
union PhaseTwo {
  unsigned counters[kBins];
  double scan[256];
};

__global__ void two_phase_rows(const float *__restrict__ data, unsigned *__restrict__ hist, double *__restrict__ checksum, int cols) {
  extern __shared__ __align__(16) unsigned char smem[];
  float4 *row = reinterpret_cast<float4 *>(smem);
  const size_t tail = align_up(size_t(cols) * sizeof(float), alignof(PhaseTwo));
  PhaseTwo *shared_tail = reinterpret_cast<PhaseTwo *>(smem + tail);

  const float4 *src = reinterpret_cast<const float4 *>(data + size_t(blockIdx.x) * cols);
  for (int i = threadIdx.x; i < cols / 4; i += blockDim.x) row[i] = src[i];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) shared_tail->counters[b] = 0;
  __syncthreads();
  const float *flat = reinterpret_cast<const float *>(row);
  for (int i = threadIdx.x; i < cols; i += blockDim.x) {
    int bin = min(kBins - 1, int(flat[i] * kBins));
    atomicAdd(&shared_tail->counters[bin], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) hist[size_t(blockIdx.x) * kBins + b] = shared_tail->counters[b];
  __syncthreads();
  // Phase two: each thread's partial sum of its strided elements, then a
  // Hillis-Steele scan in double over the threads' partials.
  double mine = 0.0;
  for (int i = threadIdx.x; i < cols; i += blockDim.x) mine += double(flat[i]) * (i % 7 + 1);
  shared_tail->scan[threadIdx.x] = mine;
  __syncthreads();
  for (int off = 1; off < blockDim.x; off <<= 1) {
    double add = threadIdx.x >= off ? shared_tail->scan[threadIdx.x - off] : 0.0;
    __syncthreads();
    shared_tail->scan[threadIdx.x] += add;
    __syncthreads();
  }
  if (threadIdx.x == blockDim.x - 1) checksum[blockIdx.x] = shared_tail->scan[threadIdx.x];
}
