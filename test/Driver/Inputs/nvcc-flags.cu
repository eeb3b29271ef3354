// A kernel for the nvcc flag tests (test/Driver/nvcc-*.test).
__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}
