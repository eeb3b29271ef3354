// Sum of n floats into *out: a grid-stride partial sum per thread, warp shuffles, one shared slot
// per warp, then one atomicAdd per block. blockDim.x must be a multiple of 32 (at most 1024).
extern "C" __global__ void reduce_sum(const float* __restrict__ x, float* out, long n) {
  __shared__ float s[32];
  float v = 0.f;
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) v += x[i];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  if ((threadIdx.x & 31) == 0) s[threadIdx.x >> 5] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < blockDim.x / 32 ? s[threadIdx.x] : 0.f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (threadIdx.x == 0) atomicAdd(out, v);
  }
}
