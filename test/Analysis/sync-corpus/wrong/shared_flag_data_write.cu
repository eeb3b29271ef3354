// A block-wide "any element over the threshold" flag written by every thread
// with its own verdict instead of only by the threads that found one: the
// stores of different values race.
// LAUNCH: grid=8 block=128 args=in:f32[1024]:rand found:i32[8]:zero thresh:f32=0.9
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void shared_flag_data_write(const float *in, int *found, float thresh) {
  __shared__ int any_over;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: shared_flag_data_write.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}}
  any_over = v > thresh;
  __syncthreads();
  if (threadIdx.x == 0) found[blockIdx.x] = any_over;
}
