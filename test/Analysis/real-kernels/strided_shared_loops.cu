// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// Block-strided loops over shared memory: thread t touches t + k*stride with
// stride >= blockDim.x, so no two threads share an element (histogram.cu,
// kiln_histogram.cu, shared_reverse.cu).
extern "C" __global__ void hist(const unsigned char *data, unsigned *out, long n) {
  __shared__ unsigned h[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) h[i] = 0;
  __syncthreads();
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    atomicAdd(&h[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&out[i], h[i]);
}

// Read-modify-write of the thread's own elements, a stride of twice the
// block, and a constant stride that the guard makes wide enough.
extern "C" __global__ void own_elements(float *x, int n) {
  extern __shared__ float buf[];
  for (int j = threadIdx.x; j < n; j += blockDim.x) buf[j] = x[j];
  for (int j = threadIdx.x; j < n; j += blockDim.x) buf[j] = buf[j] * 2.f;
  __syncthreads();
  for (int j = 2 * threadIdx.x; j < n; j += 2 * blockDim.x) buf[j] += 1.f;
  __syncthreads();
  if (threadIdx.x < 64)
    for (int j = threadIdx.x; j < n; j += 64) buf[j] -= 1.f;
  __syncthreads();
  for (int j = threadIdx.x; j < n; j += blockDim.x) x[j] = buf[n - 1 - j];
}
