// Per-warp staging with the lane id read through inline PTX (mov.u32 %0,
// %laneid;), as hand-tuned kernels do: lane l of warp w writes slot [w][l],
// __syncwarp(), then reads its neighbour's slot [w][l ^ 1] of its own warp.
// %laneid is threadIdx.x % 32 in a 1-D block, an index, not loaded data.
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ __forceinline__ unsigned lane_id() {
  unsigned l;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
  return l;
}

extern "C" __global__ void asm_laneid_warp_slots(const float *in, float *out) {
  __shared__ float stage[8][32];
  unsigned lane = lane_id();
  unsigned warp = threadIdx.x / 32;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  stage[warp][lane] = in[i];
  __syncwarp();
  out[i] = stage[warp][lane ^ 1u] - stage[warp][lane];
}
