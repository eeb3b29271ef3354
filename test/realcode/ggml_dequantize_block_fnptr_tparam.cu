// @realcode llama.cpp/ggml-style dequantisation: dequantize_block<qk, qr, dequantize_kernel, dst_t> with the per-format dequantize function as a non-type template parameter (function pointer), block_q4_1 (half2 dm), block_q5_0 (5th bits in a uint8_t qh[4] read through memcpy), block_q8_0; dfloat2 pairs, output to float and to half (dst_t), convert_unary for f16 -> f32, the host-side to_fp16/to_fp32 function-pointer getters.
// @let NB = 1 << 18
// @buf raw41 u8[NB * 20] uniform(0, 256)
// @buf raw50 u8[NB * 22] uniform(0, 256)
// @buf raw80 u8[NB * 34] uniform(0, 256)
// @buf scales f32[3 * NB] uniform(-0.05, 0.05)
// @buf y41 f32[NB * 32] zero
// @buf y50 f16[NB * 32] zero
// @buf y80 f32[NB * 32] zero
// @buf y50f f32[NB * 32] zero
// @launch patch_scales grid(NB / 256) block(256) args(raw41, raw50, raw80, scales, i32(NB))
// @launch dequantize_block<32, 2, &(dequantize_q4_1(void const*, long, int, float2&)), float> grid(NB * 32 / 512) block(256) args(raw41, y41, i64(NB * 32))
// @launch dequantize_block<32, 2, &(dequantize_q5_0(void const*, long, int, float2&)), __half> grid(NB * 32 / 512) block(256) args(raw50, y50, i64(NB * 32))
// @launch dequantize_block<32, 1, &(dequantize_q8_0(void const*, long, int, float2&)), float> grid(NB * 32 / 512) block(256) args(raw80, y80, i64(NB * 32))
// @launch convert_unary<__half, float> grid(NB * 32 / 256) block(256) args(y50, y50f, i64(NB * 32))
// @check y41 rel=1e-6 abs=1e-6
// @check y50 rel=1e-3 abs=1e-4
// @check y80 rel=1e-6 abs=1e-6
// @check y50f rel=1e-3 abs=1e-4
#include <cstdint>
#include <cstring>
#include <cuda_fp16.h>

#define GGML_UNUSED(x) (void)(x)
#define CUDA_DEQUANTIZE_BLOCK_SIZE 256
#define QK4_1 32
#define QR4_1 2
#define QK5_0 32
#define QR5_0 2
#define QK8_0 32
#define QR8_0 1

typedef half ggml_half;
typedef half2 ggml_half2;
typedef float dfloat;
typedef float2 dfloat2;

typedef struct {
  union {
    struct {
      ggml_half d;
      ggml_half m;
    };
    ggml_half2 dm;
  };
  uint8_t qs[QK4_1 / 2];
} block_q4_1;
static_assert(sizeof(block_q4_1) == 2 * sizeof(ggml_half) + QK4_1 / 2, "wrong q4_1 block size/padding");

typedef struct {
  ggml_half d;
  uint8_t qh[4];
  uint8_t qs[QK5_0 / 2];
} block_q5_0;
static_assert(sizeof(block_q5_0) == sizeof(ggml_half) + sizeof(uint32_t) + QK5_0 / 2, "wrong q5_0 block size/padding");

typedef struct {
  ggml_half d;
  int8_t qs[QK8_0];
} block_q8_0;

typedef void (*dequantize_kernel_t)(const void *vx, const int64_t ib, const int iqs, dfloat2 &v);

// The raw blocks are random bytes; give each a finite, small scale (and min) first.
__global__ void patch_scales(block_q4_1 *q41, block_q5_0 *q50, block_q8_0 *q80, const float *s, int nb) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nb) return;
  q41[i].dm = __floats2half2_rn(s[3 * i + 0], s[3 * i + 1] * 10.0f);
  q50[i].d = __float2half_rn(s[3 * i + 1]);
  q80[i].d = __float2half_rz(s[3 * i + 2]);
}

__device__ __forceinline__ void dequantize_q4_1(const void *vx, const int64_t ib, const int iqs, dfloat2 &v) {
  const block_q4_1 *x = (const block_q4_1 *)vx;
  const float2 dm = __half22float2(x[ib].dm);
  const int vui = x[ib].qs[iqs];
  v.x = vui & 0xF;
  v.y = vui >> 4;
  v.x = (v.x * dm.x) + dm.y;
  v.y = (v.y * dm.x) + dm.y;
}

