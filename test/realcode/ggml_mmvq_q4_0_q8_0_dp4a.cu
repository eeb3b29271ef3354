// @realcode llama.cpp/ggml-style quantised matrix-vector product: block_q4_0 / block_q8_0 / block_q8_1 structs (`half d; uint8_t qs[QK/2]`, `half2 ds`), quantize kernels (warp max/sum by __shfl_xor_sync, roundf), mul_mat_vec_q<ggml_type, ncols> picking its vec-dot function pointer and VDR from constexpr __device__ switches over the type, unaligned int loads through uint16_t, ggml_cuda_dp4a wrapper, GGML_UNUSED, per-warp partial sums in shared memory.
// @let NROWS = 8192
// @let NCOLS = 4096
// @let NB = NCOLS / 32
// @buf wf f32[NROWS * NCOLS] uniform(-1, 1)
// @buf xf f32[NCOLS] uniform(-2, 2)
// @buf wq4 u8[NROWS * NB * 18] zero
// @buf wq8 u8[NROWS * NB * 34] zero
// @buf xq u8[NB * 36] zero
// @buf dst4 f32[NROWS] zero
// @buf dst8 f32[NROWS] zero
// @launch quantize_q4_0 grid(NROWS * NB / 256) block(256) args(wf, wq4, i64(NROWS * NB))
// @launch quantize_q8_0 grid(NROWS * NB / 8) block(256) args(wf, wq8, i64(NROWS * NB))
// @launch quantize_q8_1 grid(NCOLS / 256) block(256) args(xf, xq, i32(NCOLS))
// @launch mul_mat_vec_q<(ggml_type)2, 1> grid(NROWS) block(32, 4) args(wq4, xq, dst4, i32(NCOLS), i32(NROWS))
// @launch mul_mat_vec_q<(ggml_type)8, 1> grid(NROWS) block(32, 4) args(wq8, xq, dst8, i32(NCOLS), i32(NROWS))
// @check wq4 exact
// @check wq8 exact
// @check xq exact
// @check dst4 rel=1e-4 abs=1e-3
// @check dst8 rel=1e-4 abs=1e-3
#include <cstdint>
#include <cuda_fp16.h>

#define GGML_UNUSED(x) (void)(x)
#define WARP_SIZE 32
#define QK4_0 32
#define QR4_0 2
#define QI4_0 (QK4_0 / (4 * QR4_0))
#define QK8_0 32
#define QR8_0 1
#define QI8_0 (QK8_0 / (4 * QR8_0))
#define QK8_1 32
#define QR8_1 1
#define QI8_1 (QK8_1 / (4 * QR8_1))
#define VDR_Q4_0_Q8_1_MMVQ 2
#define VDR_Q8_0_Q8_1_MMVQ 2

typedef half ggml_half;
typedef half2 ggml_half2;

enum ggml_type {
  GGML_TYPE_F32 = 0,
  GGML_TYPE_F16 = 1,
  GGML_TYPE_Q4_0 = 2,
  GGML_TYPE_Q4_1 = 3,
  GGML_TYPE_Q8_0 = 8,
  GGML_TYPE_Q8_1 = 9,
};

typedef struct {
  ggml_half d;
  uint8_t qs[QK4_0 / 2];
} block_q4_0;
static_assert(sizeof(block_q4_0) == sizeof(ggml_half) + QK4_0 / 2, "wrong q4_0 block size/padding");

typedef struct {
  ggml_half d;
  int8_t qs[QK8_0];
} block_q8_0;
static_assert(sizeof(block_q8_0) == sizeof(ggml_half) + QK8_0, "wrong q8_0 block size/padding");

typedef struct {
  ggml_half2 ds;  // d and d * sum(qs)
  int8_t qs[QK8_1];
} block_q8_1;
static_assert(sizeof(block_q8_1) == 2 * sizeof(ggml_half) + QK8_1, "wrong q8_1 block size/padding");

typedef float (*vec_dot_q_cuda_t)(const void *__restrict__ vbq, const block_q8_1 *__restrict__ bq8_1, const int &kbx,
                                  const int &iqs);

