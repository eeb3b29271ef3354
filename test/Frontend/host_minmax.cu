// nvcc's min/max (and umin, llmax, ...) are __host__ __device__: a host
// launcher that sizes its block with min(max(...)) compiles, as with nvcc,
// and the device calls still lower to arith min/max.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// CHECK-LABEL: func.func @_Z4clipPiPjPy(
// CHECK: arith.minsi
// CHECK: arith.maxui
// CHECK: arith.minui
__global__ void clip(int *a, unsigned *b, unsigned long long *c) {
  a[threadIdx.x] = min(a[threadIdx.x], 7);
  b[threadIdx.x] = max(b[threadIdx.x], 3u);
  c[threadIdx.x] = ullmin(c[threadIdx.x], 9ull);
}

// CHECK-NOT: func.func @{{.*}}block_size
int block_size(int work, long n, unsigned long long m) {
  int threads = max(min(work, 1024), 32);
  long l = min(n, 4096L);
  unsigned u = umin(3u, 4u) + umax(1u, 2u);
  long long ll = llmin(-1, 5) + llmax(2, 3);
  return threads + (int)l + (int)u + (int)ll + (int)ullmax(m, 1ull) + (int)max(1.5f, 2.0f);
}

void launch(int *a, unsigned *b, unsigned long long *c, int n) { clip<<<1, block_size(n, n, n)>>>(a, b, c); }
