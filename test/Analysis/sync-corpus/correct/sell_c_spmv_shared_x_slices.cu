// SELL-C-sigma SpMV (C = 32, as in Kreutzer et al. and Ginkgo's sellp kernels): rows are grouped in
// slices of 32, each slice stored column-major (val[slice_ptr[s] + j * 32 + lane], padding marked by
// a column of -1). The block stages the whole x vector in shared memory with a block-strided loop,
// then each warp walks its slices with a warp-uniform grid-stride loop, one row per lane.
// LAUNCH: grid=2 block=128 args=slice_ptr:i32[16]:iota(0,256) slice_len:i32[16]:const(8) cols:i32[4096]:rand(0,1024) vals:f32[4096]:rand x:f32[1024]:rand y:f32[512]:zero nslices:i32=16 n:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define C 32
#define NX 1024
#define WARPS 4

extern "C" __global__ void __launch_bounds__(WARPS * 32)
sell_c_spmv_shared_x_slices(const int *slice_ptr, const int *slice_len, const int *cols, const float *vals,
                            const float *x, float *y, int nslices, int n) {
  __shared__ float sx[NX];
  for (int i = threadIdx.x; i < n; i += blockDim.x) sx[i] = x[i];
  __syncthreads();
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int s = blockIdx.x * WARPS + warp; s < nslices; s += gridDim.x * WARPS) {
    const int base = slice_ptr[s], len = slice_len[s];
    float acc = 0.0f;
    for (int j = 0; j < len; ++j) {
      const int c = cols[base + j * C + lane];
      if (c >= 0) acc += vals[base + j * C + lane] * sx[c];
    }
    y[s * C + lane] = acc;
  }
}
