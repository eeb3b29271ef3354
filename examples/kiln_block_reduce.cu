// Block reduction in Kiln spelling: warp shuffles, one shared slot per warp,
// an explicit block-scope sync, and a device-scope atomic_ref to combine
// blocks.
#include <kiln/simt.hpp>

template <int BLOCK> __device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v += kiln::shuffle_down(v, offset);
  return v;
}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) block_sum(const float *__restrict__ x, float *out, long n) {
  static_assert(BLOCK % 32 == 0 && BLOCK <= 1024, "whole warps");
  __shared__ float partial[BLOCK / 32];
  long i = (long)kiln::block_idx().x * BLOCK + kiln::thread_idx().x;
  long stride = (long)kiln::grid_dim().x * BLOCK;
  float v = 0.0f;
  for (; i < n; i += stride)
    v += x[i];
  v = warp_sum<BLOCK>(v);
  if (kiln::lane_id() == 0)
    partial[kiln::warp_id()] = v;
  kiln::sync(kiln::scope::block);
  if (kiln::warp_id() == 0) {
    v = kiln::lane_id() < BLOCK / 32 ? partial[kiln::lane_id()] : 0.0f;
    v = warp_sum<BLOCK>(v);
    if (kiln::lane_id() == 0)
      kiln::atomic_ref<float, kiln::scope::device>(*out).fetch_add(v, kiln::memory_order::relaxed);
  }
}
template __global__ void block_sum<256>(const float *__restrict__, float *, long);
template __global__ void block_sum<512>(const float *__restrict__, float *, long);
