// CUDA samples particles, reorderDataAndFindCellStart: each thread stores its
// sorted hash one slot to the right, thread 0 fetches the previous block's
// last hash into slot 0; after the barrier a thread compares its hash with
// its left neighbour's to find where a cell starts.
// LAUNCH: grid=4 block=256 args=cellStart:i32[1024]:zero cellEnd:i32[1024]:zero hashes:i32[1024]:iota n:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
extern "C" __global__ void __launch_bounds__(256) particles_cell_start_shared_hash(int *cellStart, int *cellEnd, const int *hashes, int n) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ int sharedHash[257];
  int index = blockIdx.x * blockDim.x + threadIdx.x;
  int hash = 0;
  if (index < n) {
    hash = hashes[index];
    sharedHash[threadIdx.x + 1] = hash;
    if (index > 0 && threadIdx.x == 0) sharedHash[0] = hashes[index - 1];
  }
  cg::sync(cta);
  if (index < n) {
    if (index == 0 || hash != sharedHash[threadIdx.x]) {
      cellStart[hash & 1023] = index;
      if (index > 0) cellEnd[sharedHash[threadIdx.x] & 1023] = index;
    }
    if (index == n - 1) cellEnd[hash & 1023] = index + 1;
  }
}
