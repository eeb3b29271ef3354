// @realcode Kernels in the shape Halide's CUDA backend writes for a scheduled two-stage pipeline (blur_x computed at blur_y's GPU tiles into a shared staging buffer, then blur_y; a separate gamma/clamp stage): extern "C" kernel names built from the loop nest (kernel_blur_y_s0_y_y___block_id_y), every intermediate a numbered int32_t/float temporary (_0, _1 ...), buffer minima and strides passed as scalar arguments, the extern __shared__ uint8_t byte arena reinterpreted at a computed offset, float_from_bits constants, #define'd math names (sqrt_f32, pow_f32, floor_f32), halide_unused on dead arguments, min/max helper templates with always_inline, and if-guarded tail tiles.
// @let W = 2048
// @let H = 2048
// @buf input f32[(W + 2) * (H + 2)] uniform(0, 1)
// @buf blur_y f32[W * H] zero
// @buf graded u16[W * H] zero
// @launch kernel_blur_y_s0_y_y___block_id_y grid(W / 32, H / 8) block(32, 8) shared(1280) args(blur_y, input, i32(0), i32(0), i32(W + 2), i32(W), i32(W), i32(H), i32(7))
// @launch kernel_graded_s0_x_x___block_id_x grid(cdiv(W * H, 256)) block(256) args(graded, blur_y, i32(W * H), f32(0.4545), f32(65535.0))
// @check blur_y abs=1e-6 rel=1e-6
// @check graded abs=1
#include <stdint.h>

#define halide_unused(x) (void)(x)
#define float_from_bits(x) __int_as_float((int32_t)(x))
#define sqrt_f32 sqrtf
#define pow_f32 powf
#define floor_f32 floorf
#define abs_f32 fabsf

template <typename T> __device__ __attribute__((always_inline)) inline T halide_cpp_min(const T &a, const T &b) { return (a < b) ? a : b; }
template <typename T> __device__ __attribute__((always_inline)) inline T halide_cpp_max(const T &a, const T &b) { return (a > b) ? a : b; }

extern "C" __global__ void kernel_blur_y_s0_y_y___block_id_y(float *__restrict__ blur_y, const float *__restrict__ input, int32_t _input_min_0, int32_t _input_min_1, int32_t _input_stride_1, int32_t _blur_y_stride_1, int32_t _blur_y_extent_0, int32_t _blur_y_extent_1, int32_t _unused_arg) {
  halide_unused(_unused_arg);
  extern __shared__ uint8_t __shared[];
  int32_t _blur_y_s0_y_y___block_id_y = blockIdx.y;
  int32_t _blur_y_s0_x_x___block_id_x = blockIdx.x;
  int32_t ___thread_id_y = threadIdx.y;
  int32_t ___thread_id_x = threadIdx.x;
  // blur_x over the tile and its 2 extra rows, 32 x 10 floats
  float *_blur_x = (float *)(&__shared[0]);
  int32_t _0 = _blur_y_s0_x_x___block_id_x * 32;
  int32_t _1 = _blur_y_s0_y_y___block_id_y * 8;
  for (int32_t _blur_x_s0_y = ___thread_id_y; _blur_x_s0_y < 10; _blur_x_s0_y += 8) {
    int32_t _2 = _1 + _blur_x_s0_y;
    int32_t _3 = _0 + ___thread_id_x;
    int32_t _4 = (_2 - _input_min_1) * _input_stride_1;
    int32_t _5 = _4 + (_3 - _input_min_0);
    float _6 = input[_5];
    float _7 = input[_5 + 1];
    float _8 = input[_5 + 2];
    float _9 = _6 + _7;
    float _10 = _9 + _8;
    float _11 = _10 * float_from_bits(1051372203 /* 0.333333 */);
    _blur_x[_blur_x_s0_y * 32 + ___thread_id_x] = _11;
  }
  __syncthreads();
  int32_t _12 = _0 + ___thread_id_x;
  int32_t _13 = _1 + ___thread_id_y;
  bool _14 = _12 < _blur_y_extent_0;
  bool _15 = _13 < _blur_y_extent_1;
  bool _16 = _14 && _15;
  if (_16) {
    float _17 = _blur_x[___thread_id_y * 32 + ___thread_id_x];
    float _18 = _blur_x[(___thread_id_y + 1) * 32 + ___thread_id_x];
    float _19 = _blur_x[(___thread_id_y + 2) * 32 + ___thread_id_x];
    float _20 = _17 + _18;
    float _21 = _20 + _19;
    float _22 = _21 * float_from_bits(1051372203 /* 0.333333 */);
    int32_t _23 = _13 * _blur_y_stride_1 + _12;
    blur_y[_23] = _22;
  }
}

extern "C" __global__ void kernel_graded_s0_x_x___block_id_x(uint16_t *__restrict__ graded, const float *__restrict__ blur_y, int32_t _graded_extent_0, float _gamma, float _scale) {
  int32_t _graded_s0_x_x___block_id_x = blockIdx.x;
  int32_t ___thread_id_x = threadIdx.x;
  int32_t _0 = _graded_s0_x_x___block_id_x * 256 + ___thread_id_x;
  int32_t _1 = halide_cpp_min(_0, _graded_extent_0 - 1);
  bool _2 = _0 < _graded_extent_0;
  if (!_2) return;
  float _3 = blur_y[_1];
  float _4 = halide_cpp_max(_3, float_from_bits(0 /* 0 */));
  float _5 = pow_f32(_4, _gamma);
  float _6 = sqrt_f32(abs_f32(_5 - float_from_bits(1056964608 /* 0.5 */)));
  float _7 = _5 + _6 * float_from_bits(1036831949 /* 0.1 */);
  float _8 = halide_cpp_min(_7, float_from_bits(1065353216 /* 1 */));
  float _9 = _8 * _scale + float_from_bits(1056964608 /* 0.5 */);
  float _10 = floor_f32(_9);
  uint16_t _11 = (uint16_t)((int32_t)_10);
  graded[_0] = _11;
}
