// block_unique_sorted_keys_flag_scan with the Hillis-Steele scan done in place in one buffer:
// thread t adds scan[t - off] while thread t - off may already have added into it this step.
// LAUNCH: grid=4 block=256 args=keys:i32[1024]:iota out:i32[1024]:zero counts:i32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 256

extern "C" __global__ void __launch_bounds__(T) block_unique_scan_in_place(const int *keys, int *out, int *counts) {
  __shared__ int s_keys[T];
  __shared__ int scan[2][T];
  const int t = threadIdx.x;
  const int k = keys[blockIdx.x * T + t] >> 2;
  s_keys[t] = k;
  __syncthreads();
  const int head = (t == 0 || s_keys[t - 1] != k) ? 1 : 0;
  int pin = 0;
  scan[0][t] = head;
  __syncthreads();
  for (int off = 1; off < T; off <<= 1) {
    // CHECK: block_unique_scan_in_place.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (t >= off) scan[pin][t] += scan[pin][t - off];
    __syncthreads();
  }
  const int incl = scan[pin][t];
  if (head) out[blockIdx.x * T + incl - 1] = k;
  if (t == T - 1) counts[blockIdx.x] = incl;
}
