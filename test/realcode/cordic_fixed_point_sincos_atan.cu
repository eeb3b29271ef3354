// @realcode CORDIC in Q2.29 fixed point as DSP and FPGA-prototype codes port it to GPUs: an arctangent table of 30 entries in __constant__ memory, rotation mode for sin/cos of angles reduced to [-pi/2, pi/2] with quadrant folding, vectoring mode for atan2 and the magnitude (with the CORDIC gain removed by a fixed-point multiply via __mulhi), arithmetic shifts on signed ints in an unrolled loop, and a comparison against sincosf/atan2f that records the largest error with an atomicMax on the float's bits (non-negative floats order as unsigned integers).
// @let N = 1 << 22
// @buf angle f32[N] uniform(-3.14159, 3.14159)
// @buf px f32[N] uniform(-1, 1)
// @buf py f32[N] uniform(-1, 1)
// @buf sc i32[N * 2] zero
// @buf polar i32[N * 2] zero
// @buf maxerr f32[1] zero
// @const c_atan i32[30] zero set(0, 421657428) set(1, 248918914) set(2, 131521918) set(3, 66762579) set(4, 33510843) set(5, 16771757) set(6, 8387925) set(7, 4194218) set(8, 2097141) set(9, 1048574) set(10, 524287) set(11, 262143) set(12, 131071) set(13, 65535) set(14, 32767) set(15, 16383) set(16, 8191) set(17, 4095) set(18, 2047) set(19, 1023) set(20, 511) set(21, 255) set(22, 127) set(23, 63) set(24, 31) set(25, 15) set(26, 7) set(27, 4) set(28, 2) set(29, 1)
// @launch cordic_kernel grid(cdiv(N, 256)) block(256) args(angle, px, py, sc, polar, maxerr, i32(N))
// @check sc exact
// @check polar exact
// @check maxerr abs=1e-6 rel=1e-3
#include <cstdint>

#define CORDIC_ITERS 30
#define Q 29
#define TO_Q(x) ((int32_t)((x) * (double)(1 << Q)))

__constant__ int32_t c_atan[CORDIC_ITERS];
// K = prod 1/sqrt(1 + 2^-2i) in Q2.29.
#define CORDIC_GAIN_INV TO_Q(0.6072529350088813)
#define HALF_PI_Q TO_Q(1.5707963267948966)
#define PI_Q TO_Q(3.141592653589793)

__device__ __forceinline__ void cordic_rotate(int32_t theta, int32_t &c, int32_t &s) {
  int32_t x = CORDIC_GAIN_INV, y = 0, z = theta;
#pragma unroll
  for (int i = 0; i < CORDIC_ITERS; ++i) {
    int32_t dx = y >> i, dy = x >> i;
    if (z >= 0) { x -= dx; y += dy; z -= c_atan[i]; }
    else { x += dx; y -= dy; z += c_atan[i]; }
  }
  c = x;
  s = y;
}

__device__ __forceinline__ void cordic_vector(int32_t x, int32_t y, int32_t &mag, int32_t &ang) {
  int32_t z = 0;
  if (x < 0) { // fold into the right half-plane
    z = y >= 0 ? PI_Q : -PI_Q;
    x = -x;
    y = -y;
  }
#pragma unroll
  for (int i = 0; i < CORDIC_ITERS; ++i) {
    int32_t dx = y >> i, dy = x >> i;
    if (y < 0) { x -= dx; y += dy; z -= c_atan[i]; }
    else { x += dx; y -= dy; z += c_atan[i]; }
  }
  mag = __mulhi(x, CORDIC_GAIN_INV) << (32 - Q);
  ang = z;
}

__global__ void cordic_kernel(const float *__restrict__ angle, const float *__restrict__ px, const float *__restrict__ py,
                              int32_t *sc, int32_t *polar, float *maxerr, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float err = 0.f;
  if (i < n) {
    float a = angle[i];
    int32_t th = TO_Q(0) + (int32_t)(a * (float)(1 << Q));
    int sign = 1;
    if (th > HALF_PI_Q) { th = PI_Q - th; sign = -1; }
    else if (th < -HALF_PI_Q) { th = -PI_Q - th; sign = -1; }
    int32_t c, s;
    cordic_rotate(th, c, s);
    c *= sign;
    sc[2 * i] = c;
    sc[2 * i + 1] = s;
    int32_t mag, ang;
    cordic_vector(TO_Q(0) + (int32_t)(px[i] * (1 << Q)), (int32_t)(py[i] * (1 << Q)), mag, ang);
    polar[2 * i] = mag;
    polar[2 * i + 1] = ang;
    float fs, fc;
    sincosf(a, &fs, &fc);
    const float scale = 1.f / (1 << Q);
    err = fmaxf(fabsf(fs - s * scale), fabsf(fc - c * scale));
    err = fmaxf(err, fabsf(atan2f(py[i], px[i]) - ang * scale));
  }
  for (int off = 16; off > 0; off >>= 1) err = fmaxf(err, __shfl_xor_sync(0xffffffffu, err, off));
  // Non-negative floats order as their bits.
  if ((threadIdx.x & 31) == 0) atomicMax(reinterpret_cast<unsigned *>(maxerr), __float_as_uint(err));
}