static __device__ __forceinline__ int ggml_cuda_dp4a(const int a, const int b, int c) {
#if __CUDA_ARCH__ >= 610
  return __dp4a(a, b, c);
#else
  const int8_t *a8 = (const int8_t *)&a;
  const int8_t *b8 = (const int8_t *)&b;
  return c + a8[0] * b8[0] + a8[1] * b8[1] + a8[2] * b8[2] + a8[3] * b8[3];
#endif
}

template <int width = WARP_SIZE>
static __device__ __forceinline__ float warp_reduce_sum(float x) {
#pragma unroll
  for (int offset = width / 2; offset > 0; offset >>= 1) x += __shfl_xor_sync(0xffffffff, x, offset, width);
  return x;
}

template <int width = WARP_SIZE>
static __device__ __forceinline__ float warp_reduce_max(float x) {
#pragma unroll
  for (int offset = width / 2; offset > 0; offset >>= 1) x = fmaxf(x, __shfl_xor_sync(0xffffffff, x, offset, width));
  return x;
}

// q4_0 blocks are only 2-byte aligned: assemble the int from two halves.
static __device__ __forceinline__ int get_int_b2(const void *x, const int &i32) {
  const uint16_t *x16 = (const uint16_t *)x;
  int x32 = x16[2 * i32 + 0] << 0;
  x32 |= x16[2 * i32 + 1] << 16;
  return x32;
}

static __device__ __forceinline__ int get_int_b4(const void *x, const int &i32) {
  return ((const int *)x)[i32];
}

// ---- quantization ----------------------------------------------------------------------------

static __global__ void quantize_q4_0(const float *__restrict__ x, block_q4_0 *__restrict__ y, const int64_t nblocks) {
  const int64_t ib = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (ib >= nblocks) return;
  const float *xb = x + ib * QK4_0;
  float amax = 0.0f;
  float vmax = 0.0f;
  for (int j = 0; j < QK4_0; ++j) {
    const float v = xb[j];
    if (amax < fabsf(v)) {
      amax = fabsf(v);
      vmax = v;
    }
  }
  const float d = vmax / -8;
  const float id = d ? 1.0f / d : 0.0f;
  y[ib].d = __float2half(d);
  for (int j = 0; j < QK4_0 / 2; ++j) {
    const float x0 = xb[0 + j] * id;
    const float x1 = xb[QK4_0 / 2 + j] * id;
    const uint8_t xi0 = min(15, (int8_t)(x0 + 8.5f));
    const uint8_t xi1 = min(15, (int8_t)(x1 + 8.5f));
    y[ib].qs[j] = xi0;
    y[ib].qs[j] |= xi1 << 4;
  }
}

// One warp per block of 32 values: lane j owns value j.
static __global__ void quantize_q8_0(const float *__restrict__ x, block_q8_0 *__restrict__ y, const int64_t nblocks) {
  const int64_t ib = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) / WARP_SIZE;
  const int lane = threadIdx.x % WARP_SIZE;
  if (ib >= nblocks) return;
  const float xi = x[ib * QK8_0 + lane];
  const float amax = warp_reduce_max(fabsf(xi));
  const float d = amax / ((1 << 7) - 1);
  const float id = d ? 1.0f / d : 0.0f;
  y[ib].qs[lane] = (int8_t)roundf(xi * id);
  if (lane == 0) y[ib].d = __float2half(d);
}

static __global__ void quantize_q8_1(const float *__restrict__ x, void *__restrict__ vy, const int kx) {
  const int i0 = blockDim.x * blockIdx.x + threadIdx.x;
  if (i0 >= kx) return;
  block_q8_1 *y = (block_q8_1 *)vy;
  const int ib = i0 / QK8_1;
  const int iqs = i0 % QK8_1;
  const float xi = x[i0];
  float amax = fabsf(xi);
  float sum = xi;
  amax = warp_reduce_max(amax);
  sum = warp_reduce_sum(sum);
  const float d = amax / 127;
  const int8_t q = amax == 0.0f ? 0 : roundf(xi / d);
  y[ib].qs[iqs] = q;
  if (iqs > 0) return;
  reinterpret_cast<half &>(y[ib].ds.x) = __float2half(d);
  reinterpret_cast<half &>(y[ib].ds.y) = __float2half(sum);
}

