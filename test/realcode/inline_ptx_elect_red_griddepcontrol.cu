// @realcode Hopper-era warp and grid plumbing written as inline PTX, as hand-tuned sm_90 kernels do: elect.sync to pick one lane (its predicate and lane outputs), red.global.add.u32/.u64 and red.global.max.s32 fire-and-forget reductions, griddepcontrol.wait / griddepcontrol.launch_dependents around a producer/consumer kernel pair (no-ops without a programmatic-dependent launch), %laneid / %lanemask_lt / %dynamic_smem_size special registers, and activemask.b32 inside a divergent branch.
// @let N = 1 << 22
// @buf x u32[N] uniform(0, 1000000)
// @buf partial u32[N / 256] zero
// @buf totals u64[2] zero
// @buf extreme i32[1] fill(-2147483648)
// @buf leaders u32[N / 32] zero
// @buf ranks u32[N] zero
// @buf smem u32[1] zero
// @launch produce grid(N / 256) block(256) shared(1024) args(x, partial, totals, extreme, leaders, smem)
// @launch consume grid(N / 256) block(256) args(x, partial, ranks)
// @check partial exact
// @check totals exact
// @check extreme exact
// @check leaders exact
// @check ranks exact
// @check smem exact
#include <cstdint>

__device__ __forceinline__ bool elect_one(uint32_t *leader) {
  uint32_t lane, pred;
  asm volatile("{\n\t.reg .pred p;\n\telect.sync %0|p, 0xffffffff;\n\tselp.u32 %1, 1, 0, p;\n\t}"
               : "=r"(lane), "=r"(pred));
  *leader = lane;
  return pred != 0;
}
__device__ __forceinline__ uint32_t lane_id() { uint32_t l; asm("mov.u32 %0, %%laneid;" : "=r"(l)); return l; }
__device__ __forceinline__ uint32_t lanemask_lt() { uint32_t m; asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m)); return m; }
__device__ __forceinline__ uint32_t dyn_smem() { uint32_t s; asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(s)); return s; }
__device__ __forceinline__ uint32_t active_mask() { uint32_t m; asm volatile("activemask.b32 %0;" : "=r"(m)); return m; }

__device__ __forceinline__ void red_add(uint32_t *p, uint32_t v) { asm volatile("red.global.add.u32 [%0], %1;" ::"l"(p), "r"(v) : "memory"); }
__device__ __forceinline__ void red_add(unsigned long long *p, unsigned long long v) {
  asm volatile("red.global.add.u64 [%0], %1;" ::"l"(p), "l"(v) : "memory");
}
__device__ __forceinline__ void red_max(int *p, int v) { asm volatile("red.global.max.s32 [%0], %1;" ::"l"(p), "r"(v) : "memory"); }

__global__ void produce(const uint32_t *__restrict__ x, uint32_t *__restrict__ partial, unsigned long long *totals,
                        int *extreme, uint32_t *__restrict__ leaders, uint32_t *smem_size) {
  extern __shared__ uint32_t warp_sums[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t v = x[i];
  uint32_t s = v;
  for (int o = 16; o; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  uint32_t leader;
  if (elect_one(&leader)) {
    warp_sums[threadIdx.x >> 5] = s;
    leaders[i >> 5] = 0x10000u | leader | (lane_id() << 8);
  }
  if (v & 1) {  // odd values: a divergent branch; count the lanes in it
    uint32_t m = active_mask();
    if ((lanemask_lt() & m) == 0) red_add(&totals[1], (unsigned long long)__popc(m));
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    uint32_t b = 0;
    for (int w = 0; w < 8; ++w) b += warp_sums[w];
    partial[blockIdx.x] = b;
    red_add(&totals[0], (unsigned long long)b);
    red_max(extreme, (int)(b >> 4));
    if (blockIdx.x == 0) red_add(smem_size, dyn_smem());
  }
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
}

__global__ void consume(const uint32_t *__restrict__ x, const uint32_t *partial, uint32_t *__restrict__ ranks) {
  asm volatile("griddepcontrol.wait;" ::: "memory");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t p = partial[blockIdx.x];
  ranks[i] = p == 0 ? 0u : (uint32_t)(((unsigned long long)x[i] << 20) / p);
}
