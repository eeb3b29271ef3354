// block_exchange_blocked_to_striped without the barrier between the blocked stores and the
// striped loads: thread t reads items that threads t / 4 ... store in the same phase.
// LAUNCH: grid=4 block=128 args=in:i32[2048]:rand out:i32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define BLOCK 128
#define ITEMS 4
#define TILE (BLOCK * ITEMS)
#define PAD(i) ((i) + ((i) >> 5))

extern "C" __global__ void __launch_bounds__(BLOCK) block_exchange_no_exchange_sync(const int *in, int *out) {
  __shared__ int temp[TILE + TILE / 32];
  unsigned t = threadIdx.x;
  const int *tile = in + blockIdx.x * TILE;
  int items[ITEMS];
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    items[i] = tile[t * ITEMS + i];
  // A small sorting network in registers.
#pragma unroll
  for (int a = 0; a < ITEMS; ++a)
#pragma unroll
    for (int b = a + 1; b < ITEMS; ++b)
      if (items[b] < items[a]) {
        int x = items[a];
        items[a] = items[b];
        items[b] = x;
      }
  // Blocked -> striped.
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    temp[PAD(t * ITEMS + i)] = items[i];
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    // CHECK: block_exchange_no_exchange_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    items[i] = temp[PAD(i * BLOCK + t)];
  __syncthreads();
  // Each striped item gets its stripe's rank added, then back to blocked.
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    temp[PAD(i * BLOCK + t)] = items[i] + i;
  __syncthreads();
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    out[blockIdx.x * TILE + t * ITEMS + i] = temp[PAD(t * ITEMS + i)];
}
