// CUB-style BlockExchange: each thread loads 4 consecutive items (a blocked arrangement), sorts
// them in registers, and the block rearranges them to a striped arrangement through shared
// memory whose index skips one slot every 32 items (bank-conflict padding, idx + idx / 32).
// The buffer is then reused for the reverse exchange, so a barrier guards the reuse.
// LAUNCH: grid=4 block=128 args=in:i32[2048]:rand out:i32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define BLOCK 128
#define ITEMS 4
#define TILE (BLOCK * ITEMS)
#define PAD(i) ((i) + ((i) >> 5))

extern "C" __global__ void __launch_bounds__(BLOCK) block_exchange_blocked_to_striped(const int *in, int *out) {
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
  __syncthreads();
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
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
