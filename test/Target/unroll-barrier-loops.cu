// A loop with a block barrier and a constant trip count too large to unroll
// completely (a Needleman-Wunsch tile's 31 anti-diagonals) is unrolled by 4,
// as nvcc does: 4 barriers in the loop plus the one before it. LLVM alone
// keeps it rolled, because it unrolls convergent loops only by factors that
// divide the trip count. A loop whose trip count is known only at run time
// but is block-uniform (kernel arguments, blockDim/gridDim/blockIdx) is
// unrolled too, with an epilogue loop, as nvcc does: by 4 when small, by 2
// when larger. A trip count that differs between threads keeps it rolled: a
// remainder loop would put barriers under divergent control.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 -O1 | FileCheck %s --check-prefix=O1

// CHECK-LABEL: .entry wavefront(
// CHECK-COUNT-5: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
// O1-LABEL: .entry wavefront(
// O1-COUNT-2: bar.sync 0;
// O1-NOT: bar.sync
// O1: ret;
extern "C" __global__ void __launch_bounds__(16) wavefront(int* out, const int* in) {
  __shared__ int s[17][17];
  int tx = threadIdx.x;
  s[tx + 1][0] = in[tx];
  s[0][tx + 1] = in[tx + 16];
  if (tx == 0) s[0][0] = 0;
  __syncthreads();
  for (int d = 0; d < 31; ++d) {
    int x = d - tx;
    if (x >= 0 && x < 16) s[tx + 1][x + 1] = max(s[tx][x] + 1, s[tx][x + 1] - 2);
    __syncthreads();
  }
  out[tx] = s[tx + 1][16];
}

// Two barriers around, four copies of two in the loop, two in the epilogue.
// CHECK-LABEL: .entry runtime_trips(
// CHECK-COUNT-12: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
extern "C" __global__ void __launch_bounds__(256) runtime_trips(float* data, int steps) {
  __shared__ float buf[256];
  buf[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  for (int k = 0; k < steps; ++k) {
    float v = buf[(threadIdx.x + 1) % 256];
    __syncthreads();
    buf[threadIdx.x] = v * 0.5f;
    __syncthreads();
  }
  __syncthreads();
  data[threadIdx.x] = buf[threadIdx.x];
}

// Trip count from blockDim and gridDim: block-uniform, unrolled by 4.
// CHECK-LABEL: .entry shape_trips(
// CHECK-COUNT-12: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
extern "C" __global__ void __launch_bounds__(256) shape_trips(float* data) {
  __shared__ float buf[256];
  buf[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  for (unsigned k = blockIdx.y; k < gridDim.x * (blockDim.x / 32); ++k) {
    float v = buf[(threadIdx.x + 1) % 256];
    __syncthreads();
    buf[threadIdx.x] = v * 0.5f;
    __syncthreads();
  }
  __syncthreads();
  data[threadIdx.x] = buf[threadIdx.x];
}

// A trip count read from memory may differ between threads (the sync
// verifier warns; the unroller cannot tell either): stays rolled.
// CHECK-LABEL: .entry loaded_trips(
// CHECK-COUNT-4: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
extern "C" __global__ void __launch_bounds__(256) loaded_trips(float* data, const int* steps) {
  __shared__ float buf[256];
  buf[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  int n = steps[threadIdx.x];
  for (int k = 0; k < n; ++k) {
    float v = buf[(threadIdx.x + 1) % 256];
    __syncthreads();
    buf[threadIdx.x] = v * 0.5f;
    __syncthreads();
  }
  __syncthreads();
  data[threadIdx.x] = buf[threadIdx.x];
}

// A larger body (a z-marching 3-D stencil with halo loads) is unrolled by 2,
// with a one-iteration epilogue: six barriers in the loop and its epilogue,
// two more in the first iteration, which LLVM peels.
// CHECK-LABEL: .entry zmarch(
// CHECK-COUNT-8: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
extern "C" __global__ void zmarch(const float *__restrict__ in, float *__restrict__ out, int nx, int ny, int nz) {
  __shared__ float plane[10][34];
  int ix = blockIdx.x * 32 + threadIdx.x, iy = blockIdx.y * 8 + threadIdx.y;
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  size_t stride = (size_t)nx * ny, idx = (size_t)iy * nx + ix;
  float below = 0.0f, current = in[idx], above = in[idx + stride];
  for (int iz = 0; iz < nz; ++iz) {
    __syncthreads();
    plane[ty][tx] = current;
    if (threadIdx.x == 0) plane[ty][0] = ix > 0 ? in[idx - 1] : current;
    if (threadIdx.x == 31) plane[ty][33] = ix + 1 < nx ? in[idx + 1] : current;
    if (threadIdx.y == 0) plane[0][tx] = iy > 0 ? in[idx - nx] : current;
    if (threadIdx.y == 7) plane[9][tx] = iy + 1 < ny ? in[idx + nx] : current;
    __syncthreads();
    float b = iz > 0 ? below : current, a = iz + 1 < nz ? above : current;
    out[idx] = plane[ty][tx - 1] + plane[ty][tx + 1] + plane[ty - 1][tx] + plane[ty + 1][tx] + a + b - 6.0f * current;
    below = current;
    current = above;
    idx += stride;
    if (iz + 2 < nz) above = in[idx + stride];
  }
}

// No barrier, but a full-warp shuffle tree in every iteration (a warp per
// key, flash_decoding_splitk's scores): all 32 lanes run each shuffle
// together, so every lane of the warp runs the loop equally often, whatever
// the trip count (here it differs between warps). Unrolled by 4 with an
// epilogue, as nvcc does: four keys' loads and shuffles in flight (0.74x nvcc
// rolled).
// CHECK-LABEL: .entry warp_per_key(
// CHECK-COUNT-20: shfl.sync.bfly.b32
// CHECK: .pragma "nounroll";
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK-NOT: shfl.sync
// CHECK: {{^}}}
extern "C" __global__ void warp_per_key(const float* k, float* scores) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int j = warp; j < 1000; j += 4) {
    float s = k[j * 32 + lane];
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    if (lane == 0) scores[j] = s;
  }
}

// A mask known only at run time says nothing about the other lanes: stays
// rolled.
// CHECK-LABEL: .entry half_warp_per_key(
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK-NOT: shfl.sync
// CHECK: {{^}}}
extern "C" __global__ void half_warp_per_key(const float* k, float* scores, unsigned mask) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int j = warp; j < 1000; j += 4) {
    float s = k[j * 32 + lane];
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(mask, s, o);
    if (lane == 0) scores[j] = s;
  }
}
