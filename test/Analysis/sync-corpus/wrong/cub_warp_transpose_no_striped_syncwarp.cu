// cub_warp_load_transpose_padded without the __syncwarp between the
// warp-striped stores and the blocked reads: a lane reads items that other
// lanes of its warp store.
// LAUNCH: grid=3 block=128 args=in:i32[1536]:rand out:i32[1536]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
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

extern "C" __global__ void cub_warp_transpose_no_striped_syncwarp(const int *in, int *out) {
  __shared__ int exchange[4][WARP_SMEM];
  const int warp = threadIdx.x >> 5;
  const int lane = threadIdx.x & 31;
  const int base = (blockIdx.x * blockDim.x + warp * 32) * ITEMS;
  int *ws = exchange[warp];

  int items[ITEMS];
#pragma unroll
  for (int i = 0; i < ITEMS; i++)
    ws[PADDED(i * 32 + lane)] = in[base + i * 32 + lane];
#pragma unroll
  for (int i = 0; i < ITEMS; i++)
    // CHECK: cub_warp_transpose_no_striped_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
