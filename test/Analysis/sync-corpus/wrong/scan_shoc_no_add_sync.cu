// scan_shoc_zero_padded_half without the barrier between the read of
// s_data[idx - i] and the add into s_data[idx]: thread t + i may read
// s_data[idx] while thread t is still adding to it in the same step.
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[2048]:zero sums:f32[8]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ float scanLocalMem(float val, volatile float *s_data) {
  int idx = threadIdx.x;
  s_data[idx] = 0.0f;
  idx += blockDim.x;
  s_data[idx] = val;
  __syncthreads();
  float t;
  for (int i = 1; i < blockDim.x; i *= 2) {
    t = s_data[idx - i];
    // CHECK: scan_shoc_no_add_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    s_data[idx] += t;
    __syncthreads();
  }
  return s_data[idx];
}

extern "C" __global__ void __launch_bounds__(256) scan_shoc_no_add_sync(const float *in, float *out, float *sums) {
  __shared__ float s_scan[512];
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  float v = scanLocalMem(in[gid], s_scan);
  out[gid] = v;
  if (threadIdx.x == blockDim.x - 1) sums[blockIdx.x] = v;
}