__device__ __forceinline__ void dequantize_q5_0(const void *vx, const int64_t ib, const int iqs, dfloat2 &v) {
  const block_q5_0 *x = (const block_q5_0 *)vx;
  const dfloat d = x[ib].d;
  uint32_t qh;
  memcpy(&qh, x[ib].qh, sizeof(qh));
  const int xh_0 = ((qh >> (iqs + 0)) << 4) & 0x10;
  const int xh_1 = ((qh >> (iqs + 12))) & 0x10;
  v.x = ((x[ib].qs[iqs] & 0xf) | xh_0);
  v.y = ((x[ib].qs[iqs] >> 4) | xh_1);
  v.x = (v.x - 16.0f) * d;
  v.y = (v.y - 16.0f) * d;
}

__device__ __forceinline__ void dequantize_q8_0(const void *vx, const int64_t ib, const int iqs, dfloat2 &v) {
  const block_q8_0 *x = (const block_q8_0 *)vx;
  const dfloat d = x[ib].d;
  v.x = x[ib].qs[iqs + 0];
  v.y = x[ib].qs[iqs + 1];
  v.x *= d;
  v.y *= d;
}

template <typename dst_t>
static __device__ __forceinline__ dst_t from_float(float f) {
  return dst_t(f);
}

template <int qk, int qr, dequantize_kernel_t dequantize_kernel, typename dst_t>
static __global__ void dequantize_block(const void *__restrict__ vx, dst_t *__restrict__ y, const int64_t k) {
  const int64_t i = 2 * ((int64_t)blockDim.x * blockIdx.x + threadIdx.x);
  if (i >= k) return;
  const int64_t ib = i / qk;            // block index
  const int64_t iqs = (i % qk) / qr;    // quant index
  const int64_t iybs = i - i % qk;      // y block start index
  const int64_t y_offset = qr == 1 ? 1 : qk / 2;

  dfloat2 v;
  dequantize_kernel(vx, ib, iqs, v);
  y[iybs + iqs + 0] = from_float<dst_t>(v.x);
  y[iybs + iqs + y_offset] = from_float<dst_t>(v.y);
}

template <typename src_t, typename dst_t>
static __global__ void convert_unary(const void *__restrict__ vx, dst_t *__restrict__ y, const int64_t k) {
  const int64_t i = (int64_t)blockDim.x * blockIdx.x + threadIdx.x;
  if (i >= k) return;
  const src_t *x = (const src_t *)vx;
  y[i] = float(x[i]);
}

// Host side: the getters ggml's to_fp16_cuda / to_fp32_cuda switch over.
template <typename dst_t>
using to_t_cuda_t = void (*)(const void *__restrict__ x, dst_t *__restrict__ y, int64_t k, cudaStream_t stream);

template <int qk, int qr, dequantize_kernel_t dequantize_kernel, typename dst_t>
static void dequantize_block_cuda(const void *__restrict__ vx, dst_t *__restrict__ y, const int64_t k,
                                  cudaStream_t stream) {
  const int num_blocks = (k + 2 * CUDA_DEQUANTIZE_BLOCK_SIZE - 1) / (2 * CUDA_DEQUANTIZE_BLOCK_SIZE);
  dequantize_block<qk, qr, dequantize_kernel><<<num_blocks, CUDA_DEQUANTIZE_BLOCK_SIZE, 0, stream>>>(vx, y, k);
}

template <typename src_t, typename dst_t>
static void convert_unary_cuda(const void *__restrict__ vx, dst_t *__restrict__ y, const int64_t k,
                               cudaStream_t stream) {
  const int num_blocks = (k + CUDA_DEQUANTIZE_BLOCK_SIZE - 1) / CUDA_DEQUANTIZE_BLOCK_SIZE;
  convert_unary<src_t><<<num_blocks, CUDA_DEQUANTIZE_BLOCK_SIZE, 0, stream>>>(vx, y, k);
}

enum ggml_type { GGML_TYPE_F16 = 1, GGML_TYPE_Q4_1 = 3, GGML_TYPE_Q5_0 = 6, GGML_TYPE_Q8_0 = 8 };

to_t_cuda_t<half> ggml_get_to_fp16_cuda(ggml_type type) {
  switch (type) {
    case GGML_TYPE_Q5_0: return dequantize_block_cuda<QK5_0, QR5_0, dequantize_q5_0>;
    default: return nullptr;
  }
}

to_t_cuda_t<float> ggml_get_to_fp32_cuda(ggml_type type) {
  switch (type) {
    case GGML_TYPE_Q4_1: return dequantize_block_cuda<QK4_1, QR4_1, dequantize_q4_1>;
    case GGML_TYPE_Q8_0: return dequantize_block_cuda<QK8_0, QR8_0, dequantize_q8_0>;
    case GGML_TYPE_F16: return convert_unary_cuda<half>;
    default: return nullptr;
  }
}
