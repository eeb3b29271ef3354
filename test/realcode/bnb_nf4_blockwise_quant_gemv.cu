// @realcode bitsandbytes-style 4-bit NormalFloat (NF4) quantisation: kQuantizeBlockwise<T, BLOCK_SIZE, NUM_PER_TH, DATA_TYPE> over __nv_bfloat16 with cub::BlockLoad (warp transpose) / cub::BlockReduce absmax with a hand-written max functor / cub::BlockStore of packed nibbles, the NF4 code chosen by a nested if-tree of midpoints, kDequantizeBlockwise reading the 16 code values from a __constant__ LUT, and a kgemm_4bit_inference_naive-style GEMV (one warp a row, int4 vector loads of packed weights, the LUT staged in shared memory, bf16 activations, warp shuffle reduction).
// @let N = 1 << 24
// @let BLK = 256
// @let ROWS = 4096
// @let K = N / ROWS
// @buf a bf16[N] uniform(-2, 2)
// @buf absmax f32[N / BLK] zero
// @buf packed u8[N / 2] zero
// @buf deq bf16[N] zero
// @buf x bf16[K] uniform(-1, 1)
// @buf y bf16[ROWS] zero
// @launch kQuantizeBlockwise<__nv_bfloat16, 256, 2, 2> grid(N / BLK) block(128) args(a, absmax, packed, i32(N))
// @launch kDequantizeBlockwise<__nv_bfloat16, 512, 64, 8, 2> grid(N / 1024) block(64) args(packed, absmax, deq, i32(BLK), i32(N))
// @launch kgemm_4bit_inference_naive<__nv_bfloat16, 128, 16> grid(ROWS / 4) block(128) args(i32(ROWS), i32(K), x, packed, absmax, y, i32(BLK))
// @check absmax exact
// @check packed exact
// @check deq rel=1e-2 abs=1e-6
// @check y rel=2e-2 abs=2e-2
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_store.cuh>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#define num_values_4bit 32

typedef enum DataType_t {
  General8bit = 0,
  FP4 = 1,
  NF4 = 2,
} DataType_t;

__constant__ float nf4_dequantization_lut[16] = {
    -1.000000000f, -0.696192801f, -0.525073051f, -0.394917488f,
    -0.284441382f, -0.184773430f, -0.091050036f, 0.000000000f,
    0.079580300f, 0.160930201f, 0.246112302f, 0.337915242f,
    0.440709829f, 0.562617004f, 0.722956836f, 1.000000000f};

__device__ unsigned char dQuantizeNF4(float x) {
  // the midpoints between neighbouring NF4 values, as a balanced decision tree
  if (x > 0.03979015f)
    if (x > 0.38931254f)
      if (x > 0.64278692f)
        if (x > 0.86147842f)
          return 0b1111;
        else
          return 0b1110;
      else
        if (x > 0.50166342f)
          return 0b1101;
        else
          return 0b1100;
    else
      if (x > 0.20352125f)
        if (x > 0.29201377f)
          return 0b1011;
        else
          return 0b1010;
      else
        if (x > 0.12025525f)
          return 0b1001;
        else
          return 0b1000;
  else
    if (x > -0.33967943f)
      if (x > -0.13791173f)
        if (x > -0.04552502f)
          return 0b0111;
        else
          return 0b0110;
      else
        if (x > -0.23460741f)
          return 0b0101;
        else
          return 0b0100;
    else
      if (x > -0.61063293f)
        if (x > -0.45999527f)
          return 0b0011;
        else
          return 0b0010;
      else
        if (x > -0.84809640f)
          return 0b0001;
        else
          return 0b0000;
}

__device__ __forceinline__ float dDequantizeNF4(unsigned char val) { return nf4_dequantization_lut[val & 0x0F]; }

struct AbsMaxOp {
  __device__ __forceinline__ float operator()(const float &a, const float &b) const { return fmaxf(a, b); }
};

