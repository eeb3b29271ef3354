// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --arch=sm_90 -o /dev/null -DPER_THREAD 2>&1 | FileCheck %s
// Issue 11 (branch sync16): Rodinia lavaMD builds a box table in a local
// struct from the block index (an array inside keeps it in private memory,
// not registers) and loops `for (k = 0; k < 1 + box.nn; k++)` around
// barriers. Every load from a thread's private variable was per-thread data,
// so each barrier in the loop was "reached under thread-dependent control
// flow". A private variable every write of which stores a value as uniform,
// at an offset as uniform, under control flow as uniform, holds the same
// bytes in every thread: loads from it at uniform offsets are that uniform.
struct Neighbour {
  int number;
  long offset;
};
struct Box {
  int nn;
  Neighbour nei[26];
};

__device__ void make_box(Box &b, int idx, int boxes) {
  b.nn = 0;
  for (int d = -1; d < 2; d += 2) {
    int n = idx + d;
    if (n >= 0 && n < boxes) {
      b.nei[b.nn].number = n;
      b.nei[b.nn].offset = (long)n * 100;
      b.nn = b.nn + 1;
    }
  }
#ifdef PER_THREAD
  b.nn = b.nn + (threadIdx.x & 1);
#endif
}

__global__ void __launch_bounds__(128) neighbours(const float *in, float *out, int boxes) {
  __shared__ float tile[128];
  Box box;
  make_box(box, blockIdx.x, boxes);
  float acc = 0.0f;
  for (int k = 0; k < box.nn; k++) {
    tile[threadIdx.x] = in[box.nei[k].offset + threadIdx.x];
    // CHECK: private-struct-uniform.cu:[[@LINE+1]]:{{.*}} warning: block barrier is reached under thread-dependent control flow
    __syncthreads();
    acc += tile[(threadIdx.x + 1) % 128];
    __syncthreads();
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
