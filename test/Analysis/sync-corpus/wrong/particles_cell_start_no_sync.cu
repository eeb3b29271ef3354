// particles_cell_start_shared_hash without the barrier: thread t reads
// sharedHash[t], which thread t - 1 stores.
// LAUNCH: grid=4 block=256 args=cellStart:i32[1024]:zero cellEnd:i32[1024]:zero hashes:i32[1024]:iota n:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
extern "C" __global__ void __launch_bounds__(256) particles_cell_start_no_sync(int *cellStart, int *cellEnd, const int *hashes, int n) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ int sharedHash[257];
  int index = blockIdx.x * blockDim.x + threadIdx.x;
  int hash = 0;
  if (index < n) {
    hash = hashes[index];
    sharedHash[threadIdx.x + 1] = hash;
    if (index > 0 && threadIdx.x == 0) sharedHash[0] = hashes[index - 1];
  }
  if (index < n) {
    // CHECK: particles_cell_start_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (index == 0 || hash != sharedHash[threadIdx.x]) {
      cellStart[hash & 1023] = index;
      if (index > 0) cellEnd[sharedHash[threadIdx.x] & 1023] = index;
    }
    if (index == n - 1) cellEnd[hash & 1023] = index + 1;
  }
}
