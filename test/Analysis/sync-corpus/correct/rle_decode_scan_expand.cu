// Run-length decoding (as nvCOMP / cuDF decoders do it): each thread owns one run, a Kogge-Stone
// scan in shared memory (read, barrier, add, barrier) turns the run lengths into output offsets,
// each thread writes its run into a shared output tile at its offset, and after a barrier the
// block copies the decoded tile out with a coalesced block-strided loop.
// LAUNCH: grid=4 block=128 args=vals:i32[512]:rand lens:i32[512]:rand(0,16) out:i32[8192]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 128
#define MAXOUT 2048

extern "C" __global__ void __launch_bounds__(T) rle_decode_scan_expand(const int *vals, const int *lens, int *out) {
  __shared__ int off[T + 1];
  __shared__ int s_val[T];
  __shared__ int decoded[MAXOUT];
  const int t = threadIdx.x, r = blockIdx.x * T + t;
  const int len = lens[r];
  s_val[t] = vals[r];
  off[t + 1] = len;
  if (t == 0) off[0] = 0;
  __syncthreads();
  for (int d = 1; d < T; d <<= 1) {
    const int v = t + 1 > d ? off[t + 1 - d] : 0;
    __syncthreads();
    off[t + 1] += v;
    __syncthreads();
  }
  const int total = off[T];
  for (int j = 0; j < len; ++j) decoded[off[t] + j] = s_val[t];
  __syncthreads();
  for (int i = t; i < total; i += T) out[blockIdx.x * MAXOUT + i] = decoded[i];
}
