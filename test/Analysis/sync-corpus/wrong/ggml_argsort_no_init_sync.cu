// ggml_argsort_bitonic_indices without the barrier after the index array is
// initialised: the first compare-and-swap reads the partner's slot before the
// partner thread has written it.
// LAUNCH: grid=3 block=64 smem=256 args=x:f32[150]:rand dst:i32[150]:zero ncols:i32=50 ncols_pad:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <typename T> static __device__ __forceinline__ void swap_idx(T &a, T &b) {
  T tmp = a;
  a = b;
  b = tmp;
}

static __device__ __forceinline__ bool greater_col(const float *x_row, int a, int b, int ncols) {
  if (a >= ncols)
    return b < ncols;
  if (b >= ncols)
    return false;
  return x_row[a] > x_row[b];
}

extern "C" __global__ void ggml_argsort_no_init_sync(const float *x, int *dst, const int ncols, int ncols_pad) {
  const int col = threadIdx.x;
  const int row = blockIdx.y * gridDim.x + blockIdx.x;
  const float *x_row = x + row * ncols;
  extern __shared__ int dst_row[];

  dst_row[col] = col;

  for (int k = 2; k <= ncols_pad; k *= 2) {
    for (int j = k / 2; j > 0; j /= 2) {
      int ixj = col ^ j;
      if (ixj > col) {
        if ((col & k) == 0) {
          // CHECK: ggml_argsort_no_init_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
          if (greater_col(x_row, dst_row[col], dst_row[ixj], ncols))
            swap_idx(dst_row[col], dst_row[ixj]);
        } else {
          if (greater_col(x_row, dst_row[ixj], dst_row[col], ncols))
            swap_idx(dst_row[col], dst_row[ixj]);
        }
      }
      __syncthreads();
    }
  }

  if (col < ncols)
    dst[row * ncols + col] = dst_row[col];
}
