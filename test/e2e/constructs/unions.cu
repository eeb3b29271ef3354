// Unions as real kernels use them (checked on the GPU by construct_language.cpp against host
// C++ doing the same): type punning, 64-bit packing, vector views, llm.c-style 128-bit packed
// loads, anonymous unions in structs, unions as kernel parameters, in shared memory, in arrays,
// with default member initialisers, constructors and __constant__ initialisers. The layouts are
// the host ABI's (static_asserts below are checked against the device compiler's layout too).

#include <cuda_bf16.h>
#include <cuda_fp16.h>

// ---- radix-sort style order-preserving float keys -------------------------------------------
union FloatBits {
  float f;
  unsigned u;
};
static_assert(sizeof(FloatBits) == 4 && alignof(FloatBits) == 4, "host layout");

__device__ unsigned order_key(float x) {
  FloatBits b;
  b.f = x;
  unsigned mask = (b.u & 0x80000000u) ? 0xffffffffu : 0x80000000u;
  return b.u ^ mask;
}

extern "C" __global__ void float_keys(const float *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = order_key(in[i]);
}

// ---- argmax with a packed (key, index) pair and one 64-bit atomicMax -------------------------
union Packed64 {
  unsigned long long u;
  struct {
    unsigned lo, hi;
  };
};
static_assert(sizeof(Packed64) == 8 && alignof(Packed64) == 8, "host layout");

extern "C" __global__ void argmax_packed(const float *in, unsigned long long *best, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    Packed64 p;
    p.hi = order_key(in[i]);
    p.lo = ~unsigned(i); // ties: the lower index wins
    atomicMax(best, p.u);
  }
}

// ---- a float4 seen as four floats -------------------------------------------------------------
union Vec4 {
  float4 v;
  float a[4];
};
static_assert(sizeof(Vec4) == 16 && alignof(Vec4) == 16, "host layout");

extern "C" __global__ void scale_lanes(const float4 *in, float4 *out, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Vec4 u;
  u.v = in[i];
#pragma unroll
  for (int k = 0; k < 4; ++k)
    u.a[k] = u.a[k] * s + float(k);
  out[i] = u.v;
}

// ---- llm.c's Packed128: 128-bit loads and stores of a small array -----------------------------
template <class T>
struct alignas(16) Packed128 {
  Packed128() = default;
  __device__ explicit Packed128(int4 bits) {
    union {
      int4 bits;
      T payload[sizeof(int4) / sizeof(T)];
    } u;
    u.bits = bits;
    for (int k = 0; k < size; ++k)
      payload[k] = u.payload[k];
  }
  __device__ T &operator[](int index) { return payload[index]; }
  __device__ int4 get_bits() const {
    union {
      int4 bits;
      T payload[sizeof(int4) / sizeof(T)];
    } u;
    for (int k = 0; k < size; ++k)
      u.payload[k] = payload[k];
    return u.bits;
  }
  static constexpr int size = sizeof(int4) / sizeof(T);
  T payload[size];
};

template <class T>
__device__ Packed128<T> load128(const T *address) {
  return Packed128<T>{*reinterpret_cast<const int4 *>(address)};
}
template <class T>
__device__ void store128(T *target, Packed128<T> value) {
  *reinterpret_cast<int4 *>(target) = value.get_bits();
}

// out = in * scale + bias, 16 bytes at a time (16-bit integers: eight per load).
extern "C" __global__ void packed_axpb_u16(const unsigned short *in, unsigned short *out, int n,
                                          int scale, int bias) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * Packed128<unsigned short>::size;
  if (i >= n)
    return;
  Packed128<unsigned short> x = load128(in + i);
  for (int k = 0; k < x.size; ++k)
    x[k] = (unsigned short)(x[k] * scale + bias);
  store128(out + i, x);
}

// ---- bf16 round-to-nearest-even through a union of a float and its halves --------------------
union F32Halves {
  float f;
  unsigned short h[2];
};

extern "C" __global__ void to_bf16_bits(const float *in, unsigned short *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  F32Halves u;
  u.f = in[i];
  unsigned bits = (unsigned(u.h[1]) << 16) | u.h[0];
  bits += 0x7fffu + ((bits >> 16) & 1u); // inputs are finite
  out[i] = (unsigned short)(bits >> 16);
}

