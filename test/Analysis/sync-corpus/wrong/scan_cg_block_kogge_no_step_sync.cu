// scan_cg_block_sync_kogge without block.sync() in the loop: a step reads
// buf[src][t - off] that the previous step's threads are still writing.
// LAUNCH: grid=4 block=256 args=in:i32[1024]:rand out:i32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(256) scan_cg_block_kogge_no_step_sync(const int *in, int *out) {
  __shared__ int buf[2][256];
  cg::thread_block block = cg::this_thread_block();
  unsigned t = block.thread_rank();
  unsigned base = blockIdx.x * block.size();
  int src = 0;
  buf[0][t] = in[base + t];
  block.sync();
  for (unsigned off = 1; off < block.size(); off <<= 1) {
    int v = buf[src][t];
    if (t >= off)
      // CHECK: scan_cg_block_kogge_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      v += buf[src][t - off];
    buf[1 - src][t] = v;
    src = 1 - src;
  }
  out[base + t] = buf[src][t];
}

