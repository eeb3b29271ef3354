// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// Issue 11 (branch sync33): a row-by-row dynamic program over a two-row
// __shared__ buffer (`prev = row[(y - 1) & 1]`, `cur = row[y & 1]`), one
// barrier per row, each thread a block-strided set of columns reading
// prev[x - 1] under `x > 0` and prev[x + 1] under `x < W - 1` (seam
// carving). The first-iteration comparison of the two strided accesses
// took the guards on the loop index as passing, so thread 0's prev[-1]
// (the element before row 1, the last one of row 0) met thread W-1's
// cur[W - 1]: a "proven" write-after-read on correct code. The guards are
// now evaluated with the index at each thread's value in that iteration.
// Every spelling of the two rows below is silent; the wrong twin without
// the per-row barrier stays an error.

// The reproducer: pointers to the rows, `& 1`, 1024 columns, 1024 threads.
template <int W, int T>
__global__ void __launch_bounds__(T) rows_and1_pointers(const int *e, int *out, int h) {
  __shared__ int row[2][W];
  for (int x = threadIdx.x; x < W; x += T) row[0][x] = e[x];
  __syncthreads();
  for (int y = 1; y < h; ++y) {
    const int *prev = row[(y - 1) & 1];
    int *cur = row[y & 1];
    for (int x = threadIdx.x; x < W; x += T) {
      int up = prev[x];
      if (x > 0) up = min(up, prev[x - 1]);
      if (x < W - 1) up = min(up, prev[x + 1]);
      cur[x] = e[y * W + x] + up;
    }
    __syncthreads();
  }
  for (int x = threadIdx.x; x < W; x += T) out[x] = row[(h - 1) & 1][x];
}
template __global__ void rows_and1_pointers<1024, 1024>(const int *, int *, int);
// More columns than threads: each thread walks several.
template __global__ void rows_and1_pointers<512, 128>(const int *, int *, int);

// `% 2` selectors.
extern "C" __global__ void __launch_bounds__(256) rows_mod2_pointers(const int *e, int *out, int h) {
  __shared__ int row[2][1024];
  for (int x = threadIdx.x; x < 1024; x += 256) row[0][x] = e[x];
  __syncthreads();
  for (int y = 1; y < h; ++y) {
    const int *prev = row[(y + 1) % 2];
    int *cur = row[y % 2];
    for (int x = threadIdx.x; x < 1024; x += 256) {
      int up = prev[x];
      if (x > 0) up = min(up, prev[x - 1]);
      if (x < 1023) up = min(up, prev[x + 1]);
      cur[x] = e[y * 1024 + x] + up;
    }
    __syncthreads();
  }
  out[threadIdx.x] = row[(h - 1) % 2][threadIdx.x];
}

// `^ 1` of the current row's parity.
extern "C" __global__ void __launch_bounds__(256) rows_xor1_pointers(const int *e, int *out, int h) {
  __shared__ int row[2][1024];
  for (int x = threadIdx.x; x < 1024; x += 256) row[0][x] = e[x];
  __syncthreads();
  for (int y = 1; y < h; ++y) {
    const int c = y & 1;
    const int *prev = row[c ^ 1];
    int *cur = row[c];
    for (int x = threadIdx.x; x < 1024; x += 256) {
      int up = prev[x];
      if (x > 0) up = min(up, prev[x - 1]);
      if (x < 1023) up = min(up, prev[x + 1]);
      cur[x] = e[y * 1024 + x] + up;
    }
    __syncthreads();
  }
  out[threadIdx.x] = row[(h - 1) & 1][threadIdx.x];
}

// Indices instead of pointers, blockDim.x as the stride.
extern "C" __global__ void __launch_bounds__(256) rows_and1_indices(const int *e, int *out, int h) {
  __shared__ int row[2][1024];
  for (int x = threadIdx.x; x < 1024; x += blockDim.x) row[0][x] = e[x];
  __syncthreads();
  for (int y = 1; y < h; ++y) {
    const int p = (y - 1) & 1, c = y & 1;
    for (int x = threadIdx.x; x < 1024; x += blockDim.x) {
      int up = row[p][x];
      if (x > 0) up = min(up, row[p][x - 1]);
      if (x < 1023) up = min(up, row[p][x + 1]);
      row[c][x] = e[y * 1024 + x] + up;
    }
    __syncthreads();
  }
  out[threadIdx.x] = row[(h - 1) & 1][threadIdx.x];
}

// The wrong twin: no barrier between rows, so row y + 1 reads what row y
// is still writing in other threads (and overwrites what it still reads).
// CHECK: ping-pong-rows-strided-guarded-neighbour.cu:[[@LINE+12]]:{{[0-9]+}}: error: shared-memory race (read-after-write)
// CHECK: ping-pong-rows-strided-guarded-neighbour.cu:[[@LINE+12]]:{{[0-9]+}}: error: shared-memory race (read-after-write)
// CHECK: ping-pong-rows-strided-guarded-neighbour.cu:[[@LINE+12]]:{{[0-9]+}}: error: shared-memory race (write-after-read)
extern "C" __global__ void __launch_bounds__(256) rows_and1_no_row_barrier(const int *e, int *out, int h) {
  __shared__ int row[2][1024];
  for (int x = threadIdx.x; x < 1024; x += 256) row[0][x] = e[x];
  __syncthreads();
  for (int y = 1; y < h; ++y) {
    const int *prev = row[(y - 1) & 1];
    int *cur = row[y & 1];
    for (int x = threadIdx.x; x < 1024; x += 256) {
      int up = prev[x];
      if (x > 0) up = min(up, prev[x - 1]);
      if (x < 1023) up = min(up, prev[x + 1]);
      cur[x] = e[y * 1024 + x] + up;
    }
  }
  __syncthreads();
  out[threadIdx.x] = row[(h - 1) & 1][threadIdx.x];
}

// A guard on the index that no thread passes in the first iteration but
// every thread passes later: the loop has not ended there, and the read of
// iteration 1 (thread t reads s[t + 1]) still meets thread t + 1's write.
// CHECK: ping-pong-rows-strided-guarded-neighbour.cu:[[@LINE+8]]:{{[0-9]+}}: error: shared-memory race (read-after-write)
extern "C" __global__ void __launch_bounds__(256) guard_passes_only_later(const int *in, int *out) {
  __shared__ int s[1024];
  for (int x = threadIdx.x; x < 1024; x += 256)
    s[x] = in[x];
  int v = 0;
  for (int x = threadIdx.x; x < 1024; x += 256)
    if (x >= 256)
      v += s[x - 255];
  out[threadIdx.x] = v;
}
