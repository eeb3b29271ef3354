// 256-bin byte histogram: each block counts into shared memory with shared atomics, then adds its
// bins to the global histogram (hist must be zeroed first).
extern "C" __global__ void histogram(const unsigned char* __restrict__ data, unsigned* hist, long n) {
  __shared__ unsigned h[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) h[i] = 0;
  __syncthreads();
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    atomicAdd(&h[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&hist[i], h[i]);
}
