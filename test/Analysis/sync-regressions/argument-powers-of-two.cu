// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: loop counters and partner indices computed from an integer
// kernel argument (`size`, `n`, `log2N`) were "values not known here" (a
// warning on correct code). The counter search now tries such an argument
// at powers of two (a shift amount at 0..15), as launch shapes are.

// The CUDA samples' scan1Inclusive: thread t of a segment of `size`
// owns pos = 2*t - (t & (size - 1)) and pos + size. Silent.
// CHECK-NOT: argument-powers-of-two.cu:{{(1[0-9]|2[0-9])}}:{{.*}}{{error|warning}}
__global__ void scan_segments(unsigned *dst, const unsigned *src, unsigned size) {
  extern __shared__ unsigned s_data[];
  unsigned pos = 2 * threadIdx.x - (threadIdx.x & (size - 1));
  s_data[pos] = 0;
  pos += size;
  s_data[pos] = src[threadIdx.x];
  for (unsigned offset = 1; offset < size; offset <<= 1) {
    __syncthreads();
    unsigned t = s_data[pos] + s_data[pos - offset];
    __syncthreads();
    s_data[pos] = t;
  }
  dst[threadIdx.x] = s_data[pos];
}

// A radix-2 butterfly over N = 1 << log2N elements, stride halving: silent.
// CHECK-NOT: argument-powers-of-two.cu:{{(3[0-9]|4[0-4])}}:{{.*}}{{error|warning}}
__global__ void butterflies(float *data, int log2N) {
  extern __shared__ float s[];
  const int N = 1 << log2N;
  for (int p = threadIdx.x; p < N; p += blockDim.x) s[p] = data[p];
  for (int stride = N >> 1; stride > 0; stride >>= 1) {
    __syncthreads();
    int lo = threadIdx.x & (stride - 1);
    int i0 = ((threadIdx.x - lo) << 1) + lo;
    float a = s[i0], b = s[i0 + stride];
    s[i0] = a + b;
    s[i0 + stride] = a - b;
  }
  __syncthreads();
  for (int p = threadIdx.x; p < N; p += blockDim.x) data[p] = s[p];
}

// The same scan without the barrier between a step's read and its write: the
// collision needs a value of the argument, but it recurs with the argument tied
// to the block (size == blockDim.x and size == 2 * blockDim.x, how such a scan is
// launched), so it is a proven race that names the value and the tie.
__global__ void scan_one_sync(unsigned *dst, const unsigned *src, unsigned size) {
  extern __shared__ unsigned s_data[];
  unsigned pos = 2 * threadIdx.x - (threadIdx.x & (size - 1));
  s_data[pos] = 0;
  pos += size;
  s_data[pos] = src[threadIdx.x];
  for (unsigned offset = 1; offset < size; offset <<= 1) {
    __syncthreads();
    unsigned t = s_data[pos] + s_data[pos - offset];
    // CHECK: argument-powers-of-two.cu:[[@LINE+1]]:{{.*}}error: shared-memory race {{.*}}assuming argument 3 is {{[0-9]+}}{{.*}}tied to the block
    s_data[pos] = t;
  }
  dst[threadIdx.x] = s_data[pos];
}
