// The serial fold of thread0_serial_sum_loop without the barrier after it:
// thread 0 overwrites s_red[0] with the total while the other threads may
// still read it (or, before the fold ends, read the partial of warp 0).
// LAUNCH: grid=16 block=256 args=x:f32[4096]:rand y:f32[4096]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void thread0_serial_sum_no_sync(const float *x, float *y) {
  __shared__ float s_red[32];
  int t = threadIdx.x;
  float v = __expf(x[blockIdx.x * blockDim.x + t]);
  float sum = v;
  for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, o);
  if ((t & 31) == 0) s_red[t / 32] = sum;
  __syncthreads();
  if (t == 0) {
    float total = 0.0f;
    for (int w = 0; w < blockDim.x / 32; ++w) total += s_red[w];
    s_red[0] = total;
  }
  // CHECK: thread0_serial_sum_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  y[blockIdx.x * blockDim.x + t] = v / s_red[0];
}
