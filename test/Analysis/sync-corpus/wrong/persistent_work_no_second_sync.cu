// persistent_work_no_second_sync without the barrier after the broadcast is read:
// thread 0 may fetch the next chunk and overwrite s_base while another
// thread still reads the previous value.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void persistent_work_no_second_sync(int *counter, const float *in, float *out, int n) {
  __shared__ int s_base;
  while (true) {
    // CHECK: persistent_work_no_second_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+3]]{{(,|$)}}
    if (threadIdx.x == 0) s_base = atomicAdd(counter, (int)blockDim.x);
    __syncthreads();
    int base = s_base;
    if (base >= n) break;
    int i = base + threadIdx.x;
    if (i < n) out[i] = 2.0f * in[i] + 1.0f;
  }
}
