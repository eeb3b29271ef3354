// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch probe17): a 1-D kernel whose loop counter starts at the
// block size (`active = blockDim.x`) is written for any block size, so a block
// that is not a power of two is a launch to check: with 96 threads the active
// counts are 96, 48, 24, 12, 6, 3, and at 3 the halves must not overlap. It was
// checked only under powers of two (where every count is even) and the wrong
// halving compiled silently.

// Silent: floor(n / 2) threads add the element ceil(n / 2) above them.
// CHECK-NOT: odd-block-size-counter.cu:{{(1[0-9]|2[0-9])}}:{{.*}}{{error|warning}}
__global__ void halving(float *out) {
  extern __shared__ float sdata[];
  unsigned t = threadIdx.x;
  sdata[t] = t;
  __syncthreads();
  unsigned active = blockDim.x;
  while (active > 1) {
    unsigned half = (active + 1) / 2;
    if (t < active / 2) sdata[t] += sdata[t + half];
    __syncthreads();
    active = half;
  }
  if (t == 0) out[blockIdx.x] = sdata[0];
}

// ceil(n / 2) threads add the element floor(n / 2) above them: at n = 3
// thread 1 writes element 1 while thread 0 reads it.
// CHECK: odd-block-size-counter.cu:[[#@LINE+9]]:{{.*}}error: {{.*}}(write-after-read){{.*}}with a 96-thread block, threads 0 and 1, element 1 of <dynamic shared>, when the counter of the loop at line [[#@LINE+7]] is 3
__global__ void floor_half(float *out) {
  extern __shared__ float sdata[];
  unsigned t = threadIdx.x;
  sdata[t] = t;
  __syncthreads();
  unsigned active = blockDim.x;
  while (active > 1) {
    unsigned half = active / 2;
    if (t < (active + 1) / 2) sdata[t] += sdata[t + half];
    __syncthreads();
    active = half;
  }
  if (t == 0) out[blockIdx.x] = sdata[0];
}

// The textbook loop starts at half the block (a power of two is assumed):
// no odd shapes are tried for it, and it stays silent.
// CHECK-NOT: odd-block-size-counter.cu:{{(4[0-9]|5[0-9])}}:{{.*}}{{error|warning}}
__global__ void textbook(float *out) {
  extern __shared__ float sdata[];
  unsigned t = threadIdx.x;
  sdata[t] = t;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) sdata[t] += sdata[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = sdata[0];
}
