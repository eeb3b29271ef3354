// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// A shared-memory tree reduction: in the step with stride o, threads t < o
// write s[t] and read s[t + o] >= o, which no writer touches. The guard
// `tid < o` bounds the threads by the (uniform) loop counter.
template <int BLOCK> __device__ float blockSum(float v) {
  __shared__ float s[BLOCK];
  s[threadIdx.x] = v;
  __syncthreads();
  for (int o = BLOCK / 2; o > 0; o >>= 1) {
    if (threadIdx.x < o)
      s[threadIdx.x] += s[threadIdx.x + o];
    __syncthreads();
  }
  return s[0];
}

template <int BLOCK> __global__ void reduce(const float *in, float *out) {
  float r = blockSum<BLOCK>(in[blockIdx.x * BLOCK + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = r;
}
template __global__ void reduce<256>(const float *, float *);
template __global__ void reduce<1024>(const float *, float *);
