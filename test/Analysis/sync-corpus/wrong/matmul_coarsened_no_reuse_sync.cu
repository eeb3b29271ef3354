// matmul_thread_coarsened_columns without the barrier after each B tile's use: the next
// output tile's loads overwrite Ns (and the next phase Ms) while other threads still read them.
// LAUNCH: grid=1,4 block=16,16 args=M:f32[4096]:rand N:f32[4096]:rand P:f32[4096]:zero width:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 16
#define COARSE 4

extern "C" __global__ void __launch_bounds__(256) matmul_coarsened_no_reuse_sync(const float *M, const float *N, float *P, int width) {
  __shared__ float Ms[TILE][TILE];
  __shared__ float Ns[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int colStart = blockIdx.x * TILE * COARSE + tx;
  float acc[COARSE];
  for (int c = 0; c < COARSE; ++c)
    acc[c] = 0.0f;
  for (int ph = 0; ph < width / TILE; ++ph) {
    // CHECK: matmul_coarsened_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    Ms[ty][tx] = M[row * width + ph * TILE + tx];
    for (int c = 0; c < COARSE; ++c) {
      int col = colStart + c * TILE;
      // CHECK: matmul_coarsened_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      Ns[ty][tx] = N[(ph * TILE + ty) * width + col];
      __syncthreads();
      for (int k = 0; k < TILE; ++k)
        acc[c] += Ms[ty][k] * Ns[k][tx];
    }
  }
  for (int c = 0; c < COARSE; ++c)
    P[row * width + colStart + c * TILE] = acc[c];
}

