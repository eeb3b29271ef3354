// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// A local initialised by a braced list and larger than a thread's 512 KiB of
// local memory is an error at the declaration (copies of larger structs are
// memcpy and stay allowed: aggregate-copies.cu). The fuzzer's `acc[2147483647] = {...}` (a mutant of
// realcode/launch_bounds_minblocks_tiles.cu) ran kilnc out of memory while
// emitting the initializer element by element.
__global__ void big_local(float *out) {
  // CHECK: :[[@LINE+1]]:9: error: local variable 'acc' takes 8589934588 bytes, but a thread has at most 524288 bytes (512 KiB) of local memory: make it __shared__ or give it a buffer in global memory
  float acc[2147483647] = {0.f, 0.f, 0.f, 0.f};
  out[threadIdx.x] = acc[threadIdx.x];
}
// Exactly 512 KiB is allowed by the frontend (ptxas decides the rest).
__global__ void at_limit(float *out) {
  // CHECK-NOT: 'ok'
  float ok[131072] = {1.0f};
  ok[threadIdx.x] = 1.0f;
  out[threadIdx.x] = ok[threadIdx.x ^ 1];
}
