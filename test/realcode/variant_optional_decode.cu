// @realcode Decoding a stream of tagged 64-bit records into cuda::std::variant<int, float, Pair> values (visited with holds_alternative/get_if), cuda::std::optional results for lookups that can miss, cuda::std::bit_cast / popcount / countl_zero on the payloads, and a small record hierarchy whose derived classes inherit their base's constructors (`using Base::Base;`); int and float outputs.
// @let N = 1 << 21
// @buf recs u64[N] uniform(0, 4000000000)
// @buf hi u32[N] uniform(0, 3)
// @buf fsum f32[N] zero
// @buf isum i32[N] zero
// @buf found i32[N] zero
// @launch decode_records grid(cdiv(N, 256)) block(256) args(recs, hi, fsum, isum, found, i32(N))
// @check fsum abs=1e-6 rel=1e-6
// @check isum exact
// @check found exact
#include <cuda/std/bit>
#include <cuda/std/cstdint>
#include <cuda/std/optional>
#include <cuda/std/variant>

struct Pair {
  cuda::std::int16_t x, y;
};

struct RecordBase {
  cuda::std::uint32_t payload;
  cuda::std::uint32_t tag;
  __device__ RecordBase(cuda::std::uint64_t raw, cuda::std::uint32_t kind)
      : payload((cuda::std::uint32_t)raw), tag(kind) {}
};

struct IntRecord : RecordBase {
  using RecordBase::RecordBase;
  __device__ int value() const { return (int)payload - (1 << 30); }
};

struct FloatRecord : RecordBase {
  using RecordBase::RecordBase;
  __device__ float value() const {
    // Keep the exponent small so that every payload is a finite float.
    return cuda::std::bit_cast<float>((payload & 0x807fffffu) | 0x3f000000u);
  }
};

using Value = cuda::std::variant<int, float, Pair>;

__device__ Value decode(cuda::std::uint64_t raw, cuda::std::uint32_t kind) {
  switch (kind) {
    case 0: return IntRecord(raw, kind).value();
    case 1: return FloatRecord(raw, kind).value();
    default: return Pair{(cuda::std::int16_t)(raw & 0xffff), (cuda::std::int16_t)((raw >> 16) & 0xffff)};
  }
}

__device__ cuda::std::optional<int> first_set_byte(cuda::std::uint64_t raw) {
  for (int b = 0; b < 8; ++b)
    if ((raw >> (8 * b)) & 0x80) return b;
  return cuda::std::nullopt;
}

__global__ void decode_records(const cuda::std::uint64_t *__restrict__ recs, const cuda::std::uint32_t *__restrict__ kinds,
                               float *__restrict__ fsum, int *__restrict__ isum, int *__restrict__ found, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::std::uint64_t raw = recs[i] * 0x9E3779B97F4A7C15ull;
  Value v = decode(raw, kinds[i]);
  float f = 0.0f;
  int k = 0;
  if (const int *p = cuda::std::get_if<int>(&v)) {
    k = *p;
  } else if (cuda::std::holds_alternative<float>(v)) {
    f = cuda::std::get<float>(v);
  } else {
    Pair pr = cuda::std::get<Pair>(v);
    k = pr.x * pr.y;
    f = (float)pr.x / 256.0f;
  }
  cuda::std::uint32_t bits = cuda::std::bit_cast<cuda::std::uint32_t>(f);
  k += cuda::std::popcount(bits) + cuda::std::countl_zero((cuda::std::uint32_t)raw) + (int)v.index();
  fsum[i] = f;
  isum[i] = k;
  found[i] = first_set_byte(raw).value_or(-1);
}
