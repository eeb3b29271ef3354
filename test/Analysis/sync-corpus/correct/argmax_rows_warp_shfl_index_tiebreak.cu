// Row-wise argmax, one block per row: each thread keeps the best (value, index)
// of its strided elements, warps combine pairs with __shfl_xor_sync (a tie goes
// to the smaller index, as torch.argmax does), lane 0 of each warp parks its
// pair in shared memory, and warp 0 combines the eight pairs the same way.
// LAUNCH: grid=4 block=256 args=x:f32[4000]:rand n:i32=1000 out:i32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NEG_INF __int_as_float(0xff800000)

__device__ __forceinline__ void keep_better(float &v, int &i, float ov, int oi) {
  if (ov > v || (ov == v && oi < i)) {
    v = ov;
    i = oi;
  }
}

__device__ __forceinline__ void warp_argmax(float &v, int &i) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    float ov = __shfl_xor_sync(0xffffffffu, v, o);
    int oi = __shfl_xor_sync(0xffffffffu, i, o);
    keep_better(v, i, ov, oi);
  }
}

extern "C" __global__ void __launch_bounds__(256) argmax_rows_warp_shfl_index_tiebreak(const float *x, int n,
                                                                                        int *row_argmax) {
  __shared__ float best_v[8];
  __shared__ int best_i[8];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  const float *row = x + (size_t)blockIdx.x * n;
  float v = NEG_INF;
  int i = 0x7fffffff;
  for (int j = t; j < n; j += blockDim.x) keep_better(v, i, row[j], j);
  warp_argmax(v, i);
  if (lane == 0) {
    best_v[warp] = v;
    best_i[warp] = i;
  }
  __syncthreads();
  if (warp == 0) {
    v = lane < 8 ? best_v[lane] : NEG_INF;
    i = lane < 8 ? best_i[lane] : 0x7fffffff;
    warp_argmax(v, i);
    if (lane == 0) row_argmax[blockIdx.x] = i;
  }
}
