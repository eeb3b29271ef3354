// <mma.h> and <cuda_pipeline.h> (checked on the GPU by construct_wmma.cpp): one warp per
// product, every supported shape and type family (half with float and half accumulators,
// __nv_bfloat16, tf32, double, signed and unsigned 8-bit with saturation), fragments loaded
// from global and from shared memory in both layouts, element-wise work on x[], and
// __pipeline_memcpy_async of 4, 8 and 16 bytes with zero fill. Inputs are small integers, so
// every product is exact and the checks compare exactly.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_pipeline.h>
#include <mma.h>

using namespace nvcuda;

// D = 2 * (A * B + C) for 16x16x16 half: A row-major and B column-major from global memory, C
// staged in shared memory and loaded from there, D stored to shared memory and copied out.
extern "C" __global__ void __launch_bounds__(32) wmma_f16_f32(const half *a, const half *b, const float *c, float *d) {
  __shared__ float tile[16 * 16];
  for (int i = threadIdx.x; i < 256; i += 32) tile[i] = c[i];
  __syncwarp();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(acc, tile, 16, wmma::mem_row_major);
  wmma::mma_sync(acc, fa, fb, acc);
  for (int i = 0; i < acc.num_elements; i++) acc.x[i] *= 2.0f;
  __syncwarp();
  wmma::store_matrix_sync(tile, acc, 16, wmma::mem_col_major);
  __syncwarp();
  for (int i = threadIdx.x; i < 256; i += 32) d[i] = tile[i];
}

// D = A * B + C (half accumulators) at m32n8k16 (A col-major, B row-major) and m8n32k16 (A
// row-major, B col-major), C and D column-major in global memory.
extern "C" __global__ void __launch_bounds__(32) wmma_f16_shapes(const half *a, const half *b, const half *c, half *d32x8, half *d8x32) {
  {
    wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::col_major> fa;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 32, 8, 16, half> acc;
    wmma::load_matrix_sync(fa, a, 32);
    wmma::load_matrix_sync(fb, b, 8);
    wmma::load_matrix_sync(acc, c, 32, wmma::mem_col_major);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d32x8, acc, 32, wmma::mem_col_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 8, 32, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 8, 32, 16, half> acc;
    wmma::fragment<wmma::accumulator, 8, 32, 16, float> out;
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::load_matrix_sync(acc, c, 8, wmma::mem_col_major);
    wmma::mma_sync(out, fa, fb, acc);  // float result from a half accumulator
    for (int i = 0; i < out.num_elements; i++) acc.x[i] = __float2half(out.x[i]);
    wmma::store_matrix_sync(d8x32, acc, 8, wmma::mem_col_major);
  }
}

// A * B for __nv_bfloat16 at the three shapes (A row-major, B col-major, D row-major); `shape`
// picks one: 0 m16n16k16, 1 m32n8k16, 2 m8n32k16.
template <int M, int N, int K>
__device__ void bf16_product(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *d) {
  wmma::fragment<wmma::matrix_a, M, N, K, __nv_bfloat16, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, M, N, K, __nv_bfloat16, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, M, N, K, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, a, K);
  wmma::load_matrix_sync(fb, b, K);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(d, acc, N, wmma::mem_row_major);
}
extern "C" __global__ void __launch_bounds__(32) wmma_bf16(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *d, int shape) {
  if (shape == 0) bf16_product<16, 16, 16>(a, b, d);
  else if (shape == 1) bf16_product<32, 8, 16>(a, b, d);
  else bf16_product<8, 32, 16>(a, b, d);
}

// tf32 m16n16k8: A row-major, B col-major, rounded with __float_to_tf32; D = A * B + 1.
extern "C" __global__ void __launch_bounds__(32) wmma_tf32(const float *a, const float *b, float *d) {
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
  wmma::load_matrix_sync(fa, a, 8);
  wmma::load_matrix_sync(fb, b, 8);
  for (int i = 0; i < fa.num_elements; i++) fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
  for (int i = 0; i < fb.num_elements; i++) fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
  wmma::fill_fragment(acc, 1.0f);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(d, acc, 16, wmma::mem_row_major);
}

// double m8n8k4: A col-major, B row-major; D = A * B + C, all row-major except A.
extern "C" __global__ void __launch_bounds__(32) wmma_f64(const double *a, const double *b, const double *c, double *d) {
  wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 4, double> acc;
  wmma::load_matrix_sync(fa, a, 8);
  wmma::load_matrix_sync(fb, b, 8);
  wmma::load_matrix_sync(acc, c, 8, wmma::mem_row_major);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(d, acc, 8, wmma::mem_row_major);
}

// 8-bit: signed m16n16k16 (A row, B col) with C, once wrapping and once saturating; unsigned
// m32n8k16 (A row, B col) from zero. D row-major.
extern "C" __global__ void __launch_bounds__(32) wmma_int8(const signed char *a, const signed char *b, const int *c, const unsigned char *ua,
                                     const unsigned char *ub, int *d_wrap, int *d_sat, int *d_u8) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc, sat;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(acc, c, 16, wmma::mem_row_major);
  wmma::mma_sync(sat, fa, fb, acc, true);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(d_wrap, acc, 16, wmma::mem_row_major);
  wmma::store_matrix_sync(d_sat, sat, 16, wmma::mem_row_major);

  wmma::fragment<wmma::matrix_a, 32, 8, 16, unsigned char, wmma::row_major> ga;
  wmma::fragment<wmma::matrix_b, 32, 8, 16, unsigned char, wmma::col_major> gb;
  wmma::fragment<wmma::accumulator, 32, 8, 16, int> gacc;
  wmma::fill_fragment(gacc, 0);
  wmma::load_matrix_sync(ga, ua, 16);
  wmma::load_matrix_sync(gb, ub, 16);
  wmma::mma_sync(gacc, ga, gb, gacc);
  wmma::store_matrix_sync(d_u8, gacc, 8, wmma::mem_row_major);
}

// Each thread of a 64-thread block copies 16, 8 and 4 bytes of `in` (ints) to shared memory,
// the last `zfill` bytes of each copy zero-filled, waits, and the block writes the staged
// ints out reversed (each thread reads another thread's copies).
extern "C" __global__ void __launch_bounds__(64) pipeline_copies(const int *in, int *out, int zfill) {
  __shared__ __align__(16) int s16[64 * 4];
  __shared__ __align__(8) int s8[64 * 2];
  __shared__ int s4[64];
  int t = threadIdx.x;
  __pipeline_memcpy_async(&s16[4 * t], &in[4 * t], 16, zfill);
  __pipeline_memcpy_async(&s8[2 * t], &in[256 + 2 * t], 8, zfill > 8 ? 8 : zfill);
  __pipeline_commit();
  __pipeline_memcpy_async(&s4[t], &in[384 + t], 4);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  int r = 63 - t;
  for (int j = 0; j < 4; j++) out[4 * t + j] = s16[4 * r + j];
  for (int j = 0; j < 2; j++) out[256 + 2 * t + j] = s8[2 * r + j];
  out[384 + t] = s4[r];
}
