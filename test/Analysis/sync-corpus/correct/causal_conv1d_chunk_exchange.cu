// A causal depthwise 1-D convolution over long sequences (Mamba's causal_conv1d forward
// style): each thread holds 4 consecutive inputs of a 512-element chunk and needs the last
// inputs of the thread before it, exchanged through shared memory. The last thread's slot
// carries the previous chunk's tail to thread 0 of the next chunk, so that thread writes it
// only after a third barrier, once thread 0 has read the old tail.
// LAUNCH: grid=2,3 block=128 args=x:f32[7680]:rand weight:f32[12]:rand bias:f32[3]:rand out:f32[7680]:zero seqlen:i32=1280
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 128
#define ELTS 4
#define WIDTH 4
#define CHUNK (THREADS * ELTS)

extern "C" __global__ void __launch_bounds__(THREADS)
causal_conv1d_chunk_exchange(const float *x, const float *weight, const float *bias, float *out,
                             int seqlen) {
  __shared__ float4 exchange[THREADS];
  const int t = threadIdx.x;
  const int batch = blockIdx.x, channel = blockIdx.y, channels = gridDim.y;
  const float *xc = x + (batch * channels + channel) * seqlen;
  float *oc = out + (batch * channels + channel) * seqlen;
  float wt[WIDTH];
  for (int i = 0; i < WIDTH; ++i) wt[i] = weight[channel * WIDTH + i];
  const float b0 = bias[channel];

  if (t == 0) exchange[THREADS - 1] = make_float4(0.f, 0.f, 0.f, 0.f);
  const int n_chunks = (seqlen + CHUNK - 1) / CHUNK;
  for (int chunk = 0; chunk < n_chunks; ++chunk) {
    float vals[2 * ELTS];
    for (int i = 0; i < ELTS; ++i) {
      const int pos = chunk * CHUNK + t * ELTS + i;
      vals[ELTS + i] = pos < seqlen ? xc[pos] : 0.f;
    }
    const float4 mine = make_float4(vals[ELTS], vals[ELTS + 1], vals[ELTS + 2], vals[ELTS + 3]);
    __syncthreads();
    if (t < THREADS - 1) exchange[t] = mine;
    __syncthreads();
    const float4 prev = exchange[t > 0 ? t - 1 : THREADS - 1];
    __syncthreads();
    if (t == THREADS - 1) exchange[t] = mine;
    vals[0] = prev.x;
    vals[1] = prev.y;
    vals[2] = prev.z;
    vals[3] = prev.w;
    for (int i = 0; i < ELTS; ++i) {
      float acc = b0;
      for (int j = 0; j < WIDTH; ++j) acc += wt[j] * vals[ELTS + i - (WIDTH - 1) + j];
      const int pos = chunk * CHUNK + t * ELTS + i;
      if (pos < seqlen) oc[pos] = acc;
    }
  }
}
