// @realcode NVIDIA Warp-style generated CUDA: a `wp::` builtin namespace (vec_t<Length, Type> with template-length loops, add/sub/mul/dot/length builtins and their hand-written adjoints `adj_add`, `adj_length` ... taking the primal inputs, the adjoint inputs by reference and the adjoint output), `wp::launch_bounds_t` passed by value, `extern "C"` forward and backward kernels whose bodies are straight-line SSA-like code (`var_0 ... var_N` primal locals, `adj_0 ... adj_N` adjoint locals declared up front and zero-initialised), `// <L n>`-style comments, a size_t grid-stride loop over `dim.size`, `wp::atomic_add` into gradient arrays, and a goto-free replay of the forward pass inside the backward kernel; the model is a spring network's potential energy and its gradient.
// @let NS = 1 << 22
// @let NP = 1 << 20
// @buf dim i32[8] set(0, 4194304) set(4, 1) set(6, 4194304)
// @buf x f32[NP * 3] uniform(-1, 1)
// @buf sa i32[NS] uniform(0, 1048576)
// @buf sb i32[NS] uniform(0, 1048576)
// @buf rest f32[NS] uniform(0.1, 1)
// @buf ke f32[NS] uniform(10, 100)
// @buf energy f32[NS] zero
// @buf adj_energy f32[NS] fill(1)
// @buf adj_x f32[NP * 3] zero
// @buf adj_rest f32[NS] zero
// @launch eval_springs_cuda_kernel_forward grid(4096) block(256) args(bytes(dim), x, sa, sb, rest, ke, energy)
// @launch eval_springs_cuda_kernel_backward grid(4096) block(256) args(bytes(dim), x, sa, sb, rest, ke, energy, adj_energy, adj_x, adj_rest)
// @check energy abs=1e-4 rel=1e-5
// @check adj_rest abs=1e-3 rel=1e-4
// @check adj_x abs=1e-2 rel=1e-3
#include <cstddef>
#include <cuda_runtime.h>

namespace wp {
typedef float float32;
typedef int int32;

struct launch_bounds_t {
  int shape[4];
  int ndim;
  size_t size;
};

template <unsigned Length, typename Type> struct vec_t {
  Type c[Length];
  inline __device__ vec_t() { for (unsigned i = 0; i < Length; ++i) c[i] = Type(0); }
  inline __device__ vec_t(Type a, Type b, Type d) { c[0] = a; c[1] = b; c[2] = d; }
  inline __device__ Type operator[](int i) const { return c[i]; }
  inline __device__ Type &operator[](int i) { return c[i]; }
};
typedef vec_t<3, float32> vec3;

template <unsigned L, typename T> inline __device__ vec_t<L, T> add(vec_t<L, T> a, vec_t<L, T> b) {
  vec_t<L, T> r; for (unsigned i = 0; i < L; ++i) r[i] = a[i] + b[i]; return r;
}
template <unsigned L, typename T> inline __device__ vec_t<L, T> sub(vec_t<L, T> a, vec_t<L, T> b) {
  vec_t<L, T> r; for (unsigned i = 0; i < L; ++i) r[i] = a[i] - b[i]; return r;
}
template <unsigned L, typename T> inline __device__ vec_t<L, T> mul(vec_t<L, T> a, T s) {
  vec_t<L, T> r; for (unsigned i = 0; i < L; ++i) r[i] = a[i] * s; return r;
}
template <unsigned L, typename T> inline __device__ T dot(vec_t<L, T> a, vec_t<L, T> b) {
  T r = T(0); for (unsigned i = 0; i < L; ++i) r += a[i] * b[i]; return r;
}
template <unsigned L, typename T> inline __device__ T length(vec_t<L, T> a) { return sqrt(dot(a, a)); }
inline __device__ float32 sub(float32 a, float32 b) { return a - b; }
inline __device__ float32 mul(float32 a, float32 b) { return a * b; }

// Adjoints: primal inputs, their adjoints (accumulated), the output's adjoint.
template <unsigned L, typename T>
inline __device__ void adj_sub(vec_t<L, T> a, vec_t<L, T> b, vec_t<L, T> &adj_a, vec_t<L, T> &adj_b, const vec_t<L, T> &adj_ret) {
  for (unsigned i = 0; i < L; ++i) { adj_a[i] += adj_ret[i]; adj_b[i] -= adj_ret[i]; }
}
template <unsigned L, typename T>
inline __device__ void adj_length(vec_t<L, T> a, T ret, vec_t<L, T> &adj_a, const T adj_ret) {
  if (ret > T(0)) for (unsigned i = 0; i < L; ++i) adj_a[i] += a[i] / ret * adj_ret;
}
inline __device__ void adj_sub(float32, float32, float32 &adj_a, float32 &adj_b, float32 adj_ret) { adj_a += adj_ret; adj_b -= adj_ret; }
inline __device__ void adj_mul(float32 a, float32 b, float32 &adj_a, float32 &adj_b, float32 adj_ret) { adj_a += b * adj_ret; adj_b += a * adj_ret; }

template <typename T> inline __device__ T load(const T *p) { return *p; }
inline __device__ vec3 load_vec3(const float32 *x, int32 i) { return vec3(x[3 * i], x[3 * i + 1], x[3 * i + 2]); }
inline __device__ void atomic_add(float32 *buf, int32 i, vec3 v) {
  atomicAdd(buf + 3 * i, v[0]); atomicAdd(buf + 3 * i + 1, v[1]); atomicAdd(buf + 3 * i + 2, v[2]);
}
} // namespace wp

