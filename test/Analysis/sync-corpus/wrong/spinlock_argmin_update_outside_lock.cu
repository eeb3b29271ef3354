// Block arg-min under a shared spin lock where the update of the (distance,
// index) pair was moved out of the critical section: threads compare and
// store s_best with no lock held.
// LAUNCH: grid=8 block=128 args=px:f32[1000]:rand py:f32[1000]:rand qx:f32=0.25 qy:f32=-0.5 best_d:f32[8]:zero best_i:i32[8]:zero n:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void spinlock_argmin_update_outside_lock(const float *px, const float *py, float qx, float qy,
                                                        float *best_d, int *best_i, int n) {
  __shared__ int s_lock;
  __shared__ float s_best;
  __shared__ int s_idx;
  if (threadIdx.x == 0) {
    s_lock = 0;
    s_best = 3.0e38f;
    s_idx = -1;
  }
  __syncthreads();

  int gi = blockIdx.x * blockDim.x + threadIdx.x;
  if (gi < n) {
    float dx = px[gi] - qx, dy = py[gi] - qy;
    float d = dx * dx + dy * dy;
    bool done = false;
    while (!done) {
      if (atomicCAS(&s_lock, 0, 1) == 0) {
        __threadfence_block();
        atomicExch(&s_lock, 0);
        done = true;
      }
      if (d < s_best || (d == s_best && gi < s_idx)) {
        // CHECK: spinlock_argmin_update_outside_lock.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        s_best = d;
        s_idx = gi;
      }
    }
  }
  __syncthreads();

  if (threadIdx.x == 0) {
    best_d[blockIdx.x] = s_best;
    best_i[blockIdx.x] = s_idx;
  }
}
