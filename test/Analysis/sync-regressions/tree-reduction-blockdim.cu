// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// Issue 11: the textbook tree reduction with a blockDim-derived stride was a
// "write-after-read" race. Under each admissible block shape blockDim.x is
// known, so s takes the values B/2, ..., 1 and the guard t < s keeps the
// writers below s and the slots read at s or above.
__global__ void reduce(const float *in, float *out) {
  extern __shared__ float sh[];
  unsigned t = threadIdx.x;
  sh[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      sh[t] += sh[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = sh[0];
}
__global__ void reduce_static(const float *in, float *out) {
  __shared__ float sh[256];
  unsigned t = threadIdx.x;
  sh[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      sh[t] += sh[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = sh[0];
}
__global__ void reduce_shift(const float *in, float *out) {
  __shared__ float sh[1024];
  unsigned t = threadIdx.x;
  sh[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = blockDim.x >> 1; s > 0; s >>= 1) {
    if (t < s)
      sh[t] += sh[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = sh[0];
}
