// Reverses each chunk of `chunk` floats through dynamic shared memory (chunk * 4 bytes given at
// launch; large chunks need more than the default 48 KiB). Past the end of the input the chunk is
// padded with zeros, so the last, ragged chunk's outputs read that padding first.
extern "C" __global__ void reverse_chunks(const float* __restrict__ in, float* __restrict__ out, int chunk, long n) {
  extern __shared__ float buf[];
  long base = (long)blockIdx.x * chunk;
  for (int j = threadIdx.x; j < chunk; j += blockDim.x) buf[j] = base + j < n ? in[base + j] : 0.f;
  __syncthreads();
  for (int j = threadIdx.x; j < chunk; j += blockDim.x)
    if (base + j < n) out[base + j] = buf[chunk - 1 - j];
}
