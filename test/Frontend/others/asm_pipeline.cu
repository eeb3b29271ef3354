// A CUTLASS-style double-buffered GEMM tile loop written with inline PTX: cp.async of 16-byte
// chunks with an "n" size operand, commit/wait_group through templates, ldmatrix and
// mma.sync from asm, and barriers between the stages. The sync checks must accept it (the
// asm copies are tracked like simt.cp_async), and the PTX must assemble.
// RUN: kilnc %s --arch=sm_80 --emit=simt -o /dev/null 2>&1 | FileCheck %s --allow-empty
// RUN: %if ptxas %{ kilnc %s --arch=sm_80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// CHECK-NOT: error
// CHECK-NOT: warning

template <int Bytes>
__device__ __forceinline__ void cp_async_cg(void *smem, const void *gmem) {
  unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.cg.shared.global [%0], [%1], %2;\n" ::"r"(s), "l"(gmem), "n"(Bytes));
}
__device__ __forceinline__ void cp_async_fence() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N>
__device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}

__device__ __forceinline__ void ldmatrix_x4(unsigned (&r)[4], const void *smem) {
  unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(s));
}
__device__ __forceinline__ void ldmatrix_x2(unsigned (&r)[2], const void *smem) {
  unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n"
               : "=r"(r[0]), "=r"(r[1])
               : "r"(s));
}
__device__ __forceinline__ void mma_16816(float (&d)[4], const unsigned (&a)[4],
                                          const unsigned (&b)[2]) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

// One warp computes a 16x8 tile of C = A (16xK, row-major halves) * B (Kx8, column-major),
// K in steps of 16, two stages in flight.
extern "C" __global__ void __launch_bounds__(32)
    warp_mma(const unsigned short *A, const unsigned short *B, float *C, int K) {
  __shared__ __align__(16) unsigned short As[2][16 * 16];
  __shared__ __align__(16) unsigned short Bs[2][8 * 16];
  int lane = threadIdx.x;
  float acc[4] = {0.f, 0.f, 0.f, 0.f};
  auto load_stage = [&](int stage, int k0) {
    // A: 16 rows of 32 bytes = 32 chunks of 16 bytes, one per lane.
    int row = lane / 2, half = lane % 2;
    cp_async_cg<16>(&As[stage][row * 16 + half * 8], A + row * K + k0 + half * 8);
    // B: 8 columns of 32 bytes = 16 chunks.
    if (lane < 16) {
      int col = lane / 2;
      cp_async_cg<16>(&Bs[stage][col * 16 + half * 8], B + col * K + k0 + half * 8);
    }
    cp_async_fence();
  };
  int steps = K / 16;
  load_stage(0, 0);
  for (int s = 0; s < steps; ++s) {
    if (s + 1 < steps) {
      load_stage((s + 1) & 1, (s + 1) * 16);
      cp_async_wait<1>();
    } else {
      cp_async_wait<0>();
    }
    __syncwarp();
    unsigned a[4], b[2];
    ldmatrix_x4(a, &As[s & 1][(lane % 16) * 16 + (lane / 16) * 8]);
    ldmatrix_x2(b, &Bs[s & 1][(lane % 8) * 16 + ((lane / 8) % 2) * 8]);
    mma_16816(acc, a, b);
    __syncwarp();
  }
  int row = lane / 4, col = (lane % 4) * 2;
  C[row * 8 + col] = acc[0];
  C[row * 8 + col + 1] = acc[1];
  C[(row + 8) * 8 + col] = acc[2];
  C[(row + 8) * 8 + col + 1] = acc[3];
}
