// @realcode Bitonic sort of key/value pairs in shared memory, 2048 keys per block (each thread owns two), ascending.
// @let N = 1 << 24
// @let TILE = 2048
// @buf keys u32[N] uniform(0, 4294967295)
// @buf vals u32[N] iota
// @buf sorted_keys u32[N] zero
// @buf sorted_vals u32[N] zero
// @launch bitonic_tile_sort grid(N / TILE) block(TILE / 2) args(keys, vals, sorted_keys, sorted_vals)
// @check sorted_keys exact
#include <cuda_runtime.h>

constexpr unsigned kTile = 2048;

// Orders (ka, va) and (kb, vb) ascending when up, descending otherwise.
__device__ __forceinline__ void order_pair(unsigned &ka, unsigned &va, unsigned &kb, unsigned &vb, bool up) {
  bool swap = up ? (ka > kb) : (ka < kb);
  if (swap) {
    unsigned k = ka, v = va;
    ka = kb; va = vb;
    kb = k; vb = v;
  }
}

__global__ void bitonic_tile_sort(const unsigned *keys_in, const unsigned *vals_in, unsigned *keys_out, unsigned *vals_out) {
  __shared__ unsigned sk[kTile];
  __shared__ unsigned sv[kTile];
  const unsigned base = blockIdx.x * kTile;
  const unsigned t = threadIdx.x;
  for (unsigned i = t; i < kTile; i += blockDim.x) {
    sk[i] = keys_in[base + i];
    sv[i] = vals_in[base + i];
  }
  // Build bitonic runs of growing width, then merge them; thread t owns the pair (lo, lo + half).
  for (unsigned width = 2; width <= kTile; width *= 2) {
    for (unsigned half = width / 2; half >= 1; half /= 2) {
      __syncthreads();
      unsigned lo = (t / half) * half * 2 + (t % half);
      bool up = (lo & width) == 0 || width == kTile;
      order_pair(sk[lo], sv[lo], sk[lo + half], sv[lo + half], up);
    }
  }
  __syncthreads();
  for (unsigned i = t; i < kTile; i += blockDim.x) {
    keys_out[base + i] = sk[i];
    vals_out[base + i] = sv[i];
  }
}