// ---- vec dot ----------------------------------------------------------------------------------

template <int vdr>
static __device__ __forceinline__ float vec_dot_q4_0_q8_1_impl(const int *v, const int *u, const float &d4,
                                                               const half2 &ds8) {
  int sumi = 0;
#pragma unroll
  for (int i = 0; i < vdr; ++i) {
    const int vi0 = (v[i] >> 0) & 0x0F0F0F0F;
    const int vi1 = (v[i] >> 4) & 0x0F0F0F0F;
    sumi = ggml_cuda_dp4a(vi0, u[2 * i + 0], sumi);
    sumi = ggml_cuda_dp4a(vi1, u[2 * i + 1], sumi);
  }
  const float2 ds8f = __half22float2(ds8);
  // the -8 offset of every q4 value, folded in through the block sum of the q8 side
  return d4 * (sumi * ds8f.x - (8 * vdr / QI4_0) * ds8f.y);
}

template <int vdr>
static __device__ __forceinline__ float vec_dot_q8_0_q8_1_impl(const int *v, const int *u, const float &d8_0,
                                                               const float &d8_1) {
  int sumi = 0;
#pragma unroll
  for (int i = 0; i < vdr; ++i) sumi = ggml_cuda_dp4a(v[i], u[i], sumi);
  return d8_0 * d8_1 * ((float)sumi);
}

static __device__ __forceinline__ float vec_dot_q4_0_q8_1(const void *__restrict__ vbq,
                                                          const block_q8_1 *__restrict__ bq8_1, const int &kbx,
                                                          const int &iqs) {
  const block_q4_0 *bq4_0 = (const block_q4_0 *)vbq + kbx;
  int v[VDR_Q4_0_Q8_1_MMVQ];
  int u[2 * VDR_Q4_0_Q8_1_MMVQ];
#pragma unroll
  for (int i = 0; i < VDR_Q4_0_Q8_1_MMVQ; ++i) {
    v[i] = get_int_b2(bq4_0->qs, iqs + i);
    u[2 * i + 0] = get_int_b4(bq8_1->qs, iqs + i);
    u[2 * i + 1] = get_int_b4(bq8_1->qs, iqs + i + QI4_0);
  }
  return vec_dot_q4_0_q8_1_impl<VDR_Q4_0_Q8_1_MMVQ>(v, u, __half2float(bq4_0->d), bq8_1->ds);
}

static __device__ __forceinline__ float vec_dot_q8_0_q8_1(const void *__restrict__ vbq,
                                                          const block_q8_1 *__restrict__ bq8_1, const int &kbx,
                                                          const int &iqs) {
  const block_q8_0 *bq8_0 = (const block_q8_0 *)vbq + kbx;
  int v[VDR_Q8_0_Q8_1_MMVQ];
  int u[VDR_Q8_0_Q8_1_MMVQ];
#pragma unroll
  for (int i = 0; i < VDR_Q8_0_Q8_1_MMVQ; ++i) {
    v[i] = get_int_b2(bq8_0->qs, iqs + i);
    u[i] = get_int_b4(bq8_1->qs, iqs + i);
  }
  return vec_dot_q8_0_q8_1_impl<VDR_Q8_0_Q8_1_MMVQ>(v, u, __half2float(bq8_0->d), __low2float(bq8_1->ds));
}

static constexpr __device__ vec_dot_q_cuda_t get_vec_dot_q_cuda(ggml_type type) {
  switch (type) {
    case GGML_TYPE_Q4_0: return vec_dot_q4_0_q8_1;
    case GGML_TYPE_Q8_0: return vec_dot_q8_0_q8_1;
    default: return nullptr;
  }
}

static constexpr __device__ int get_vdr_mmvq(ggml_type type) {
  return type == GGML_TYPE_Q4_0 ? VDR_Q4_0_Q8_1_MMVQ : type == GGML_TYPE_Q8_0 ? VDR_Q8_0_Q8_1_MMVQ : 1;
}

