// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: a warp's own slice of a flat shared array, read with a counter
// bounded by min(C, data) (GE-SpMM's row cache): kk < 32, so the reads of
// warp threadIdx.y stay in sh[ty * 32 .. ty * 32 + 31], which no other warp
// writes; only threads of one warp meet, and __syncwarp() orders them.

// CHECK-NOT: warp-slices-min-bound.cu:{{[0-9]|1[0-9]|2[0-9]}}:{{.*}}{{error|warning}}
__global__ void warp_row_cache(const int *row_ptr, const float *vals, float *out, int m) {
  __shared__ float sh[4 * 32];
  int row = blockIdx.x * blockDim.y + threadIdx.y;
  int base = threadIdx.y * 32;
  if (row >= m) return;
  int start = row_ptr[row], end = row_ptr[row + 1];
  float acc = 0.0f;
  for (int ptr = start; ptr < end; ptr += 32) {
    if (ptr + threadIdx.x < end) sh[base + threadIdx.x] = vals[ptr + threadIdx.x];
    __syncwarp();
    int chunk = min(32, end - ptr);
    for (int kk = 0; kk < chunk; kk++) acc += sh[base + kk] * (float)kk;
    __syncwarp();
  }
  out[row * 32 + threadIdx.x] = acc;
}

// Without the second __syncwarp(): a lane's next store into the slice may
// overtake another lane's read of it (inside the warp, unordered).
__global__ void warp_row_cache_no_reuse_sync(const int *row_ptr, const float *vals, float *out, int m) {
  __shared__ float sh[4 * 32];
  int row = blockIdx.x * blockDim.y + threadIdx.y;
  int base = threadIdx.y * 32;
  if (row >= m) return;
  int start = row_ptr[row], end = row_ptr[row + 1];
  float acc = 0.0f;
  for (int ptr = start; ptr < end; ptr += 32) {
    // CHECK: warp-slices-min-bound.cu:[[@LINE+1]]:{{.*}}{{error|warning}}: {{.*}}write of @{{.*}}sh
    if (ptr + threadIdx.x < end) sh[base + threadIdx.x] = vals[ptr + threadIdx.x];
    __syncwarp();
    int chunk = min(32, end - ptr);
    for (int kk = 0; kk < chunk; kk++) acc += sh[base + kk] * (float)kk;
  }
  out[row * 32 + threadIdx.x] = acc;
}

// A bound of min(64, ...) lets a warp read into the next warp's slice: the
// slices are not apart, and __syncwarp() does not order the two warps.
__global__ void warp_row_cache_wide_read(const int *row_ptr, const float *vals, float *out, int m) {
  __shared__ float sh[4 * 32 + 32];
  int row = blockIdx.x * blockDim.y + threadIdx.y;
  int base = threadIdx.y * 32;
  if (row >= m) return;
  int start = row_ptr[row], end = row_ptr[row + 1];
  float acc = 0.0f;
  for (int ptr = start; ptr < end; ptr += 32) {
    if (ptr + threadIdx.x < end) sh[base + threadIdx.x] = vals[ptr + threadIdx.x];
    __syncwarp();
    int chunk = min(64, end - ptr);
    // CHECK: warp-slices-min-bound.cu:[[@LINE+1]]:{{.*}}{{error|warning}}: {{.*}}read of @{{.*}}sh
    for (int kk = 0; kk < chunk; kk++) acc += sh[base + kk] * (float)kk;
    __syncwarp();
  }
  out[row * 32 + threadIdx.x] = acc;
}
