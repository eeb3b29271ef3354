// Scatter of a block's keys into shared buckets by the key's low bits, written as
// if the keys were distinct (a "perfect hash"): two threads whose keys share the
// low seven bits store different thread indices into one bucket with plain stores
// and nothing ordering them. Every thread runs the store once (no loop), so only
// the one-instruction check can see it.
// LAUNCH: grid=4 block=128 args=keys:i32[512]:rand(0,50) out:i32[512]:zero
// The bucket is per-thread data, so the analysis can only say the stores may
// meet (a warning; kilnc's exit status is deliberately not checked).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void bucket_scatter_plain_store(const int *keys, int *out) {
  __shared__ int owner[128];
  const int t = threadIdx.x;
  owner[t] = -1;
  __syncthreads();
  const int key = keys[blockIdx.x * 128 + t];
  // CHECK: bucket_scatter_plain_store.cu:[[@LINE+1]]: {{error|warning}} race
  owner[key & 127] = t;
  __syncthreads();
  out[blockIdx.x * 128 + t] = owner[t];
}