template <typename T, int BLOCK_SIZE, int NUM_PER_TH, int DATA_TYPE>
__launch_bounds__(BLOCK_SIZE / NUM_PER_TH, 4)
__global__ void kQuantizeBlockwise(const T *__restrict__ A, float *absmax, unsigned char *out, const int n) {
  const int n_full = gridDim.x * BLOCK_SIZE;
  int valid_items = 0;
  const int base_idx = (blockIdx.x * BLOCK_SIZE);

  T vals[NUM_PER_TH];
  unsigned char qvals[(DATA_TYPE > 0) ? NUM_PER_TH / 2 : NUM_PER_TH];
  float local_abs_max = 0.0f;

  typedef cub::BlockLoad<T, BLOCK_SIZE / NUM_PER_TH, NUM_PER_TH, cub::BLOCK_LOAD_WARP_TRANSPOSE> LoadT;
  typedef cub::BlockStore<unsigned char, BLOCK_SIZE / NUM_PER_TH, (DATA_TYPE > 0) ? NUM_PER_TH / 2 : NUM_PER_TH,
                          cub::BLOCK_STORE_WARP_TRANSPOSE>
      StoreChar;
  typedef cub::BlockReduce<float, BLOCK_SIZE / NUM_PER_TH> BlockReduce;

  __shared__ typename LoadT::TempStorage loadt;
  __shared__ typename StoreChar::TempStorage storec;
  __shared__ typename BlockReduce::TempStorage reduce;
  __shared__ float smem_absmax_value[1];

  for (int i = base_idx; i < n_full; i += gridDim.x * BLOCK_SIZE) {
    valid_items = n - i > BLOCK_SIZE ? BLOCK_SIZE : n - i;
    local_abs_max = -FLT_MAX;

    __syncthreads();
    LoadT(loadt).Load(&(A[i]), vals, valid_items, (T)0.0f);

#pragma unroll NUM_PER_TH
    for (int j = 0; j < NUM_PER_TH; j++) local_abs_max = fmaxf(local_abs_max, fabsf((float)vals[j]));

    local_abs_max = BlockReduce(reduce).Reduce(local_abs_max, AbsMaxOp(), valid_items);

    if (threadIdx.x == 0) {
      smem_absmax_value[0] = 1.0f / local_abs_max;
      absmax[i / BLOCK_SIZE] = local_abs_max;
    }
    __syncthreads();

    local_abs_max = smem_absmax_value[0];

    switch (DATA_TYPE) {
      case NF4:
#pragma unroll NUM_PER_TH
        for (int j = 0; j < NUM_PER_TH / 2; j++) {
          qvals[j] = dQuantizeNF4(((float)vals[2 * j]) * local_abs_max) << 4;
          qvals[j] |= dQuantizeNF4(((float)vals[2 * j + 1]) * local_abs_max);
        }
        break;
    }

    __syncthreads();
    StoreChar(storec).Store(&(out[(DATA_TYPE > 0) ? i / 2 : i]), qvals,
                            (DATA_TYPE > 0) ? (valid_items + 1) / 2 : valid_items);
  }
}

template <typename T, int TILE_SIZE, int THREADS, int NUM_PER_TH, int DATA_TYPE>
__global__ void kDequantizeBlockwise(const unsigned char *A, const float *absmax, T *out, const int blocksize,
                                     const int n) {
  const int n_load = (gridDim.x * TILE_SIZE);
  int valid_items_load = 0;
  int valid_items_store = 0;
  const int base_idx = (blockIdx.x * TILE_SIZE);

  T vals[NUM_PER_TH * ((DATA_TYPE > 0) ? 2 : 1)];
  unsigned char qvals[NUM_PER_TH];
  float local_abs_max = -FLT_MAX;

  typedef cub::BlockLoad<unsigned char, THREADS, NUM_PER_TH, cub::BLOCK_LOAD_WARP_TRANSPOSE> LoadChar;
  typedef cub::BlockStore<T, THREADS, NUM_PER_TH *((DATA_TYPE > 0) ? 2 : 1), cub::BLOCK_STORE_WARP_TRANSPOSE> StoreT;

  __shared__ typename LoadChar::TempStorage loadchar;
  __shared__ typename StoreT::TempStorage storet;

  for (int i = base_idx; i < n_load; i += gridDim.x * TILE_SIZE) {
    if (DATA_TYPE > 0) {
      valid_items_load = min(TILE_SIZE, (n + 1) / 2 - i);
      valid_items_store = min(TILE_SIZE * 2, n - i * 2);
    } else {
      valid_items_load = min(TILE_SIZE, n - i);
      valid_items_store = valid_items_load;
    }

    // Each thread's items come from one quantisation block.
    local_abs_max =
        __ldg(&absmax[(i + threadIdx.x * NUM_PER_TH) / (blocksize >> ((DATA_TYPE > 0) ? 1 : 0))]);

    __syncthreads();
    LoadChar(loadchar).Load(&(A[i]), qvals, valid_items_load, 128);

    switch (DATA_TYPE) {
      case NF4:
#pragma unroll NUM_PER_TH
        for (int j = 0; j < NUM_PER_TH; j++) {
          vals[j * 2] = dDequantizeNF4(qvals[j] >> 4) * local_abs_max;
          vals[j * 2 + 1] = dDequantizeNF4(qvals[j] & 0x0F) * local_abs_max;
        }
        break;
    }

    __syncthreads();
    StoreT(storet).Store(&(out[(DATA_TYPE > 0) ? i * 2 : i]), vals, valid_items_store);
  }
}

