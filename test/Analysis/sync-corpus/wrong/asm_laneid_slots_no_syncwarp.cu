// asm_laneid_warp_slots without the __syncwarp(): lane l reads the slot that
// lane l ^ 1 writes, with nothing ordering the two (warp-synchronous code).
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ __forceinline__ unsigned lane_id() {
  unsigned l;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
  return l;
}

extern "C" __global__ void asm_laneid_slots_no_syncwarp(const float *in, float *out) {
  __shared__ float stage[8][32];
  unsigned lane = lane_id();
  unsigned warp = threadIdx.x / 32;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  stage[warp][lane] = in[i];
  // CHECK: asm_laneid_slots_no_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  out[i] = stage[warp][lane ^ 1u] - stage[warp][lane];
}
