// Reverses each block's 256 floats through shared memory. The barrier between the
// write and the read is missing: --auto-sync inserts it; the two written ones
// (lines 9 and 11) are verified.
extern "C" __global__ void reverse_twice(float *x) {
  __shared__ float s[256];
  float *row = x + blockIdx.x * 256;
  s[threadIdx.x] = row[threadIdx.x];
  float v = s[255 - threadIdx.x];
  __syncthreads();
  s[threadIdx.x] = v * 2.f;
  __syncthreads();
  row[threadIdx.x] = s[255 - threadIdx.x];
}
