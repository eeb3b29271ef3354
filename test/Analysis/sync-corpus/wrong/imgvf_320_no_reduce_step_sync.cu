// imgvf_320_threads_flat_tile without the barrier in the halving reduction: thread t reads
// buffer[t + th] that thread t + th still updates in the previous step.
// LAUNCH: grid=2 block=320 args=in:f32[2048]:urand out:f32[2048]:zero total:f32[2]:zero m:i32=32 n:i32=32
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define NUM_THREADS 320
#define MAX_ELEMS 1024

extern "C" __global__ void __launch_bounds__(NUM_THREADS) imgvf_320_no_reduce_step_sync(const float *in, float *out,
                                                                                      float *total, int m, int n) {
  __shared__ float IMGVF[MAX_ELEMS];
  __shared__ float buffer[NUM_THREADS];
  const int thread_id = threadIdx.x;
  const float *cell_in = in + blockIdx.x * m * n;
  float *cell_out = out + blockIdx.x * m * n;
  const int max = m * n;
  const int thread_block_max = (max + NUM_THREADS - 1) / NUM_THREADS;
  for (int tb = 0; tb < thread_block_max; tb++) {
    int offset = tb * NUM_THREADS;
    int i = (thread_id + offset) / n, j = (thread_id + offset) % n;
    if (i < m)
      IMGVF[i * n + j] = cell_in[i * n + j];
  }
  __syncthreads();
  float total_diff = 0.f;
  for (int tb = 0; tb < thread_block_max; tb++) {
    int offset = tb * NUM_THREADS;
    int i = (thread_id + offset) / n, j = (thread_id + offset) % n;
    if (i < m) {
      float up = IMGVF[(i > 0 ? i - 1 : 0) * n + j];
      float down = IMGVF[(i < m - 1 ? i + 1 : m - 1) * n + j];
      float v = 0.5f * IMGVF[i * n + j] + 0.25f * (up + down);
      total_diff += fabsf(v - IMGVF[i * n + j]);
      cell_out[i * n + j] = v;
    }
  }
  buffer[thread_id] = total_diff;
  __syncthreads();
  int th = NUM_THREADS / 2;
  while (th > 0) {
    if (thread_id < th)
      // CHECK: imgvf_320_no_reduce_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      buffer[thread_id] += buffer[thread_id + th];
    th /= 2;
  }
  if (thread_id == 0)
    total[blockIdx.x] = buffer[0];
}
