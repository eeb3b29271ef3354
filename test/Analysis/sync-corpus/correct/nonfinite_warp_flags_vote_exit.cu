// Per-warp non-finite gradient flags (the overflow check of a mixed-precision
// optimizer step): threads past n return, each warp skips its work when
// __any_sync finds no Inf/NaN, otherwise lane 0 stores the warp's ballot and
// counts its lanes. Both votes come after `if (i >= n) return;`: CUDA
// evaluates votes over the non-exited lanes of the mask, so the last warp's
// missing lanes (n = 1000) are simply not in the ballot (a vote after exits
// that leave the kernel for good is proven safe, SyncCollectiveChecks.cpp).
// LAUNCH: grid=4 block=256 args=g:f32[1024]:rand flags:u32[32]:zero count:u32[1]:zero n:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void nonfinite_warp_flags_vote_exit(const float *g, unsigned *flags, unsigned *count, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float v = g[i] * 1.0e38f;
  const bool bad = !isfinite(v * v);
  if (!__any_sync(0xffffffffu, bad)) return;
  const unsigned ballot = __ballot_sync(0xffffffffu, bad);
  if ((threadIdx.x & 31) == 0) {
    flags[i >> 5] = ballot;
    atomicAdd(count, __popc(ballot));
  }
}