// ---- the bytes of floating-point values, as serialisers and hashes read them ------------------
// Each value is written by a floating-point instruction and then stored through narrower integer
// views: ptxas compiles a narrow store of a register an f32 instruction wrote as a conversion
// (1.0f's low byte stored as 1), so Kiln's PTX moves such bits into an integer register first.
extern "C" __global__ void narrowed_float_bits(const float *in, const double *din, unsigned char *bytes,
                                               unsigned short *halves, unsigned *words, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  float f = in[t] + 0.5f;
  const unsigned char *raw = (const unsigned char *)&f;
  for (int i = 0; i < 4; ++i)
    bytes[6 * t + i] = raw[i];
  F32Halves u;
  u.f = f * 3.0f;
  halves[3 * t] = u.h[0];
  halves[3 * t + 1] = u.h[1];
  double d = din[t] * 1.5;
  unsigned long long wide;
  memcpy(&wide, &d, sizeof wide);
  words[2 * t] = (unsigned)wide;
  words[2 * t + 1] = (unsigned)(wide >> 32);
  __half h = __float2half(in[t]);
  bytes[6 * t + 4] = ((const unsigned char *)&h)[0];
  bytes[6 * t + 5] = ((const unsigned char *)&h)[1];
  __nv_bfloat162 pair = __floats2bfloat162_rn(f, 2.0f * f);
  halves[3 * t + 2] = *(const unsigned short *)&pair;
}

// ---- a tagged value: an anonymous union inside a struct ---------------------------------------
struct Value {
  int tag; // 0: int, 1: float, 2: a pair of shorts
  union {
    int i;
    float f;
    struct {
      short lo, hi;
    } pair;
  };
};
static_assert(sizeof(Value) == 8 && __builtin_offsetof(Value, f) == 4, "host layout");

extern "C" __global__ void eval_tagged(const Value *values, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  Value v = values[t];
  float r;
  switch (v.tag) {
  case 0: r = float(v.i); break;
  case 1: r = v.f * 2.0f; break;
  default: r = float(v.pair.lo) - float(v.pair.hi); break;
  }
  out[t] = r;
}

// ---- a union passed by value as a kernel parameter --------------------------------------------
union Shift {
  float scale;
  int bits;
  unsigned long long wide;
};
static_assert(sizeof(Shift) == 8 && alignof(Shift) == 8, "host layout");

extern "C" __global__ void apply_shift(const int *in, int *out, int n, Shift s, int mode) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (mode == 0)
    out[i] = int(in[i] * s.scale);
  else if (mode == 1)
    out[i] = in[i] << s.bits;
  else
    out[i] = in[i] + int(s.wide >> 40);
}

// ---- shared memory reused by two phases through a union ---------------------------------------
// Phase 1 transposes a 32x32 tile of floats; phase 2 reuses the same bytes as a histogram of
// the transposed values' low bits.
constexpr int TILE = 32;
union TileOrCounts {
  float tile[TILE][TILE + 1];
  unsigned counts[64];
};

extern "C" __global__ void transpose_then_histogram(const float *in, float *out,
                                                    unsigned *hist, int width) {
  __shared__ TileOrCounts smem;
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  smem.tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  float v = smem.tile[threadIdx.x][threadIdx.y];
  int tx = blockIdx.y * TILE + threadIdx.x;
  int ty = blockIdx.x * TILE + threadIdx.y;
  out[ty * width + tx] = v;
  __syncthreads();
  int linear = threadIdx.y * TILE + threadIdx.x;
  if (linear < 64)
    smem.counts[linear] = 0;
  __syncthreads();
  atomicAdd(&smem.counts[unsigned(v) & 63u], 1u);
  __syncthreads();
  if (linear < 64)
    atomicAdd(&hist[linear], smem.counts[linear]);
}

// ---- arrays of unions, a default member initialiser, constructors ----------------------------
union Slot {
  int i = -7; // value-initialised slots hold -7
  float f;
};
union Bits32 {
  unsigned u;
  float f;
  __device__ explicit Bits32(float x) : f(x) {}
  __device__ explicit Bits32(unsigned x) : u(x) {}
};

extern "C" __global__ void union_arrays(const float *in, int *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  Slot slots[4];
  slots[1].f = in[t];
  slots[2].i = t;
  Slot fresh;
  Bits32 fromFloat(in[t]);
  Bits32 fromBits(0x40490fdbu); // 3.14159274f
  out[5 * t + 0] = slots[0].i;
  out[5 * t + 1] = int(slots[1].f * 4.0f);
  out[5 * t + 2] = slots[2].i + fresh.i;
  out[5 * t + 3] = int(fromFloat.u >> 16);
  out[5 * t + 4] = int(fromBits.f * 1000.0f);
}

// ---- __constant__ data initialised with unions and structs holding them ----------------------
struct Coeff {
  int kind;
  Shift value;
};
__constant__ Coeff coeffs[3] = {{0, {2.5f}}, {1, {.bits = 3}}, {2, {.wide = 0x1234500000000ull}}};
__constant__ FloatBits magic = {.u = 0x3f800000u}; // 1.0f

extern "C" __global__ void constant_unions(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const Coeff &c = coeffs[i % 3];
  int v = in[i];
  int r = c.kind == 0 ? int(v * c.value.scale) : c.kind == 1 ? v << c.value.bits : v + int(c.value.wide >> 40);
  out[i] = r * int(magic.f);
}
