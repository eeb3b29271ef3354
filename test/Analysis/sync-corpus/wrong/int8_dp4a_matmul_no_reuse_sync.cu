// int8_dp4a_matmul_char4_tiles without the barrier after the k-loop: the next
// tile's char4 stores overwrite As/Bt words other threads are still reading
// as 32-bit words.
// LAUNCH: grid=4,4 block=16,16 args=A:i8[4096]:rand B:i8[4096]:rand C:i32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void __launch_bounds__(256) int8_dp4a_matmul_no_reuse_sync(const signed char *A, const signed char *B, int *C, int n) {
  __shared__ alignas(4) signed char As[T][4 * T];
  __shared__ alignas(4) signed char Bt[T][4 * T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  int acc = 0;
  for (int k0 = 0; k0 < n; k0 += 4 * T) {
    // A: row `row`, k-values k0 + 4 tx .. + 3 (one char4).
    char4 a = *reinterpret_cast<const char4 *>(&A[row * n + k0 + 4 * tx]);
    // CHECK: int8_dp4a_matmul_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    *reinterpret_cast<char4 *>(&As[ty][4 * tx]) = a;
    // B: column `col`, k-values k0 + 4 ty .. + 3, gathered from four rows.
    char4 b;
    b.x = B[(k0 + 4 * ty + 0) * n + col];
    b.y = B[(k0 + 4 * ty + 1) * n + col];
    b.z = B[(k0 + 4 * ty + 2) * n + col];
    b.w = B[(k0 + 4 * ty + 3) * n + col];
    *reinterpret_cast<char4 *>(&Bt[tx][4 * ty]) = b;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k) {
      int av = *reinterpret_cast<const int *>(&As[ty][4 * k]);
      int bv = *reinterpret_cast<const int *>(&Bt[tx][4 * k]);
      acc = __dp4a(av, bv, acc);
    }
  }
  C[row * n + col] = acc;
}
