// Block work queue drained without the barrier after the atomic enqueue:
// a thread may read the tail and the slots before other threads have
// claimed and written theirs.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,100) out:i32[2048]:zero threshold:i32=50
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) queue_drain_before_sync(const int *in, int *out, int threshold) {
  __shared__ int queue[256];
  __shared__ int tail;
  int t = threadIdx.x;
  if (t == 0) tail = 0;
  __syncthreads();
  int v = in[blockIdx.x * 256 + t];
  if (v > threshold) {
    int slot = atomicAdd(&tail, 1); // (a)
    queue[slot] = v * 2;
  }
  // CHECK: queue_drain_before_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
  int n = tail;
  for (int i = t; i < n; i += blockDim.x) out[blockIdx.x * 256 + i] = queue[i];
}
