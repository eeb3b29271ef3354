// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Strided loops that do share elements between threads stay errors.
extern "C" __global__ void neighbour(float *x, int n) {
  __shared__ float s[1024];
  for (int j = threadIdx.x; j < 1023; j += blockDim.x) s[j] = x[j];
  // CHECK: strided_racy.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write)
  for (int j = threadIdx.x; j < 1023; j += blockDim.x) x[j] = s[j + 1];
}

// A constant stride narrower than the block. Without __launch_bounds__ the
// checks take a loop's constant stride as the block size (Rodinia's
// `+= NUMBER_THREADS`, sync13); the declared 256 threads win over it.
extern "C" __global__ void __launch_bounds__(256) narrow(float *x) {
  __shared__ float s[256];
  // CHECK: strided_racy.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (write-after-write)
  for (int j = threadIdx.x; j < 256; j += 64) s[j] = x[j];
}

// Not the thread's own start: both threads 0 and 1 start at element 0.
extern "C" __global__ void halved(float *x) {
  __shared__ float s[256];
  // CHECK: strided_racy.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (write-after-write)
  for (int j = threadIdx.x / 2; j < 256; j += blockDim.x) s[j] = x[j];
}
