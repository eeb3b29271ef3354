// scan_inclusive_pos_segments with the barrier between a step's read and its
// write dropped: thread t + offset reads s_Data[pos - offset], the element
// thread t overwrites in the same step (threads 1 and 0 at offset 1).
// LAUNCH: grid=8 block=256 smem=2048 args=d_Dst:u32[2048]:zero d_Src:u32[2048]:rand(0,10) size:u32=256
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_inclusive_pos_one_sync(unsigned int *d_Dst, const unsigned int *d_Src) {
  __shared__ unsigned int s_Data[512];
  const unsigned int size = 256;
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (size - 1));
  s_Data[pos] = 0;
  pos += size;
  s_Data[pos] = d_Src[g];
  for (unsigned int offset = 1; offset < size; offset <<= 1) {
    __syncthreads();
    unsigned int t = s_Data[pos] + s_Data[pos - offset];
    // CHECK: scan_inclusive_pos_one_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    s_Data[pos] = t;
  }
  d_Dst[g] = s_Data[pos];
}
