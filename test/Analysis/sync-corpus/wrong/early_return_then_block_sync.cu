// Threads past the end of the array return before the block's barrier;
// the barrier then waits for threads that have left (undefined in CUDA).
// LAUNCH: grid=8 block=128 args=in:f32[1000]:rand out:f32[1000]:zero n:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void early_return_then_block_sync(const float *in, float *out, int n) {
  __shared__ float s[128];
  int t = threadIdx.x, g = blockIdx.x * 128 + t;
  if (g >= n) return; // (a)
  s[t] = in[g];
  // CHECK: early_return_then_block_sync.cu:[[@LINE+1]]: {{error|warning}} divergent-barrier {{.*}}lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
  __syncthreads();
  out[g] = s[(t + 1) % 128];
}
