// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// A block-strided loop `for (i = U + threadIdx.x; i < B; i += S)` whose
// bound B - U is a multiple of S runs the same number of trips in every
// thread (t + k*S < m*S exactly for k < m when 0 <= t < S), so barriers in it
// are reached by the whole block: the tail is padded instead of cut.
// (Branch sync30: these were "block barrier is reached under
// thread-dependent control flow" errors.)

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// No diagnostic: bound rounded up to a multiple of blockDim.x.
__global__ void padded_blockdim(const float *in, float *out, int n) {
  __shared__ float s[1024];
  float total = 0.0f;
  const int padded = ((n + blockDim.x - 1) / blockDim.x) * blockDim.x;
  for (int i = threadIdx.x; i < padded; i += blockDim.x) {
    s[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0)
      total += s[0] + s[blockDim.x - 1];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}

// No diagnostic: a uniform offset (the segment's begin) on both sides.
__global__ void padded_offset(const float *in, float *out, const int *offsets) {
  __shared__ float s[1024];
  const int begin = offsets[blockIdx.x];
  const int tiles = (offsets[blockIdx.x + 1] - begin + blockDim.x - 1) / blockDim.x;
  float total = 0.0f;
  for (int i = begin + threadIdx.x; i < begin + tiles * blockDim.x; i += blockDim.x) {
    s[threadIdx.x] = in[i];
    __syncthreads();
    if (threadIdx.x == 0)
      total += s[1];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}

// No diagnostic: a constant stride with the block bounded by it, the bound
// rounded with a mask.
__global__ void __launch_bounds__(128) padded_mask(const float *in, float *out, int n) {
  __shared__ float s[128];
  float total = 0.0f;
  for (int i = threadIdx.x; i < ((n + 127) & ~127); i += 128) {
    s[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0)
      total += s[127];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}

// No diagnostic: a 2-D block walking the flat thread index by the block's
// size, the bound padded to a multiple of it.
__global__ void padded_flat_2d(const float *in, float *out, int n) {
  __shared__ float s[1024];
  const int flat = threadIdx.y * blockDim.x + threadIdx.x;
  const int size = blockDim.x * blockDim.y;
  float total = 0.0f;
  for (int i = flat; i < (n + size - 1) / size * size; i += size) {
    s[flat] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (flat == 0)
      total += s[1];
    __syncthreads();
  }
  if (flat == 0)
    out[blockIdx.x] = total;
}

// No diagnostic: the do-while spelling, which tests the next index.
__global__ void padded_do_while(const float *in, float *out, int n) {
  __shared__ float s[1024];
  float total = 0.0f;
  int i = threadIdx.x;
  const int padded = (n + blockDim.x - 1) / blockDim.x * blockDim.x;
  if (padded > 0) {
    do {
      s[threadIdx.x] = i < n ? in[i] : 0.0f;
      __syncthreads();
      if (threadIdx.x == 0)
        total += s[1];
      __syncthreads();
      i += blockDim.x;
    } while (i < padded);
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}

// No diagnostic: a grid-stride loop whose start, stride and bound are all
// multiples of blockDim.x: the whole block leaves together.
__global__ void padded_grid_stride(const float *in, float *out, int n) {
  __shared__ float s[1024];
  float total = 0.0f;
  const int padded = (n + blockDim.x - 1) / blockDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < padded; i += blockDim.x * gridDim.x) {
    s[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0)
      total += s[1];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}

// A grid-stride loop to an unpadded bound: the block's last trip is partial.
__global__ void unpadded_grid_stride(const float *in, float *out, int n) {
  __shared__ float s[1024];
  float total = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    s[threadIdx.x] = in[i];
    // CHECK: :[[@LINE+1]]:5: error: block barrier is reached under thread-dependent control flow
    __syncthreads();
    total += s[threadIdx.x];
  }
  out[threadIdx.x] = total;
}

// No diagnostic: cooperative groups' thread_rank() (the linear rank, warp
// id * 32 + lane) stepping by size() (the product of the block's dimensions).
__global__ void padded_cg_rank(const float *in, float *out, int n) {
  __shared__ float s[1024];
  cg::thread_block block = cg::this_thread_block();
  const unsigned r = block.thread_rank(), size = block.size();
  float total = 0.0f;
  for (unsigned i = r; i < (n + size - 1) / size * size; i += size) {
    s[r] = i < n ? in[i] : 0.0f;
    block.sync();
    if (r == 0)
      total += s[1];
    block.sync();
  }
  if (r == 0)
    out[blockIdx.x] = total;
}

// The linear rank of a 3-D block stepping by blockDim.x * blockDim.y: ranks
// past one plane start beyond the stride.
__global__ void rank_by_plane(const float *in, float *out, int n) {
  __shared__ float s[1024];
  const int r = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  const int plane = blockDim.x * blockDim.y;
  float total = 0.0f;
  for (int i = r; i < (n + plane - 1) / plane * plane; i += plane) {
    s[r] = in[i];
    // CHECK: :[[@LINE+1]]:5: error: block barrier is reached under thread-dependent control flow
    __syncthreads();
    total += s[r];
  }
  out[r] = total;
}

// The bound is not a multiple of the stride: threads below n % blockDim.x
// run one more trip.
__global__ void unpadded(const float *in, float *out, int n) {
  __shared__ float s[1024];
  float total = 0.0f;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    s[threadIdx.x] = in[i];
    // CHECK: :[[@LINE+1]]:5: error: block barrier is reached under thread-dependent control flow
    __syncthreads();
    total += s[threadIdx.x];
  }
  out[threadIdx.x] = total;
}

// A constant stride without a launch bound: a block of 256 threads gives
// threads 128..255 one trip fewer.
__global__ void constant_stride_unbounded(const float *in, float *out, int n) {
  __shared__ float s[128];
  float total = 0.0f;
  for (int i = threadIdx.x; i < ((n + 127) & ~127); i += 128) {
    s[threadIdx.x & 127] = i < n ? in[i] : 0.0f;
    // CHECK: :[[@LINE+1]]:5: error: block barrier is reached under thread-dependent control flow
    __syncthreads();
    total += s[threadIdx.x & 127];
  }
  out[threadIdx.x] = total;
}

// Starting at 2 * threadIdx.x (beyond one stride for the upper half of the
// block): threads differ in their trip counts even with a padded bound.
__global__ void start_not_thread_index(const float *in, float *out, int n) {
  __shared__ float s[1024];
  float total = 0.0f;
  const int padded = ((n + blockDim.x - 1) / blockDim.x) * blockDim.x;
  for (int i = 2 * threadIdx.x; i < padded; i += blockDim.x) {
    s[threadIdx.x] = in[i];
    // CHECK: :[[@LINE+1]]:5: error: block barrier is reached under thread-dependent control flow
    __syncthreads();
    total += s[threadIdx.x];
  }
  out[threadIdx.x] = total;
}
