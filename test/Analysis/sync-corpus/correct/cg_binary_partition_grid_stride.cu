// binaryPartitionCG-sample style: a grid-stride loop over the input, each warp
// tile split with cg::binary_partition by the parity of the element, each part
// reducing its count with cg::reduce and its leader adding it to a global
// counter. The sample launches n as a multiple of the grid's threads, so every
// warp runs every iteration whole.
// LAUNCH: grid=8 block=256 args=in:i32[8192]:rand(0,100) counts:i32[2]:zero n:i32=8192
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s '--implicit-check-not=error:'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
// The loop exit `i < n` depends on the thread and on the argument n: when n
// is not a multiple of 32 a warp enters the last iteration partially, and
// binary_partition's ballot over the tile's mask would be undefined. That
// cannot be decided at compile time, so a warning (and not an error) is the
// right verdict (the file compiles), and it says why.
// CHECK: cg_binary_partition_grid_stride.cu:[[#@LINE+12]]:{{[0-9]+}}: warning: warp vote with a full lane mask is reached inside the block-strided loop at line [[#@LINE+8]], whose last iteration may run on part of a warp{{.*}}[-Wkiln-sync]
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_binary_partition_grid_stride(const int *in, int *counts, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
  for (int i = block.group_index().x * block.size() + block.thread_rank(); i < n;
       i += gridDim.x * block.size()) {
    int elem = in[i];
    bool odd = elem & 1;
    cg::coalesced_group part = cg::binary_partition(tile32, odd);
    int c = cg::reduce(part, 1, cg::plus<int>());
    if (part.thread_rank() == 0) atomicAdd(&counts[odd], c);
  }
}
