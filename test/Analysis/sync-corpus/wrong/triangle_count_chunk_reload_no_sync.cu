// Triangle counting whose end-of-chunk barrier is missing: thread 0 adds the
// shared count to the total while other threads may still be adding to it
// (and a next chunk would overwrite s_adj under the readers).
// LAUNCH: grid=100 block=64 args=row_ptr:i32[101]:iota(0,12) col:i32[1200]:rand total:u32[1]:zero n:i32=100
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 256

__device__ bool contains(const int *list, int len, int key) {
  int lo = 0, hi = len - 1;
  while (lo <= hi) {
    int mid = (lo + hi) >> 1;
    int v = list[mid];
    if (v == key)
      return true;
    if (v < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return false;
}

extern "C" __global__ void triangle_count_chunk_reload_no_sync(const int *row_ptr, const int *col, unsigned *total, int n) {
  __shared__ int s_adj[CHUNK];
  __shared__ unsigned s_count;
  const int u = blockIdx.x;
  if (u >= n)
    return;
  if (threadIdx.x == 0)
    s_count = 0;
  const int begin = row_ptr[u], end = row_ptr[u + 1];
  for (int base = begin; base < end; base += CHUNK) {
    int len = min(CHUNK, end - base);
    for (int i = threadIdx.x; i < len; i += blockDim.x)
      s_adj[i] = col[base + i];
    __syncthreads();
    unsigned found = 0;
    for (int i = threadIdx.x; i < len; i += blockDim.x) {
      int v = s_adj[i];
      int vb = row_ptr[v], ve = row_ptr[v + 1];
      for (int j = 0; j < len; j++)
        if (contains(col + vb, ve - vb, s_adj[j]))
          found++;
    }
    if (found)
      atomicAdd(&s_count, found);
  }
  if (threadIdx.x == 0)
    // CHECK: triangle_count_chunk_reload_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    atomicAdd(total, s_count);
}
