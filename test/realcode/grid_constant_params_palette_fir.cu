// @realcode kernels that take their parameters as structs by value, the way modern CUDA code passes lookup tables and filter banks: `const __grid_constant__` structs (a 16-entry float4 colour palette indexed by a per-pixel value, a 32-tap FIR bank with its gain) read in place from the parameter space, including by dynamic index and through a pointer to the struct handed to __noinline__ helpers (its address escapes: the generic address of the parameter itself, not a copy), __isGridConstant on that pointer, __cvta_generic_to_grid_constant / __cvta_grid_constant_to_generic round trips, and a plain `const Params p` struct that is never written.
// @let N = 1 << 22
// @buf palette f32[64] uniform(0, 1)
// @buf bank f32[33] uniform(-0.1, 0.1)
// @buf plain f32[8] uniform(0.5, 2)
// @buf v f32[N + 32] uniform(0, 1)
// @buf rgba f32[N * 4] zero
// @buf y f32[N] zero
// @buf z f32[N] zero
// @buf flags u32[4] zero
// @launch colorize grid(cdiv(N, 256)) block(256) args(bytes(palette), v, rgba, i32(N))
// @launch fir_bank grid(cdiv(N, 256)) block(256) args(bytes(bank), v, y, flags, i32(N))
// @launch affine_plain grid(cdiv(N, 256)) block(256) args(bytes(plain), v, z, i32(N))
// @check rgba exact
// @check y abs=1e-5 rel=1e-5
// @check flags exact
// @check z abs=1e-6 rel=1e-6
#include <cstdint>

struct Palette { float4 colors[16]; };
struct FirBank { float taps[32]; float gain; };
struct Affine { float scale[4]; float offset[4]; };
static_assert(sizeof(Palette) == 256 && sizeof(FirBank) == 132 && sizeof(Affine) == 32, "host layouts");

__global__ void colorize(const __grid_constant__ Palette pal, const float *__restrict__ v, float4 *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float x = v[i] * 15.0f;
  const int k = min(__float2int_rd(x), 14);
  const float t = x - (float)k;
  const float4 a = pal.colors[k], b = pal.colors[k + 1];  // dynamic index into the parameter
  out[i] = make_float4(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), a.z + t * (b.z - a.z), a.w + t * (b.w - a.w));
}

__device__ __noinline__ float apply_bank(const FirBank *bank, const float *__restrict__ x) {
  float acc = 0.f;
#pragma unroll 8
  for (int k = 0; k < 32; ++k) acc = fmaf(bank->taps[k], x[k], acc);
  return acc * bank->gain;
}

__device__ __noinline__ unsigned where_is(const void *p) {
  // 1 when p is a grid constant; the offset round trip must land on the same generic address.
  const size_t off = __cvta_generic_to_grid_constant(p);
  const void *back = __cvta_grid_constant_to_generic(off);
  return __isGridConstant(p) | (back == p ? 2u : 0u);
}

__global__ void fir_bank(const __grid_constant__ FirBank bank, const float *__restrict__ v, float *__restrict__ y,
                         unsigned *__restrict__ flags, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0) {
    flags[0] = where_is(&bank);
    flags[1] = where_is(&bank.taps[7]);
    flags[2] = __isGridConstant(v);
    flags[3] = __isGridConstant(&bank.gain);
  }
  if (i >= n) return;
  y[i] = apply_bank(&bank, v + i);
}

__global__ void affine_plain(const Affine p, const float *__restrict__ v, float *__restrict__ z, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int c = i & 3;
  z[i] = fmaf(v[i], p.scale[c], p.offset[c]);
}
