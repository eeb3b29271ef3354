// @realcode bitsandbytes-style blockwise 8-bit quantisation with a dynamic (non-linear) code: cub::BlockLoad/BlockStore (warp-transpose) of 4096-element blocks at 4 items per thread, the block absmax through cub::BlockReduce with cuda::maximum, the 256-entry code table staged in __shared__ memory, a branchy binary search (dQuantize with pivot/upper/lower and the midpoint tie rule) for each normalised value, absmax written per block, and the matching dequantiser reading code[q] * absmax with __ldg.
// @let N = 1 << 24
// @let BLOCK = 4096
// @buf code f32[256] zero
// @buf A f32[N] uniform(-3, 3)
// @buf absmax f32[N / BLOCK] zero
// @buf q u8[N] zero
// @buf deq f32[N] zero
// @launch make_dynamic_code grid(1) block(256) args(code)
// @launch kQuantizeBlockwise<4096, 4> grid(N / BLOCK) block(1024) args(code, A, absmax, q, i32(N))
// @launch kDequantizeBlockwise<4096, 4> grid(N / BLOCK) block(1024) args(code, q, absmax, deq, i32(N))
// @check code exact
// @check absmax exact
// @check q exact
// @check deq exact
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/block/block_reduce.cuh>
#include <cuda/functional>
#include <cstdint>

// A signed, sorted code of 256 values in [-1, 1], denser near zero (a cubic map of a uniform grid).
__global__ void make_dynamic_code(float *code) {
  int i = threadIdx.x;
  float t = (i - 127.5f) / 127.5f;
  code[i] = t * t * t;
}

__device__ unsigned char dQuantize(const float *smem_code, float x) {
  int pivot = 127;
  int upper_pivot = 255;
  int lower_pivot = 0;
  float lower = -1.0f;
  float upper = 1.0f;
  float val = smem_code[pivot];
  for (int i = 64; i > 0; i >>= 1) {
    if (x > val) {
      lower_pivot = pivot;
      lower = val;
      pivot += i;
    } else {
      upper_pivot = pivot;
      upper = val;
      pivot -= i;
    }
    val = smem_code[pivot];
  }
  if (upper_pivot == 255) upper = smem_code[upper_pivot];
  if (lower_pivot == 0) lower = smem_code[lower_pivot];
  if (x > val) {
    float midpoint = (upper + val) * 0.5f;
    return x > midpoint ? upper_pivot : pivot;
  } else {
    float midpoint = (lower + val) * 0.5f;
    return x < midpoint ? lower_pivot : pivot;
  }
}

template <int BLOCK_SIZE, int NUM_PER_TH>
__global__ void kQuantizeBlockwise(const float *code, const float *__restrict__ A, float *absmax, unsigned char *out, const int n) {
  const int n_full = gridDim.x * BLOCK_SIZE;
  const int base_idx = blockIdx.x * BLOCK_SIZE;
  int valid_items = 0;
  float vals[NUM_PER_TH];
  unsigned char qvals[NUM_PER_TH];
  float local_abs_max = 0.0f;
  using LoadT = cub::BlockLoad<float, BLOCK_SIZE / NUM_PER_TH, NUM_PER_TH, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using StoreChar = cub::BlockStore<unsigned char, BLOCK_SIZE / NUM_PER_TH, NUM_PER_TH, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  using BlockReduce = cub::BlockReduce<float, BLOCK_SIZE / NUM_PER_TH>;
  __shared__ typename LoadT::TempStorage loadt;
  __shared__ typename StoreChar::TempStorage storec;
  __shared__ typename BlockReduce::TempStorage reduce;
  __shared__ float smem_code[256];
  __shared__ float smem_absmax_value[1];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) smem_code[i] = code[i];
  for (int i = base_idx; i < n_full; i += gridDim.x * BLOCK_SIZE) {
    valid_items = n - i > BLOCK_SIZE ? BLOCK_SIZE : n - i;
    local_abs_max = -FLT_MAX;
    __syncthreads();
    LoadT(loadt).Load(&(A[i]), vals, valid_items, 0.0f);
#pragma unroll NUM_PER_TH
    for (int j = 0; j < NUM_PER_TH; j++) local_abs_max = fmaxf(local_abs_max, fabsf(vals[j]));
    local_abs_max = BlockReduce(reduce).Reduce(local_abs_max, cuda::maximum<>{}, valid_items);
    if (threadIdx.x == 0) {
      smem_absmax_value[0] = 1.0f / local_abs_max;
      absmax[i / BLOCK_SIZE] = local_abs_max;
    }
    __syncthreads();
    local_abs_max = smem_absmax_value[0];
#pragma unroll NUM_PER_TH
    for (int j = 0; j < NUM_PER_TH; j++) qvals[j] = dQuantize(smem_code, vals[j] * local_abs_max);
    __syncthreads();
    StoreChar(storec).Store(&(out[i]), qvals, valid_items);
  }
}
template __global__ void kQuantizeBlockwise<4096, 4>(const float *, const float *, float *, unsigned char *, int);

template <int TILE_SIZE, int NUM_PER_TH>
__global__ void kDequantizeBlockwise(const float *__restrict__ code, const unsigned char *__restrict__ A,
                                     const float *__restrict__ absmax, float *out, const int n) {
  const int base_idx = blockIdx.x * TILE_SIZE;
  const int idx = base_idx + threadIdx.x * NUM_PER_TH;
  const float local_abs_max = __ldg(&absmax[blockIdx.x]);
  uchar4 packed = *reinterpret_cast<const uchar4 *>(&A[idx]);
  float4 r;
  r.x = __ldg(&code[packed.x]) * local_abs_max;
  r.y = __ldg(&code[packed.y]) * local_abs_max;
  r.z = __ldg(&code[packed.z]) * local_abs_max;
  r.w = __ldg(&code[packed.w]) * local_abs_max;
  if (idx + 3 < n) *reinterpret_cast<float4 *>(&out[idx]) = r;
}
template __global__ void kDequantizeBlockwise<4096, 4>(const float *, const unsigned char *, const float *, float *, int);