template <ggml_type type>
struct ggml_cuda_type_traits;
template <>
struct ggml_cuda_type_traits<GGML_TYPE_Q4_0> {
  static constexpr int qk = QK4_0;
  static constexpr int qr = QR4_0;
  static constexpr int qi = QI4_0;
};
template <>
struct ggml_cuda_type_traits<GGML_TYPE_Q8_0> {
  static constexpr int qk = QK8_0;
  static constexpr int qr = QR8_0;
  static constexpr int qi = QI8_0;
};

template <ggml_type type, int ncols_dst>
__launch_bounds__(4 * WARP_SIZE, 1) static __global__
    void mul_mat_vec_q(const void *__restrict__ vx, const void *__restrict__ vy, float *__restrict__ dst,
                       const int ncols_x, const int nrows_x) {
  constexpr int qk = ggml_cuda_type_traits<type>::qk;
  constexpr int qi = ggml_cuda_type_traits<type>::qi;
  constexpr int vdr = get_vdr_mmvq(type);
  constexpr vec_dot_q_cuda_t vec_dot_q_cuda = get_vec_dot_q_cuda(type);
  constexpr int nwarps = 4;
  static_assert(ncols_dst == 1, "this port handles one column");
  GGML_UNUSED(nrows_x);

  const int tid = WARP_SIZE * threadIdx.y + threadIdx.x;
  const int row0 = blockIdx.x;
  const int blocks_per_row_x = ncols_x / qk;
  constexpr int blocks_per_iter = vdr * nwarps * WARP_SIZE / qi;

  float tmp[ncols_dst] = {0.0f};
  const block_q8_1 *y = (const block_q8_1 *)vy;
  const int kbx_offset = row0 * blocks_per_row_x;

  for (int kbx = tid / (qi / vdr); kbx < blocks_per_row_x; kbx += blocks_per_iter) {
    const int kby = kbx * (qk / QK8_1);
    const int kqs = vdr * (tid % (qi / vdr));
#pragma unroll
    for (int j = 0; j < ncols_dst; ++j) tmp[j] += vec_dot_q_cuda(vx, &y[kby], kbx_offset + kbx, kqs);
  }

  __shared__ float tmp_shared[nwarps - 1 > 0 ? nwarps - 1 : 1][ncols_dst][WARP_SIZE];
  if (threadIdx.y > 0) {
#pragma unroll
    for (int j = 0; j < ncols_dst; ++j) tmp_shared[threadIdx.y - 1][j][threadIdx.x] = tmp[j];
  }
  __syncthreads();
  if (threadIdx.y > 0) return;

#pragma unroll
  for (int j = 0; j < ncols_dst; ++j) {
#pragma unroll
    for (int l = 0; l < nwarps - 1; ++l) tmp[j] += tmp_shared[l][j][threadIdx.x];
    tmp[j] = warp_reduce_sum(tmp[j]);
    if (threadIdx.x == 0) dst[j * nrows_x + row0] = tmp[j];
  }
}

// Host-side instantiation the way ggml's switch over src0->type does it.
template <ggml_type type>
static void mul_mat_vec_q_cuda(const void *vx, const void *vy, float *dst, int ncols_x, int nrows_x,
                               cudaStream_t stream) {
  const dim3 block_nums(nrows_x, 1, 1);
  const dim3 block_dims(WARP_SIZE, 4, 1);
  mul_mat_vec_q<type, 1><<<block_nums, block_dims, 0, stream>>>(vx, vy, dst, ncols_x, nrows_x);
}

void ggml_cuda_op_mul_mat_vec_q(ggml_type type, const void *vx, const void *vy, float *dst, int ncols_x, int nrows_x,
                                cudaStream_t stream) {
  switch (type) {
    case GGML_TYPE_Q4_0: mul_mat_vec_q_cuda<GGML_TYPE_Q4_0>(vx, vy, dst, ncols_x, nrows_x, stream); break;
    case GGML_TYPE_Q8_0: mul_mat_vec_q_cuda<GGML_TYPE_Q8_0>(vx, vy, dst, ncols_x, nrows_x, stream); break;
    default: break;
  }
}
