// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// RUN: kilnc %s --emit=simt -o /dev/null -DSTATE_16 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DSTATE_64 2>&1 | FileCheck %s --check-prefix=STATED
// Issue 11 (branch sync31): a collision that only one split of the launch
// bound into rows has is a guess when the kernel never states its shape.
// Here `threadIdx.y * 64 + threadIdx.x` and its +16 fit a 16-wide block (16
// threads per row, each with two elements) and a 64-wide one, where thread
// (32,0)'s first store meets thread (16,0)'s second. Without a stated shape
// it is a warning that names both splits and what to write; a stated 64-wide
// block makes it an error, a stated 16-wide one proves it away.
extern "C" __global__ void __launch_bounds__(128) pairs(const float *in, float *out) {
#ifdef STATE_16
  __builtin_assume(blockDim.x == 16);
#endif
#ifdef STATE_64
  __builtin_assume(blockDim.x == 64);
#endif
  __shared__ float s[8 * 64];
  const unsigned f = threadIdx.y * 64 + threadIdx.x;
  const unsigned g = blockIdx.x * 512 + f;
  s[f] = in[g];
  // CHECK: guessed-split-warning.cu:[[@LINE+3]]:{{.*}} warning: shared-memory race (write-after-write){{.*}}with a 64x2 block{{.*}}; only some splits of the block into rows collide here (with a 16x8 block these accesses do not), and nothing in the kernel states its block shape [-Wkiln-sync]
  // CHECK: note: if the kernel is launched with a 16x8 block, say so with __builtin_assume(blockDim.x == 16) in its body
  // STATED: guessed-split-warning.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (write-after-write){{.*}}with a 64x2 block{{.*}}blockDim.x being 64 as its __builtin_assume states, threads ({{[0-9]+}},0) and ({{[0-9]+}},0)
  s[f + 16] = in[g + 16];
  __syncthreads();
  out[g] = s[f] + s[f + 16];
}
