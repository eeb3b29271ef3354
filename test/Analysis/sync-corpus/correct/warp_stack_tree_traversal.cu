// Warp-cooperative tree walk in the style of Barnes-Hut force kernels: every
// warp keeps one traversal stack in its own slice of shared memory; all lanes
// read the top node, the warp opens it if any lane needs it (__any_sync), and
// lane 0 alone pushes the children. __syncwarp() separates the reads of a
// stack slot from lane 0's next push. The tree is an implicit heap of
// intervals (node i has children 2i+1 and 2i+2, leaves from `first_leaf`).
// LAUNCH: grid=4 block=128 tol=1e-5 args=lo:f32[1023]:rand(0,0.5) hi:f32[1023]:rand(0.5,1) leafval:f32[1023]:rand q:f32[512]:urand out:f32[512]:zero first_leaf:i32=511
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS_PER_BLOCK 4
#define STACK_DEPTH 64

extern "C" __global__ void warp_stack_tree_traversal(const float *lo, const float *hi, const float *leafval,
                                                      const float *q, float *out, int first_leaf) {
  __shared__ int stack[WARPS_PER_BLOCK][STACK_DEPTH];
  const int warp = threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  const int gid = blockIdx.x * blockDim.x + threadIdx.x;
  const float x = q[gid];

  if (lane == 0)
    stack[warp][0] = 0;
  int sp = 1;
  __syncwarp();

  float acc = 0.0f;
  while (sp > 0) {
    int node = stack[warp][sp - 1];
    sp--;
    __syncwarp();
    bool open = lo[node] <= x && x <= hi[node];
    if (__any_sync(0xffffffff, open)) {
      if (node >= first_leaf) {
        if (open)
          acc += leafval[node];
      } else {
        if (lane == 0) {
          stack[warp][sp] = 2 * node + 2;
          stack[warp][sp + 1] = 2 * node + 1;
        }
        sp += 2;
      }
    }
    __syncwarp();
  }
  out[gid] = acc;
}
