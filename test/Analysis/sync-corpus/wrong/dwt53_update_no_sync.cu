// dwt53_lifting_shared without the barrier between predict and update:
// thread t reads the odd sample s[2t - 1] that thread t - 1 is still
// predicting.
// LAUNCH: grid=4 block=256 args=in:f32[2048]:rand lo:f32[1024]:zero hi:f32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void __launch_bounds__(N / 2) dwt53_update_no_sync(const float *in, float *lo, float *hi) {
  __shared__ float s[N];
  int t = threadIdx.x;
  const float *x = in + blockIdx.x * N;
  s[2 * t] = x[2 * t];
  s[2 * t + 1] = x[2 * t + 1];
  __syncthreads();
  float right = (2 * t + 2 < N) ? s[2 * t + 2] : s[2 * t];
  s[2 * t + 1] -= 0.5f * (s[2 * t] + right);
  // CHECK: dwt53_update_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  float left = (t > 0) ? s[2 * t - 1] : s[2 * t + 1];
  s[2 * t] += 0.25f * (left + s[2 * t + 1]);
  lo[blockIdx.x * (N / 2) + t] = s[2 * t];
  hi[blockIdx.x * (N / 2) + t] = s[2 * t + 1];
}
