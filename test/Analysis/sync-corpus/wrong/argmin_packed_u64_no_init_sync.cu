// argmin_packed_u64_shared_atomicmin without the barrier after thread 0 initialises the key: a fast thread's atomicMin may
// be overwritten by the initialisation.
// LAUNCH: grid=6 block=256 args=px:f32[4096]:rand py:f32[4096]:rand qx:f32[6]:rand qy:f32[6]:rand best:i32[6]:zero n:i32=4096
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void argmin_packed_u64_no_init_sync(const float *px, const float *py, const float *qx,
                                                                const float *qy, int *best, int n) {
  __shared__ unsigned long long key;
  if (threadIdx.x == 0)
    key = ~0ull;
  const float x = qx[blockIdx.x], y = qy[blockIdx.x];
  unsigned long long mine = ~0ull;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    const float dx = px[i] - x, dy = py[i] - y;
    const unsigned long long k =
        ((unsigned long long)__float_as_uint(dx * dx + dy * dy) << 32) | (unsigned)i;
    mine = k < mine ? k : mine;
  }
  // CHECK: argmin_packed_u64_no_init_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  atomicMin(&key, mine);
  __syncthreads();
  if (threadIdx.x == 0)
    best[blockIdx.x] = (int)(key & 0xffffffffu);
}
