// Kogge-Stone inclusive scan written with cooperative groups: the block is a
// cg::thread_block, indices come from thread_rank() and size(), and the
// steps alternate between two shared buffers with block.sync().
// LAUNCH: grid=4 block=256 args=in:i32[1024]:rand out:i32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(256) scan_cg_block_sync_kogge(const int *in, int *out) {
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
      v += buf[src][t - off];
    buf[1 - src][t] = v;
    src = 1 - src;
    block.sync();
  }
  out[base + t] = buf[src][t];
}
