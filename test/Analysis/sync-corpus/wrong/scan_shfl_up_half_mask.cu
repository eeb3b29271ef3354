// Warp scan with __shfl_up_sync(0x0000ffff, ...) executed by all 32 lanes:
// the mask leaves out lanes 16..31, which nonetheless take part.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_shfl_up_half_mask(const int *in, int *out) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[g];
  for (int o = 1; o < 32; o <<= 1) {
    // CHECK: scan_shfl_up_half_mask.cu:[[@LINE+1]]: error warp-mask threads={{[^ ]+}} lanes={{[^- ]+}} index={{[^ ]+}}
    int y = __shfl_up_sync(0x0000ffff, v, o);
    if (lane >= o) v += y;
  }
  out[g] = v;
}
