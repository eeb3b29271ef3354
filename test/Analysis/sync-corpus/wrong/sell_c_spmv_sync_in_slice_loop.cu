// sell_c_spmv_shared_x_slices with the barrier moved into the warps' slice loop, whose trip count
// differs between warps (nslices not a multiple of the warps of the grid): a barrier that some
// warps never reach.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define C 32
#define NX 1024
#define WARPS 4

extern "C" __global__ void __launch_bounds__(WARPS * 32)
sell_c_spmv_sync_in_slice_loop(const int *slice_ptr, const int *slice_len, const int *cols, const float *vals,
                            const float *x, float *y, int nslices, int n) {
  __shared__ float sx[NX];
  for (int i = threadIdx.x; i < n; i += blockDim.x) sx[i] = x[i];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int s = blockIdx.x * WARPS + warp; s < nslices; s += gridDim.x * WARPS) {
    // CHECK: sell_c_spmv_sync_in_slice_loop.cu:[[@LINE+1]]: error divergent-barrier {{.*}}lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    __syncthreads();
    const int base = slice_ptr[s], len = slice_len[s];
    float acc = 0.0f;
    for (int j = 0; j < len; ++j) {
      const int c = cols[base + j * C + lane];
      if (c >= 0) acc += vals[base + j * C + lane] * sx[c];
    }
    y[s * C + lane] = acc;
  }
}