template <typename T, int THREADS, int BITS>
__global__ void kgemm_4bit_inference_naive(int M, int K, const T *__restrict__ A, const unsigned char *B,
                                           const float *absmax, T *out, int blocksize) {
  // one warp a row; each lane takes 16 packed bytes (32 values) per step
  const int row_B = (THREADS / 32) * blockIdx.x + threadIdx.x / 32;
  const int warp_lane = threadIdx.x % 32;
  const int offset_B = K / 2 * row_B;
  constexpr int num_values_8bit = num_values_4bit / 2;
  float local_C = 0.0f;

  alignas(16) unsigned char local_B_4bit[num_values_8bit];
  alignas(16) T local_B[num_values_4bit / 4];
  alignas(16) T local_A[num_values_4bit / 4];
  __shared__ T quant_map[16];
  T local_absmax = T(0.0f);

  if (threadIdx.x < 16) quant_map[threadIdx.x] = T(__ldg(&nf4_dequantization_lut[threadIdx.x]));
  __syncthreads();

  for (int inner_idx = warp_lane * num_values_4bit; inner_idx < K; inner_idx += 32 * num_values_4bit) {
    const int inner_idx_halved = inner_idx / 2;
    const int absidx = ((2 * offset_B) + inner_idx) / blocksize;
    local_absmax = __ldg(&(absmax[absidx]));

    if (row_B < M) {
      reinterpret_cast<int4 (&)[num_values_8bit]>(local_B_4bit)[0] =
          reinterpret_cast<const int4 *>(B)[(offset_B + inner_idx_halved) / (num_values_8bit)];
    } else {
#pragma unroll
      for (int j = 0; j < num_values_8bit; j++) local_B_4bit[j] = 0b01110111;
    }

    for (int i = 0; i < 4; i++) {
#pragma unroll
      for (int k = 0; k < num_values_8bit / 4; k++) {
        local_B[k * 2] = quant_map[local_B_4bit[(i * num_values_8bit / 4) + k] >> 4] * local_absmax;
        local_B[k * 2 + 1] = quant_map[local_B_4bit[(i * num_values_8bit / 4) + k] & 0x0F] * local_absmax;
      }
      reinterpret_cast<int4 *>(local_A)[0] =
          reinterpret_cast<const int4 *>(A)[inner_idx / (num_values_4bit / 4) + i];
#pragma unroll
      for (int k = 0; k < num_values_4bit / 4; k++) local_C += (float)(local_A[k] * local_B[k]);
    }
  }

#pragma unroll
  for (int mask = 16; mask > 0; mask >>= 1) local_C += __shfl_xor_sync(0xffffffff, local_C, mask);
  if (row_B < M && warp_lane == 0) out[row_B] = T(local_C);
}

template void __global__ kQuantizeBlockwise<__nv_bfloat16, 256, 2, NF4>(const __nv_bfloat16 *, float *, unsigned char *, const int);
template __global__ void kDequantizeBlockwise<__nv_bfloat16, 512, 64, 8, NF4>(const unsigned char *, const float *, __nv_bfloat16 *, const int, const int);
template __global__ void kgemm_4bit_inference_naive<__nv_bfloat16, 128, 16>(int, int, const __nv_bfloat16 *, const unsigned char *, const float *, __nv_bfloat16 *, int);
