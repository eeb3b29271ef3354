// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch probe19): an address or a block-strided loop bound that
// reads a kernel argument (`s[(i + shift) % 512]`, `rowbuf[w][C - 1 - i]` in
// `i < C`) was "not an affine function" / "not compared": the accesses'
// executions (HazardExecutions.cpp) could not be listed without the
// argument's value. The argument is now tried at its candidate values
// (powers of two, largest first); a value at which an access leaves its
// array is one the host never passes, and a collision at a value that keeps
// both accesses inside is a race of that launch, with the value in the
// witness. No collision at the values tried proves nothing, so the rest
// stays as it was (a warning, or silence from the other rules).

#define TILE 512

// The next tile's stores overwrite elements slower threads still read
// rotated: threads 256 and 0 at shift 256 (any shift not a multiple of 512).
__global__ void rotate_no_reuse_sync(const float *in, float *out, int ntiles, int shift) {
  __shared__ float s[TILE];
  for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
      // CHECK: argument-bound-executions.cu:[[@LINE+1]]:7: error: shared-memory race (write-after-read){{.*}}threads 256 and 0, @{{.*}}rotate_no_reuse_sync{{.*}}.s[0], when in some iteration of the block-strided loops at line [[#@LINE+3]], line [[#@LINE-1]], and argument 4 is 256)
      s[i] = in[tile * TILE + i];
    __syncthreads();
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
      out[tile * TILE + i] = s[(i + shift) % TILE];
  }
}

// With the barrier at the end of each tile: silent.
// CHECK-NOT: {{error:|warning:}}
__global__ void rotate_reuse_sync(const float *in, float *out, int ntiles, int shift) {
  __shared__ float s[TILE];
  for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
      s[i] = in[tile * TILE + i];
    __syncthreads();
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
      out[tile * TILE + i] = s[(i + shift) % TILE];
    __syncthreads();
  }
}

// A warp's row read reversed without the __syncwarp(): lane 0 reads the
// element lane 31 stored (C = 128 keeps both inside the 128-float row).
__global__ void __launch_bounds__(256) reverse_row_no_syncwarp(float *out, const float *inp, int C) {
  __shared__ float rowbuf[8][128];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * 8 + warp;
  const float *x = inp + row * C;
  for (int i = lane; i < C; i += 32) {
    float v = x[i];
    rowbuf[warp][i] = v;
  }
  for (int i = lane; i < C; i += 32)
    // CHECK: argument-bound-executions.cu:[[@LINE+1]]:24: error: warp-synchronous shared-memory access without __syncwarp(){{.*}}threads 31 and 0, @{{.*}}rowbuf[127], when in some iteration of the block-strided loops at line [[#@LINE-5]], line [[#@LINE-1]], and argument 3 is 128)
    out[row * C + i] = rowbuf[warp][C - 1 - i];
}

// With it: silent (nor anything below).
// CHECK-NOT: {{error:|warning:}}
__global__ void __launch_bounds__(256) reverse_row_syncwarp(float *out, const float *inp, int C) {
  __shared__ float rowbuf[8][128];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * 8 + warp;
  const float *x = inp + row * C;
  for (int i = lane; i < C; i += 32) {
    float v = x[i];
    rowbuf[warp][i] = v;
  }
  __syncwarp();
  for (int i = lane; i < C; i += 32)
    out[row * C + i] = rowbuf[warp][C - 1 - i];
}

// Each thread reads back only what it stored, for every n: silent (the
// argument bounds the loop; no value makes two threads meet).
__global__ void __launch_bounds__(128) own_elements(float *out, const float *in, int n) {
  __shared__ float s[1024];
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    s[i] = in[i] * 2.0f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    out[i] = s[i] + 1.0f;
}

// A row pitch the host ties to the block (`threadIdx.y * pitch`): an
// argument that scales another non-constant is never bound (pitch = 8
// would overlap the rows of a 16x16 block), so this stays silent.
__global__ void __launch_bounds__(256) pitched_rows(float *out, const float *in, int pitch) {
  __shared__ float s[16 * 64];
  s[threadIdx.y * pitch + threadIdx.x] = in[threadIdx.y * 16 + threadIdx.x];
  out[threadIdx.y * 16 + threadIdx.x] = s[threadIdx.y * pitch + threadIdx.x] * 2.0f;
}
