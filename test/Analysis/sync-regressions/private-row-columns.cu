// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: kilnc %s --emit=simt -o /dev/null -DWARP_STRIDE 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: kilnc %s --emit=simt -o /dev/null -DSTACK_2D 2>&1 | count 0
// Issue 11 (branch probe16): a per-thread row that nothing tabulates (a
// stack depth changed under data-dependent conditions) made `s[sp *
// blockDim.x + t]` "not an affine function", so per-thread stacks kept in
// shared memory (the toolkit's interval sample) warned. The address is now
// a private row times the row size plus a column: threads whose columns lie
// inside one row and never share a byte never meet, whatever their rows.
// With a row of 32 slots and 128 threads the columns wrap: still a warning.
#ifdef WARP_STRIDE
#define ROW 32
#else
#define ROW blockDim.x
#endif

__global__ void __launch_bounds__(128) stacks(const int *work, int *out) {
#ifdef STACK_2D
  __shared__ int stack[8][128];
#define SLOT(d) stack[d][threadIdx.x]
#define SLOT0(i) stack[0][i]
#else
  __shared__ int stack[8 * 128];
#define SLOT(d) stack[(d) * ROW + threadIdx.x]
#define SLOT0(i) stack[i]
#endif
  int sp = 0, done = 0;
  SLOT(sp) = work[blockIdx.x * 128 + threadIdx.x];
  sp++;
  while (sp > 0) {
    sp--;
    // STRIDE: private-row-columns.cu:[[@LINE+1]]:{{.*}} warning: cannot prove this read {{.*}}not an affine function
    int v = SLOT(sp);
    done += v & 1;
    if (v > 1 && sp + 2 <= 8) {
      SLOT(sp) = v / 2;
      sp++;
      SLOT(sp) = v - v / 2 - 1;
      sp++;
    }
  }
  __syncthreads();
  SLOT(0) = done;
  __syncthreads();
  if (threadIdx.x == 0) {
    int sum = 0;
    for (int i = 0; i < 128; ++i) sum += SLOT0(i);
    out[blockIdx.x] = sum;
  }
}
