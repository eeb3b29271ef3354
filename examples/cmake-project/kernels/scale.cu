// Each block scales its chunk through shared memory (the barrier is checked by kilnc).
extern "C" __global__ void scale(const float *in, float *out, float factor, int n) {
  __shared__ float tile[256];
  int i = blockIdx.x * 256 + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (i < n)
    out[i] = tile[255 - threadIdx.x] * factor;
}
