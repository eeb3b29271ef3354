// @realcode Packed records with anonymous unions inside structs (a 64-bit key viewed as two 32-bit halves, a float viewed as its bits for radix-style ordering, a small tagged variant with an enum tag), named unions for type punning, and static_asserts on the layout; the kernels sort-key, pack and unpack.
// @let N = 1 << 21
// @buf f f32[N] uniform(-1000, 1000)
// @buf ids u32[N] iota
// @buf keys u64[N] zero
// @buf back f32[N] zero
// @buf tagged i32[N] zero
// @launch make_keys grid(cdiv(N, 256)) block(256) args(f, ids, keys, i32(N))
// @launch unpack_keys grid(cdiv(N, 256)) block(256) args(keys, back, tagged, i32(N))
// @check keys exact
// @check back exact
// @check tagged exact
#include <cstdint>

struct SortKey {
  union {
    uint64_t whole;
    struct {
      uint32_t id;
      uint32_t ordered;
    };
  };
};
static_assert(sizeof(SortKey) == 8, "one 64-bit word");

union FloatBits {
  float f;
  uint32_t u;
  int32_t i;
};

enum class Kind : uint8_t { Negative, Zero, Positive };

struct Tagged {
  Kind kind;
  union {
    int32_t magnitude;
    float value;
  };
};
static_assert(alignof(Tagged) == 4, "union member aligns the record");

__device__ __forceinline__ uint32_t order_preserving(float x) {
  FloatBits b;
  b.f = x;
  return (b.i < 0) ? ~b.u : (b.u | 0x80000000u);
}

__device__ __forceinline__ float from_ordered(uint32_t o) {
  FloatBits b;
  b.u = (o & 0x80000000u) ? (o & 0x7fffffffu) : ~o;
  return b.f;
}

__global__ void make_keys(const float *__restrict__ f, const uint32_t *__restrict__ ids, uint64_t *__restrict__ keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  SortKey k;
  k.id = ids[i];
  k.ordered = order_preserving(f[i]);
  keys[i] = k.whole;
}

__global__ void unpack_keys(const uint64_t *__restrict__ keys, float *__restrict__ back, int32_t *__restrict__ tagged, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  SortKey k;
  k.whole = keys[i];
  float v = from_ordered(k.ordered);
  back[i] = v;
  Tagged t;
  if (v < 0.0f) {
    t.kind = Kind::Negative;
    t.magnitude = (int32_t)(-v);
  } else if (v == 0.0f) {
    t.kind = Kind::Zero;
    t.magnitude = 0;
  } else {
    t.kind = Kind::Positive;
    t.value = v;
  }
  int32_t out;
  switch (t.kind) {
    case Kind::Negative: out = -t.magnitude; break;
    case Kind::Zero: out = 0; break;
    default: out = (int32_t)(t.value * 16.0f) | (int32_t)(k.id & 1); break;
  }
  tagged[i] = out;
}
