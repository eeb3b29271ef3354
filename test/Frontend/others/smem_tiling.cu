// RUN: kilnc %s --emit=simt -o %t.mlir 2> %t.err
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: count 0 < %t.err
// Shared-memory tiling (the CUDA samples' matmul, a padded tile, a 1-D
// stencil with halo): every access is ordered by its __syncthreads(), so
// nothing is reported, and the padding survives in the buffer's type.
// CHECK-DAG: simt.global shared @_Z9stencil1dPKiPii.temp : !llvm.array<262 x i32>
// CHECK-DAG: simt.global shared @_Z6matmulPKfS0_Pfiii.Bs : !llvm.array<16 x array<17 x f32>>
// CHECK-DAG: simt.global shared @_Z6matmulPKfS0_Pfiii.As : !llvm.array<16 x array<16 x f32>>
// CHECK-LABEL: func.func @_Z6matmulPKfS0_Pfiii(
// CHECK-COUNT-2: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: simt.barrier block
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: simt.barrier block
// CHECK-LABEL: func.func @_Z9stencil1dPKiPii(
// CHECK: simt.store %{{.*}}, %{{.*}} : i32, !simt.ptr<i32, shared>
// CHECK: simt.barrier block
// CHECK: simt.load %{{.*}} : !simt.ptr<i32, shared> -> i32
#define TILE 16
__global__ void matmul(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE + 1];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int ak = t * TILE + threadIdx.x, bk = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (bk < K && col < N) ? B[bk * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = acc;
}
__global__ void stencil1d(const int *in, int *out, int n) {
  const int RADIUS = 3;
  __shared__ int temp[256 + 2 * RADIUS];
  int gindex = threadIdx.x + blockIdx.x * blockDim.x;
  int lindex = threadIdx.x + RADIUS;
  temp[lindex] = gindex < n ? in[gindex] : 0;
  if (threadIdx.x < RADIUS) {
    temp[lindex - RADIUS] = gindex >= RADIUS ? in[gindex - RADIUS] : 0;
    temp[lindex + 256] = gindex + 256 < n ? in[gindex + 256] : 0;
  }
  __syncthreads();
  int result = 0;
  for (int offset = -RADIUS; offset <= RADIUS; offset++) result += temp[lindex + offset];
  if (gindex < n) out[gindex] = result;
}
