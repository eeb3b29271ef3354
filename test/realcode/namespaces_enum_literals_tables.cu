// @realcode Library-style device code organised in nested and inline namespaces with an anonymous namespace for internals, enum class state machines with an explicit underlying type, user-defined literals (_deg, _ki), constexpr functions filling a __constant__ lookup table at compile time, and static constexpr class members.
// @let N = 1 << 22
// @buf angle f32[N] uniform(0, 360)
// @buf code u8[N] uniform(0, 4)
// @buf out f32[N] zero
// @buf state u8[N] zero
// @launch geo::v2::kernels::step_states grid(cdiv(N, 256)) block(256) args(angle, code, out, state, i32(N))
// @check out abs=1e-5 rel=1e-5
// @check state exact
#include <cstdint>

namespace geo {
inline namespace v2 {

__host__ __device__ constexpr float operator""_deg(long double d) { return static_cast<float>(d * 3.14159265358979323846L / 180.0L); }
__host__ __device__ constexpr unsigned long long operator""_ki(unsigned long long v) { return v * 1024ull; }

enum class Phase : std::uint8_t { Idle = 0, Rising = 1, Peak = 2, Falling = 3, Done = 7 };

struct Table {
  static constexpr int kSize = 64;
  float v[kSize];
};

constexpr Table make_table() {
  Table t{};
  for (int k = 0; k < Table::kSize; ++k) t.v[k] = 1.0f + 0.5f * k / Table::kSize;
  return t;
}

namespace {
__constant__ Table c_gain = make_table();
constexpr float kQuarter = 90.0_deg;

__device__ Phase next(Phase p, std::uint8_t code) {
  switch (p) {
    case Phase::Idle: return code & 1 ? Phase::Rising : Phase::Idle;
    case Phase::Rising: return code > 1 ? Phase::Peak : Phase::Rising;
    case Phase::Peak: return Phase::Falling;
    case Phase::Falling: return code == 0 ? Phase::Done : Phase::Idle;
    default: return Phase::Done;
  }
}
}  // namespace

namespace kernels {
__global__ void step_states(const float *__restrict__ angle, const std::uint8_t *__restrict__ code, float *__restrict__ out,
                            std::uint8_t *__restrict__ state, int n) {
  static_assert(4_ki == 4096, "literal");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Phase p = static_cast<Phase>(i & 3);
  std::uint8_t c = code[i];
  for (int s = 0; s < 3; ++s) p = next(p, static_cast<std::uint8_t>((c + s) & 3));
  state[i] = static_cast<std::uint8_t>(p);
  float rad = angle[i] * (1.0_deg);
  float g = c_gain.v[(i + static_cast<int>(p)) % Table::kSize];
  out[i] = g * sinf(rad + kQuarter) + (p == Phase::Done ? 1.f : 0.f);
}
}  // namespace kernels
}  // namespace v2
}  // namespace geo