extern "C" __global__ void eval_springs_cuda_kernel_forward(wp::launch_bounds_t dim, wp::float32 *var_x, wp::int32 *var_a,
                                                            wp::int32 *var_b, wp::float32 *var_rest, wp::float32 *var_ke,
                                                            wp::float32 *var_energy) {
  for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
       _idx < dim.size; _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x)) {
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::vec3 var_3;
    wp::vec3 var_4;
    wp::vec3 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 0.5;
    wp::float32 var_11;
    wp::float32 var_12;
    //---------
    // forward
    // def eval_springs(x, a, b, rest, ke, energy):                 <L 12>
    // tid = wp.tid()                                                <L 13>
    var_0 = (wp::int32)_idx;
    // i = a[tid]; j = b[tid]                                        <L 14>
    var_1 = wp::load(var_a + var_0);
    var_2 = wp::load(var_b + var_0);
    // d = x[i] - x[j]                                               <L 15>
    var_3 = wp::load_vec3(var_x, var_1);
    var_4 = wp::load_vec3(var_x, var_2);
    var_5 = wp::sub(var_3, var_4);
    // l = wp.length(d)                                              <L 16>
    var_6 = wp::length(var_5);
    // c = l - rest[tid]                                             <L 17>
    var_7 = wp::load(var_rest + var_0);
    var_8 = wp::sub(var_6, var_7);
    // energy[tid] = 0.5 * ke[tid] * c * c                           <L 18>
    var_9 = wp::load(var_ke + var_0);
    var_11 = wp::mul(wp::mul(var_10, var_9), var_8);
    var_12 = wp::mul(var_11, var_8);
    var_energy[var_0] = var_12;
  }
}

extern "C" __global__ void eval_springs_cuda_kernel_backward(wp::launch_bounds_t dim, wp::float32 *var_x, wp::int32 *var_a,
                                                             wp::int32 *var_b, wp::float32 *var_rest, wp::float32 *var_ke,
                                                             wp::float32 *var_energy, wp::float32 *adj_energy,
                                                             wp::float32 *adj_x, wp::float32 *adj_rest) {
  for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
       _idx < dim.size; _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x)) {
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::vec3 var_3;
    wp::vec3 var_4;
    wp::vec3 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 0.5;
    wp::float32 var_11;
    wp::float32 var_12;
    //---------
    // dual vars
    wp::vec3 adj_3 = {};
    wp::vec3 adj_4 = {};
    wp::vec3 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_tmp = {};
    //---------
    // forward (replay)
    var_0 = (wp::int32)_idx;
    var_1 = wp::load(var_a + var_0);
    var_2 = wp::load(var_b + var_0);
    var_3 = wp::load_vec3(var_x, var_1);
    var_4 = wp::load_vec3(var_x, var_2);
    var_5 = wp::sub(var_3, var_4);
    var_6 = wp::length(var_5);
    var_7 = wp::load(var_rest + var_0);
    var_8 = wp::sub(var_6, var_7);
    var_9 = wp::load(var_ke + var_0);
    var_11 = wp::mul(wp::mul(var_10, var_9), var_8);
    var_12 = wp::mul(var_11, var_8);
    (void)var_12;
    //---------
    // reverse
    adj_12 += adj_energy[var_0];                                   // <L 18>
    wp::adj_mul(var_11, var_8, adj_11, adj_8, adj_12);
    wp::adj_mul(wp::mul(var_10, var_9), var_8, adj_tmp, adj_8, adj_11);
    wp::adj_mul(var_10, var_9, adj_10, adj_9, adj_tmp);
    wp::adj_sub(var_6, var_7, adj_6, adj_7, adj_8);                // <L 17>
    adj_rest[var_0] += adj_7;
    wp::adj_length(var_5, var_6, adj_5, adj_6);                    // <L 16>
    wp::adj_sub(var_3, var_4, adj_3, adj_4, adj_5);                // <L 15>
    wp::atomic_add(adj_x, var_1, adj_3);
    wp::atomic_add(adj_x, var_2, adj_4);
  }
}
