// @realcode Kokkos-style device code without Kokkos: KOKKOS_INLINE_FUNCTION / KOKKOS_FUNCTION macros, a View<T, Rank> with a variadic operator()(I... idx) folding strides (LayoutRight and LayoutLeft as policy types), functors whose operator() overloads are picked by execution tags (TagInit, TagAxpy, TagNorm with a reduction reference), a RangePolicy<Tag> launched through parallel_for/parallel_reduce kernel templates that call `f(Tag{}, i)`, a TeamPolicy-like kernel with team_rank()/league_rank() members, a TeamThreadRange lambda loop with a mutable init-capture, a team-level shfl reduction, and a recursive generic lambda.
// @let NX = 4096
// @let NY = 512
// @buf a f32[NX * NY] zero
// @buf b f32[NX * NY] uniform(-1, 1)
// @buf dims i32[4] set(0, 4096) set(1, 512) set(2, 0) set(3, 0)
// @buf norm f32[1] zero
// @buf rowsum f32[NX] zero
// @buf tags i32[NX] zero
// @launch mini_kokkos::parallel_for_kernel<TagInit, MatrixOps> grid(NX / 128) block(128) args(i32(NX), a, b, dims, f32(0.25))
// @launch mini_kokkos::parallel_for_kernel<TagAxpy, MatrixOps> grid(NX / 128) block(128) args(i32(NX), a, b, dims, f32(0.25))
// @launch mini_kokkos::parallel_reduce_kernel<TagNorm, MatrixOps> grid(64) block(128) args(i32(NX), a, b, dims, f32(0.25), norm)
// @launch team_row_sums grid(NX) block(64) args(a, rowsum, tags, i32(NX), i32(NY))
// @check a abs=1e-5 rel=1e-5
// @check norm rel=1e-3
// @check rowsum abs=1e-3 rel=1e-4
// @check tags exact
#include <cuda_runtime.h>

#define KOKKOS_INLINE_FUNCTION __host__ __device__ inline
#define KOKKOS_FUNCTION __host__ __device__
#define KOKKOS_FORCEINLINE_FUNCTION __device__ __forceinline__

namespace mini_kokkos {
struct LayoutRight {
  template <int R> KOKKOS_INLINE_FUNCTION static void strides(const int (&ext)[R], int (&str)[R]) {
    int s = 1;
    for (int r = R - 1; r >= 0; --r) { str[r] = s; s *= ext[r]; }
  }
};
struct LayoutLeft {
  template <int R> KOKKOS_INLINE_FUNCTION static void strides(const int (&ext)[R], int (&str)[R]) {
    int s = 1;
    for (int r = 0; r < R; ++r) { str[r] = s; s *= ext[r]; }
  }
};

template <class T, int Rank, class Layout = LayoutRight> struct View {
  T *ptr;
  int ext[Rank];
  int str[Rank];
  KOKKOS_INLINE_FUNCTION View(T *p, const int *dims) : ptr(p) {
    for (int r = 0; r < Rank; ++r) ext[r] = dims[r];
    Layout::template strides<Rank>(ext, str);
  }
  template <class... I> KOKKOS_FORCEINLINE_FUNCTION T &operator()(I... idx) const {
    static_assert(sizeof...(I) == Rank, "View: wrong number of indices");
    long off = 0;
    int r = 0;
    ((off += long(idx) * str[r++]), ...);
    return ptr[off];
  }
  KOKKOS_INLINE_FUNCTION int extent(int r) const { return ext[r]; }
};

template <class Tag> struct RangePolicy { int begin, end; };

template <class Tag, class F> __global__ void parallel_for_kernel(int n, float *a, float *b, const int *dims, float alpha) {
  F f(a, b, dims, alpha);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(Tag{}, i);
}

template <class Tag, class F> __global__ void parallel_reduce_kernel(int n, float *a, float *b, const int *dims, float alpha, float *result) {
  F f(a, b, dims, alpha);
  float update = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    f(Tag{}, i, update);
  for (int o = 16; o > 0; o >>= 1)
    update += __shfl_down_sync(0xffffffffu, update, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(result, update);
}

struct TeamMember {
  KOKKOS_FORCEINLINE_FUNCTION int league_rank() const { return blockIdx.x; }
  KOKKOS_FORCEINLINE_FUNCTION int team_rank() const { return threadIdx.x; }
  KOKKOS_FORCEINLINE_FUNCTION int team_size() const { return blockDim.x; }
  template <class F> KOKKOS_FORCEINLINE_FUNCTION void team_thread_range(int n, F &&f) const {
    for (int i = team_rank(); i < n; i += team_size()) f(i);
  }
  KOKKOS_FORCEINLINE_FUNCTION float team_reduce_sum(float v) const {
    __shared__ float partial[32];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if ((team_rank() & 31) == 0) partial[team_rank() >> 5] = v;
    __syncthreads();
    float total = 0.0f;
    for (int w = 0; w < (team_size() + 31) / 32; ++w) total += partial[w];
    __syncthreads();
    return total;
  }
};
} // namespace mini_kokkos

using namespace mini_kokkos;

struct TagInit {};
struct TagAxpy {};
struct TagNorm {};

struct MatrixOps {
  View<float, 2> a;
  View<const float, 2, LayoutLeft> bT; // b read as its transpose's column-major view
  float alpha;
  KOKKOS_FUNCTION MatrixOps(float *pa, float *pb, const int *dims, float al)
      : a(pa, dims), bT(pb, dims), alpha(al) {}
  KOKKOS_FORCEINLINE_FUNCTION void operator()(TagInit, int i) const {
    for (int j = 0; j < a.extent(1); ++j) a(i, j) = 0.001f * float((i * 7 + j * 13) % 1000);
  }
  KOKKOS_FORCEINLINE_FUNCTION void operator()(TagAxpy, int i) const {
    for (int j = 0; j < a.extent(1); ++j) a(i, j) = fmaf(alpha, bT(i, j), a(i, j));
  }
  KOKKOS_FORCEINLINE_FUNCTION void operator()(TagNorm, int i, float &update) const {
    for (int j = 0; j < a.extent(1); ++j) update += a(i, j) * a(i, j);
  }
};

template __global__ void mini_kokkos::parallel_for_kernel<TagInit, MatrixOps>(int, float *, float *, const int *, float);
template __global__ void mini_kokkos::parallel_for_kernel<TagAxpy, MatrixOps>(int, float *, float *, const int *, float);
template __global__ void mini_kokkos::parallel_reduce_kernel<TagNorm, MatrixOps>(int, float *, float *, const int *, float, float *);

__global__ void team_row_sums(float *a, float *rowsum, int *tags, int nx, int ny) {
  TeamMember team;
  int dims[2] = {nx, ny};
  View<float, 2> A(a, dims);
  int row = team.league_rank();
  float local = 0.0f;
  team.team_thread_range(ny, [&, seen = 0](int j) mutable {
    seen += 1;
    local += A(row, j) * (seen & 1 ? 1.0f : 0.5f);
  });
  float total = team.team_reduce_sum(local);
  // A recursive generic lambda: the number of set bits of the row index.
  auto popcount = [](auto self, unsigned v) -> int { return v ? int(v & 1u) + self(self, v >> 1) : 0; };
  if (team.team_rank() == 0) {
    rowsum[row] = total;
    tags[row] = popcount(popcount, unsigned(row)) * 100 + (total > 0.0f);
  }
}
