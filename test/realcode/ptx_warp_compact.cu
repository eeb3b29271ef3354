// @realcode Warp-level compaction with inline PTX: %laneid and %lanemask_lt read by asm, vote.ballot.sync and popc spelled in PTX, one atomicAdd per warp.
// @let N = 1 << 26
// @buf in f32[N] uniform(-1, 1)
// @buf out f32[N] zero
// @buf count u32[1] zero
// @launch compact_nonneg_ptx grid(N / 256) block(256) args(in, out, count, i32(N))
// @check count exact
// @check out unordered
#include <cuda_runtime.h>
#include <stdint.h>

__device__ __forceinline__ unsigned lane_id_ptx() {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

__device__ __forceinline__ unsigned lanemask_lt_ptx() {
  unsigned mask;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(mask));
  return mask;
}

__device__ __forceinline__ unsigned ballot_ptx(bool p) {
  unsigned r;
  asm volatile(
      "{\n\t"
      ".reg .pred q;\n\t"
      "setp.ne.u32 q, %1, 0;\n\t"
      "vote.sync.ballot.b32 %0, q, 0xffffffff;\n\t"
      "}"
      : "=r"(r)
      : "r"((unsigned)p));
  return r;
}

__device__ __forceinline__ unsigned popc_ptx(unsigned x) {
  unsigned r;
  asm("popc.b32 %0, %1;" : "=r"(r) : "r"(x));
  return r;
}

__global__ void compact_nonneg_ptx(const float *in, float *out, unsigned *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : -1.0f;
  bool keep = v >= 0.0f;
  unsigned votes = ballot_ptx(keep);
  unsigned lane = lane_id_ptx();
  unsigned base = 0;
  if (lane == 0 && votes) base = atomicAdd(count, popc_ptx(votes));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep) out[base + popc_ptx(votes & lanemask_lt_ptx())] = v;
}
