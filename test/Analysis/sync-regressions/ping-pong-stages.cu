// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// Issue 11: ping-pong buffers buf[i & 1] / buf[(i & 1) ^ 1] with one barrier
// per iteration: in one iteration the two selectors are different residues
// of i, so the write never meets the reads.
__global__ void pingpong(const float *in, float *out, int steps) {
  __shared__ float buf[2][256];
  int t = threadIdx.x;
  buf[0][t] = in[t];
  __syncthreads();
  for (int i = 0; i < steps; ++i) {
    float l = buf[i & 1][(t + 255) % 256];
    float r = buf[i & 1][(t + 1) % 256];
    buf[(i & 1) ^ 1][t] = 0.5f * (l + r);
    __syncthreads();
  }
  out[t] = buf[steps & 1][t];
}
// Triple buffering: (i + 1) % 3 is written while i % 3 and (i + 2) % 3 are read.
__global__ void triple(const float *in, float *out, int steps) {
  __shared__ float buf[3][128];
  int t = threadIdx.x;
  buf[0][t] = in[t];
  buf[2][t] = in[t];
  __syncthreads();
  for (int i = 0; i < steps; ++i) {
    buf[(i + 1) % 3][t] = buf[i % 3][(t + 1) % 128] + buf[(i + 2) % 3][t];
    __syncthreads();
  }
  out[t] = buf[steps % 3][t];
}
// 1 - p flips a 0/1 stage (a Hillis-Steele scan with two halves).
__global__ void hillis_steele(float *g, int n) {
  __shared__ float temp[2 * 256];
  int t = threadIdx.x, pout = 0, pin = 1;
  temp[t] = g[t];
  __syncthreads();
  for (int offset = 1; offset < 256; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (t >= offset)
      temp[pout * 256 + t] = temp[pin * 256 + t] + temp[pin * 256 + t - offset];
    else
      temp[pout * 256 + t] = temp[pin * 256 + t];
    __syncthreads();
  }
  g[t] = temp[pout * 256 + t];
}
