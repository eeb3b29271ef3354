// RUN: kilnc %s --arch=sm_90 --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 --emit=simt -o /dev/null -DEVERY_LANE 2>&1 | FileCheck %s
// A warp election (elect.sync) picks one lane of the warp: a store it guards
// is one writer per warp, whether the election is written as inline PTX with
// its predicate turned into a register by selp (hand-written sm_90 kernels),
// as CUTLASS's elect_one_sync (a predicated mov over a "+r" operand that
// enters as 0, the lane id from a second output). Before, the asm's output
// was an unknown thread-varying value and the per-warp store a
// write-after-write race between lanes.
__device__ __forceinline__ bool elect_selp() {
  unsigned lane, pred;
  asm volatile("{\n\t.reg .pred p;\n\telect.sync %0|p, 0xffffffff;\n\tselp.u32 %1, 1, 0, p;\n\t}"
               : "=r"(lane), "=r"(pred));
  return pred != 0;
}

__device__ __forceinline__ unsigned elect_one_sync_cutlass_style(unsigned *leader) {
  unsigned pred = 0, laneid = 0;
  asm volatile("{\n"
               ".reg .b32 %%rx;\n"
               ".reg .pred %%px;\n"
               "     elect.sync %%rx|%%px, %2;\n"
               "@%%px mov.s32 %1, 1;\n"
               "     mov.s32 %0, %%rx;\n"
               "}\n"
               : "+r"(laneid), "+r"(pred)
               : "r"(0xFFFFFFFF));
  *leader = laneid;
  return pred;
}

__global__ void per_warp_sums(const unsigned *x, unsigned *out) {
  __shared__ unsigned sums[8], leaders[8];
  unsigned s = x[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
#ifdef EVERY_LANE
  // CHECK: elect-sync-leader.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (write-after-write)
  sums[threadIdx.x >> 5] = s + threadIdx.x;
#else
  if (elect_selp())
    sums[threadIdx.x >> 5] = s;
#endif
  unsigned leader;
  if (elect_one_sync_cutlass_style(&leader))
    leaders[threadIdx.x >> 5] = leader + threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned t = 0;
    for (int w = 0; w < 8; ++w)
      t += sums[w] + leaders[w];
    out[blockIdx.x] = t;
  }
}
