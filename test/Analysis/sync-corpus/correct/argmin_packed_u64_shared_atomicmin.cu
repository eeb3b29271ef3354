// Nearest point by one 64-bit atomicMin per thread: the distance's float bits
// (non-negative, so they order as unsigned integers) go in the high word and
// the point's index in the low word, thread 0 initialises the shared key,
// every thread folds its candidates in with atomicMin, and after a barrier
// thread 0 unpacks the winner.
// LAUNCH: grid=6 block=256 args=px:f32[4096]:rand py:f32[4096]:rand qx:f32[6]:rand qy:f32[6]:rand best:i32[6]:zero n:i32=4096
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void argmin_packed_u64_shared_atomicmin(const float *px, const float *py, const float *qx,
                                                                const float *qy, int *best, int n) {
  __shared__ unsigned long long key;
  if (threadIdx.x == 0)
    key = ~0ull;
  __syncthreads();
  const float x = qx[blockIdx.x], y = qy[blockIdx.x];
  unsigned long long mine = ~0ull;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    const float dx = px[i] - x, dy = py[i] - y;
    const unsigned long long k =
        ((unsigned long long)__float_as_uint(dx * dx + dy * dy) << 32) | (unsigned)i;
    mine = k < mine ? k : mine;
  }
  atomicMin(&key, mine);
  __syncthreads();
  if (threadIdx.x == 0)
    best[blockIdx.x] = (int)(key & 0xffffffffu);
}
