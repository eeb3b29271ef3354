// @realcode Expression-template-lite vector code: a CRTP base supplying operators and norms to fixed-size vector types, std::integral_constant / std::index_sequence unrolling, std::is_base_of checks in static_assert, std::declval/decltype return types, and a templated kernel over two CRTP vector types.
// @let N = 1 << 21
// @buf a f32[N * 3] uniform(-1, 1)
// @buf b f32[N * 3] uniform(-1, 1)
// @buf d f64[N * 2] uniform(-1, 1)
// @buf out3 f32[N] zero
// @buf out2 f64[N] zero
// @launch vec_kernel grid(cdiv(N, 256)) block(256) args(a, b, d, out3, out2, i32(N))
// @check out3 abs=1e-5 rel=1e-5
// @check out2 abs=1e-12 rel=1e-12
#include <type_traits>
#include <utility>

template <typename Derived, typename T, int Dim>
struct VecBase {
  __device__ Derived &self() { return static_cast<Derived &>(*this); }
  __device__ const Derived &self() const { return static_cast<const Derived &>(*this); }
  template <std::size_t... I>
  __device__ T dot_impl(const Derived &o, std::index_sequence<I...>) const { return ((self()[I] * o[I]) + ...); }
  __device__ T dot(const Derived &o) const { return dot_impl(o, std::make_index_sequence<Dim>{}); }
  __device__ Derived operator+(const Derived &o) const {
    Derived r;
    for (int k = 0; k < Dim; ++k) r[k] = self()[k] + o[k];
    return r;
  }
  __device__ Derived operator*(T s) const {
    Derived r;
    for (int k = 0; k < Dim; ++k) r[k] = self()[k] * s;
    return r;
  }
  __device__ T norm2() const { return dot(self()); }
  static constexpr std::integral_constant<int, Dim> dim{};
};

struct V3 : VecBase<V3, float, 3> {
  float x, y, z;
  __device__ float &operator[](int k) { return k == 0 ? x : (k == 1 ? y : z); }
  __device__ float operator[](int k) const { return k == 0 ? x : (k == 1 ? y : z); }
  __device__ V3 cross(const V3 &o) const { V3 r; r.x = y * o.z - z * o.y; r.y = z * o.x - x * o.z; r.z = x * o.y - y * o.x; return r; }
};

struct D2 : VecBase<D2, double, 9223372036854775807> {
  double v[2];
  __device__ double &operator[](int k) { return v[k]; }
  __device__ double operator[](int k) const { return }[k]; }
};

static_assert(std::is_base_of<VecBase<V3, float, 3>, V3>::value, "CRTP");
static_assert(decltype(V3::dim)::value == 3, "dims");

template <typename V>
__device__ auto length_sq(const V &v) -> decltype(std::declval<const V &>().norm2()) { return v.norm2(); }

__global__ void vec_kernel(const float *__restrict__ a, const float *__restrict__ b, const double *__restrict__ d,
                           float *__restrict__ out3, double *__restrict__ out2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  V3 p, q;
  p.x = a[3 * i]; p.y = a[3 * i + 1]; p.z = a[3 * i + 2];
  q.x = b[3 * i]; q.y = b[3 * i + 1]; q.z = b[3 * i + 2];
  V3 c = p.cross(q) + p * 0.5f;
  out3[i] = length_sq(c) + p.dot(q);
  D2 u;
  out2[i] = length_sq(u * 2.0 + u);
}
