// awbarrier::timed_wait and timed_wait_parity (<cuda_awbarrier.h>): one loop for both (the
// header's awbarrier_timed_wait, handed the test): a first test, then tests while clock64()
// says fewer than hint_cycles passed, spaced after 1024 cycles by a __nanosleep that doubles
// up to 2^20 ns; true once the phase completed, false when the time ran out.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// CHECK-LABEL: .entry _Z10timed_waitPij(
// CHECK: mbarrier.test_wait.shared.b64
// CHECK: mov.u64 %rd{{[0-9]+}}, %clock64;
// CHECK: mbarrier.test_wait.shared.b64
// CHECK: setp.lt.u64 %p{{[0-9]+}}, %rd{{[0-9]+}}, 1025;
// CHECK: setp.lt.u32 %p{{[0-9]+}}, %r{{[0-9]+}}, 1048576;
// CHECK: nanosleep.u32
// CHECK-LABEL: .entry _Z17timed_wait_parityPij(
// CHECK: mbarrier.test_wait.parity.shared.b64
// CHECK: mov.u64 %rd{{[0-9]+}}, %clock64;
// CHECK: mbarrier.test_wait.parity.shared.b64
// CHECK: nanosleep.u32
#include <cuda_awbarrier.h>
using nvcuda::experimental::awbarrier;

__global__ void timed_wait(int *out, unsigned hint) {
  __shared__ awbarrier bar;
  if (threadIdx.x == 0)
    nvcuda::experimental::init(&bar, blockDim.x);
  __syncthreads();
  awbarrier::arrival_token t = bar.arrive();
  out[threadIdx.x] = bar.timed_wait(t, hint);
}

__global__ void timed_wait_parity(int *out, unsigned hint) {
  __shared__ awbarrier bar;
  if (threadIdx.x == 0)
    nvcuda::experimental::init(&bar, blockDim.x);
  __syncthreads();
  (void)bar.arrive();
  out[threadIdx.x] = bar.timed_wait_parity(false, hint);
}
