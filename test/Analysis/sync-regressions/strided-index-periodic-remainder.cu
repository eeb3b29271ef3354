// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning:
// Issue 11 (branch sync32): `(e / D) % m` and `e % m` of a block-strided
// loop index e whose constant stride (under the shape) is a multiple of
// D * m are the same in every trip as for the start: the thread tables
// evaluate them (ThreadFunction.cpp periodicRemainder). A chunk staged at
// `stage[(e / 16) % 8][e % 16]` is `stage[t / 16][t % 16]` in every trip,
// so the pair with a read of the trip before is decided by the tables: it
// was "not an affine function" (a warning) and is now an error with the
// lanes as witness, and silent with the barrier at the end of the trip.

// CHECK-NOT: strided-index-periodic-remainder.cu:{{(1[0-9]|2[0-9]|3[0-4])}}:{{.*}}error
extern "C" __global__ void __launch_bounds__(128) chunks_with_trip_barrier(const float *a, float *sums,
                                                                          int n) {
  __shared__ float stage[8][17];
  const int t = threadIdx.x;
  const int padded = (n + 127) / 128 * 128;
  float acc = 0.0f;
  for (int e = t; e < padded; e += 128) {
    stage[(e / 16) % 8][e % 16] = e < n ? a[e] : 0.0f;
    __syncthreads();
    acc += stage[t / 16][(t + 1) % 16];
    __syncthreads();
  }
  sums[blockIdx.x * 128 + t] = acc;
}

// Without the barrier at the end of a trip: lane x stages the next chunk's
// cell while lane x - 1 still reads it.
// CHECK: strided-index-periodic-remainder.cu:[[@LINE+8]]:{{[0-9]+}}: error: warp-synchronous shared-memory access without __syncwarp(): this write of @chunks_without_trip_barrier.stage races (write-after-read) with another lane of the same warp (with a 128-thread block, threads {{[0-9]+}} and {{[0-9]+}}, @chunks_without_trip_barrier.stage[{{[0-9]+}}]
extern "C" __global__ void __launch_bounds__(128) chunks_without_trip_barrier(const float *a, float *sums,
                                                                             int n) {
  __shared__ float stage[8][17];
  const int t = threadIdx.x;
  const int padded = (n + 127) / 128 * 128;
  float acc = 0.0f;
  for (int e = t; e < padded; e += 128) {
    stage[(e / 16) % 8][e % 16] = e < n ? a[e] : 0.0f;
    __syncthreads();
    acc += stage[t / 16][(t + 1) % 16];
  }
  sums[blockIdx.x * 128 + t] = acc;
}
