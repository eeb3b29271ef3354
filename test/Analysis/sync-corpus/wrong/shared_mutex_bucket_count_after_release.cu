// Bucket append under a shared mutex whose count update was moved after the
// release: two threads may read the same count, and the store of the new
// count races with the next holder's read of it.
// LAUNCH: grid=4 block=256 unordered=out_keys,out_vals args=keys:i32[1024]:rand vals:f32[1024]:rand out_keys:i32[1024]:zero out_vals:f32[1024]:zero out_count:i32[4]:zero thresh:i32=50
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CAP 256

extern "C" __global__ void shared_mutex_bucket_count_after_release(const int *keys, const float *vals, int *out_keys,
                                                       float *out_vals, int *out_count, int thresh) {
  __shared__ int lock;
  __shared__ int count;
  __shared__ int s_keys[CAP];
  __shared__ float s_vals[CAP];
  if (threadIdx.x == 0) {
    lock = 0;
    count = 0;
  }
  __syncthreads();

  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int k = keys[i];
  if (k < thresh) {
    while (atomicCAS(&lock, 0, 1) != 0)
      ;
    __threadfence_block();
    int c = count;
    s_keys[c] = k;
    s_vals[c] = vals[i] * 2.0f;
    __threadfence_block();
    atomicExch(&lock, 0);
    // CHECK: shared_mutex_bucket_count_after_release.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} {{.*}}lines={{([0-9]+,)*}}[[#@LINE-5]]{{(,|$)}}
    count = c + 1;
  }
  __syncthreads();

  int total = count;
  for (int j = threadIdx.x; j < total; j += blockDim.x) {
    out_keys[blockIdx.x * CAP + j] = s_keys[j];
    out_vals[blockIdx.x * CAP + j] = s_vals[j];
  }
  if (threadIdx.x == 0)
    out_count[blockIdx.x] = total;
}
