// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// The exit tests of earlier loops (o, d, w) guard every later access; they
// read counters that the accesses' addresses do not, so they join no counter
// search (before, their combinations ran past the search budget and the
// final fold was "undecided").
__global__ void many_loops(const float *in, float *out) {
  __shared__ float red[32];
  int t = threadIdx.x;
  float v = 0.0f;
#pragma unroll 1
  for (int d = 0; d < 32; ++d) v += in[d * blockDim.x + t];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  if ((t & 31) == 0) red[t / 32] = v;
  __syncthreads();
  for (int o = 8; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  if (t == 0) {
    float total = 0.0f;
    for (int w = 0; w < blockDim.x / 32; ++w) total += red[w];
    red[0] = total;
  }
  __syncthreads();
  out[t] = red[0] + v;
}
