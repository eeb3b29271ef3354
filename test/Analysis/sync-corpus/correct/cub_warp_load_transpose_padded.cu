// A block load/store through warp-private shared exchanges in the style of a
// hand-written CUB WARP_TRANSPOSE: each warp reads its 4*32 items
// warp-striped (coalesced), stores them at a padded offset (one pad word per
// 32 items against bank conflicts), and after __syncwarp each lane reads its
// four consecutive items (blocked). Each thread sorts its four items, and the
// reverse exchange (blocked -> striped) stores them back coalesced. The warps
// never touch each other's region, so no block barrier is needed.
// LAUNCH: grid=3 block=128 args=in:i32[1536]:rand out:i32[1536]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ITEMS 4
#define WARP_ITEMS (ITEMS * 32)
#define PADDED(i) ((i) + ((i) >> 5))
#define WARP_SMEM PADDED(WARP_ITEMS)

__device__ __forceinline__ void sort4(int (&v)[ITEMS]) {
#pragma unroll
  for (int i = 0; i < ITEMS; i++)
#pragma unroll
    for (int j = 0; j < ITEMS - 1 - i; j++)
      if (v[j] > v[j + 1]) {
        int t = v[j];
        v[j] = v[j + 1];
        v[j + 1] = t;
      }
}

extern "C" __global__ void cub_warp_load_transpose_padded(const int *in, int *out) {
  __shared__ int exchange[4][WARP_SMEM];
  const int warp = threadIdx.x >> 5;
  const int lane = threadIdx.x & 31;
  const int base = (blockIdx.x * blockDim.x + warp * 32) * ITEMS;
  int *ws = exchange[warp];

  int items[ITEMS];
#pragma unroll
  for (int i = 0; i < ITEMS; i++)
    ws[PADDED(i * 32 + lane)] = in[base + i * 32 + lane];
  __syncwarp();
#pragma unroll
  for (int i = 0; i < ITEMS; i++)
    items[i] = ws[PADDED(lane * ITEMS + i)];

  sort4(items);

  __syncwarp();
#pragma unroll
  for (int i = 0; i < ITEMS; i++)
    ws[PADDED(lane * ITEMS + i)] = items[i];
  __syncwarp();
#pragma unroll
  for (int i = 0; i < ITEMS; i++)
    out[base + i * 32 + lane] = ws[PADDED(i * 32 + lane)];
}
