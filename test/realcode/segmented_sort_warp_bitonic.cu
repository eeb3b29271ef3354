// @realcode Segmented sort of many short segments (ModernGPU / cub::DeviceSegmentedSort's small-segment path): one warp per segment of up to 32 keys, keys padded with +inf, a register bitonic network across lanes with __shfl_xor_sync where each lane keeps the min or max by its lane bits and the stage, the value (the key's original index) carried along with the key, then written back in place; segment offsets come from a CSR-style offsets array.
// @let NSEG = 1 << 18
// @let MAXLEN = 32
// @buf offsets i32[NSEG + 1] rowptr(32)
// @buf keys f32[NSEG * MAXLEN] uniform(-100, 100)
// @buf vals i32[NSEG * MAXLEN] iota
// @launch seg_sort_warp grid(cdiv(NSEG * 32, 256)) block(256) args(offsets, keys, vals, i32(NSEG))
// @check keys exact
// @check vals exact
#include <cfloat>
#include <cuda_runtime.h>

template <typename K, typename V>
__device__ __forceinline__ void compare_swap_lane(K &key, V &val, int mask, bool keep_min) {
  K ok = __shfl_xor_sync(0xffffffffu, key, mask);
  V ov = __shfl_xor_sync(0xffffffffu, val, mask);
  bool lower = (threadIdx.x & 31) < ((threadIdx.x & 31) ^ mask);
  bool take_other = keep_min == lower ? (ok < key || (ok == key && ov < val)) : (ok > key || (ok == key && ov > val));
  if (take_other) {
    key = ok;
    val = ov;
  }
}

template <typename K, typename V>
__device__ void warp_bitonic_sort(K &key, V &val) {
  const int lane = threadIdx.x & 31;
#pragma unroll
  for (int size = 2; size <= 32; size <<= 1) {
    const bool ascending = (lane & size) == 0 || size == 32;
#pragma unroll
    for (int stride = size >> 1; stride > 0; stride >>= 1) compare_swap_lane(key, val, stride, ascending);
  }
}

__global__ void seg_sort_warp(const int *__restrict__ offsets, float *keys, int *vals, int nseg) {
  const int seg = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (seg >= nseg) return;
  const int begin = offsets[seg], len = offsets[seg + 1] - begin;
  float k = lane < len ? keys[begin + lane] : FLT_MAX;
  int v = lane < len ? vals[begin + lane] : 0x7fffffff;
  warp_bitonic_sort(k, v);
  if (lane < len) {
    keys[begin + lane] = k;
    vals[begin + lane] = v;
  }
}
