//===- kiln/cuda_prelude.hpp - CUDA's device API for kilnc ------*- C++ -*-===//
//
// Force-included by kilnc before every kernel file (no CUDA SDK headers are
// used). Every device primitive is a declaration marked
// __attribute__((annotate("kiln.<op>"))): the frontend maps calls by that
// annotation, never by the function's name. Argument order letters after ':'
// tell the frontend which argument is which (m mask, v value, l lane/delta,
// w width, p predicate).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_PRELUDE_HPP
#define KILN_CUDA_PRELUDE_HPP

#define __CUDACC__ 1
#define __KILNC__ 1
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
// [syncengine] Opts a kernel, device function or statement out of the sync
// checks (docs/synchronisation.md).
#define KILN_NO_SYNC_CHECK [[clang::annotate("kiln::no_sync_check")]]
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;

#define __KILN_PRIM(op) __device__ __attribute__((annotate("kiln." op)))

// ---- built-in variables -----------------------------------------------------
struct uint3 { unsigned x, y, z; };
struct dim3 {
  unsigned x, y, z;
  __host__ __device__ constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};

#define __KILN_BUILTIN_VAR(TYPE, OP, CONV)                                     \
  struct TYPE {                                                                \
    __declspec(property(get = __get_x)) unsigned x;                            \
    __declspec(property(get = __get_y)) unsigned y;                            \
    __declspec(property(get = __get_z)) unsigned z;                            \
    static __KILN_PRIM(OP ".x") unsigned __get_x();                            \
    static __KILN_PRIM(OP ".y") unsigned __get_y();                            \
    static __KILN_PRIM(OP ".z") unsigned __get_z();                            \
    __device__ operator CONV() const { return CONV{__get_x(), __get_y(), __get_z()}; } \
  private:                                                                     \
    TYPE() = delete;                                                           \
    TYPE(const TYPE &) = delete;                                               \
    void operator=(const TYPE &) const = delete;                               \
  };
__KILN_BUILTIN_VAR(__kiln_threadIdx_t, "thread_id", uint3)
__KILN_BUILTIN_VAR(__kiln_blockIdx_t, "block_id", uint3)
__KILN_BUILTIN_VAR(__kiln_blockDim_t, "block_dim", dim3)
__KILN_BUILTIN_VAR(__kiln_gridDim_t, "grid_dim", dim3)
#undef __KILN_BUILTIN_VAR
extern const __device__ __kiln_threadIdx_t threadIdx;
extern const __device__ __kiln_blockIdx_t blockIdx;
extern const __device__ __kiln_blockDim_t blockDim;
extern const __device__ __kiln_gridDim_t gridDim;
constexpr int warpSize = 32;

// ---- synchronisation --------------------------------------------------------
extern "C" {
__KILN_PRIM("barrier.block") void __syncthreads();
__KILN_PRIM("barrier_reduce.count") int __syncthreads_count(int predicate);
__KILN_PRIM("barrier_reduce.and") int __syncthreads_and(int predicate);
__KILN_PRIM("barrier_reduce.or") int __syncthreads_or(int predicate);
__KILN_PRIM("barrier.warp:m") void __syncwarp(unsigned mask = 0xffffffffu);
__KILN_PRIM("fence.block") void __threadfence_block();
__KILN_PRIM("fence.device") void __threadfence();
__KILN_PRIM("fence.system") void __threadfence_system();
__KILN_PRIM("active_mask") unsigned __activemask();
}

// ---- warp collectives -------------------------------------------------------
#define __KILN_SHFL_ALL(T)                                                      \
  __KILN_PRIM("shuffle.idx:mvlw") T __shfl_sync(unsigned mask, T var, int srcLane, int width = warpSize); \
  __KILN_PRIM("shuffle.up:mvlw") T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = warpSize); \
  __KILN_PRIM("shuffle.down:mvlw") T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = warpSize); \
  __KILN_PRIM("shuffle.xor:mvlw") T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = warpSize); \
  __KILN_PRIM("match_any:mv") unsigned __match_any_sync(unsigned mask, T value); \
  __KILN_PRIM("match_all:mvp") unsigned __match_all_sync(unsigned mask, T value, int *pred);
__KILN_SHFL_ALL(int)
__KILN_SHFL_ALL(unsigned)
__KILN_SHFL_ALL(long)
__KILN_SHFL_ALL(unsigned long)
__KILN_SHFL_ALL(long long)
__KILN_SHFL_ALL(unsigned long long)
__KILN_SHFL_ALL(float)
__KILN_SHFL_ALL(double)
#undef __KILN_SHFL_ALL
__KILN_PRIM("vote.ballot:mp") unsigned __ballot_sync(unsigned mask, int predicate);
__KILN_PRIM("vote.all:mp") int __all_sync(unsigned mask, int predicate);
__KILN_PRIM("vote.any:mp") int __any_sync(unsigned mask, int predicate);
__KILN_PRIM("vote.uni:mp") int __uni_sync(unsigned mask, int predicate);
__KILN_PRIM("redux.add:mv") unsigned __reduce_add_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.add:mv") int __reduce_add_sync(unsigned mask, int value);
__KILN_PRIM("redux.min:mv") unsigned __reduce_min_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.min:mv") int __reduce_min_sync(unsigned mask, int value);
__KILN_PRIM("redux.max:mv") unsigned __reduce_max_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.max:mv") int __reduce_max_sync(unsigned mask, int value);
__KILN_PRIM("redux.and:mv") unsigned __reduce_and_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.or:mv") unsigned __reduce_or_sync(unsigned mask, unsigned value);
__KILN_PRIM("redux.xor:mv") unsigned __reduce_xor_sync(unsigned mask, unsigned value);

// ---- atomics (device scope, relaxed; _block / _system scoped) ---------------
#define __KILN_ATOMIC_SCOPED(NAME, KIND, T)                                     \
  __KILN_PRIM("atomic." KIND ".device") T NAME(T *address, T val);             \
  __KILN_PRIM("atomic." KIND ".block") T NAME##_block(T *address, T val);      \
  __KILN_PRIM("atomic." KIND ".system") T NAME##_system(T *address, T val);
#define __KILN_CAS_SCOPED(T)                                                    \
  __KILN_PRIM("atomic.cas.device") T atomicCAS(T *address, T compare, T val);  \
  __KILN_PRIM("atomic.cas.block") T atomicCAS_block(T *address, T compare, T val); \
  __KILN_PRIM("atomic.cas.system") T atomicCAS_system(T *address, T compare, T val);
__KILN_ATOMIC_SCOPED(atomicAdd, "add", int)
__KILN_ATOMIC_SCOPED(atomicAdd, "add", unsigned)
__KILN_ATOMIC_SCOPED(atomicAdd, "add", unsigned long long)
__KILN_ATOMIC_SCOPED(atomicAdd, "add", float)
__KILN_ATOMIC_SCOPED(atomicAdd, "add", double)
__KILN_ATOMIC_SCOPED(atomicSub, "sub", int)
__KILN_ATOMIC_SCOPED(atomicSub, "sub", unsigned)
__KILN_ATOMIC_SCOPED(atomicExch, "exch", int)
__KILN_ATOMIC_SCOPED(atomicExch, "exch", unsigned)
__KILN_ATOMIC_SCOPED(atomicExch, "exch", unsigned long long)
__KILN_ATOMIC_SCOPED(atomicExch, "exch", float)
__KILN_ATOMIC_SCOPED(atomicMin, "min", int)
__KILN_ATOMIC_SCOPED(atomicMin, "min", unsigned)
__KILN_ATOMIC_SCOPED(atomicMin, "min", long long)
__KILN_ATOMIC_SCOPED(atomicMin, "min", unsigned long long)
__KILN_ATOMIC_SCOPED(atomicMax, "max", int)
__KILN_ATOMIC_SCOPED(atomicMax, "max", unsigned)
__KILN_ATOMIC_SCOPED(atomicMax, "max", long long)
__KILN_ATOMIC_SCOPED(atomicMax, "max", unsigned long long)
__KILN_ATOMIC_SCOPED(atomicInc, "inc", unsigned)
__KILN_ATOMIC_SCOPED(atomicDec, "dec", unsigned)
__KILN_ATOMIC_SCOPED(atomicAnd, "and", int)
__KILN_ATOMIC_SCOPED(atomicAnd, "and", unsigned)
__KILN_ATOMIC_SCOPED(atomicAnd, "and", unsigned long long)
__KILN_ATOMIC_SCOPED(atomicOr, "or", int)
__KILN_ATOMIC_SCOPED(atomicOr, "or", unsigned)
__KILN_ATOMIC_SCOPED(atomicOr, "or", unsigned long long)
__KILN_ATOMIC_SCOPED(atomicXor, "xor", int)
__KILN_ATOMIC_SCOPED(atomicXor, "xor", unsigned)
__KILN_ATOMIC_SCOPED(atomicXor, "xor", unsigned long long)
__KILN_CAS_SCOPED(int)
__KILN_CAS_SCOPED(unsigned)
__KILN_CAS_SCOPED(unsigned long long)
#undef __KILN_ATOMIC_SCOPED
#undef __KILN_CAS_SCOPED

// ---- loads and bit intrinsics -----------------------------------------------
template <class T> __KILN_PRIM("ldg") T __ldg(const T *ptr);
__KILN_PRIM("bit.popc") int __popc(unsigned x);
__KILN_PRIM("bit.popc") int __popcll(unsigned long long x);
__KILN_PRIM("bit.clz") int __clz(int x);
__KILN_PRIM("bit.clz") int __clzll(long long x);
__KILN_PRIM("bit.ffs") int __ffs(int x);
__KILN_PRIM("bit.ffs") int __ffsll(long long x);
__KILN_PRIM("bit.brev") unsigned __brev(unsigned x);
__KILN_PRIM("bit.brev") unsigned long long __brevll(unsigned long long x);
__KILN_PRIM("bit.umulhi") unsigned __umulhi(unsigned x, unsigned y);
__KILN_PRIM("bit.mulhi") int __mulhi(int x, int y);
__KILN_PRIM("bit.umulhi") unsigned long long __umul64hi(unsigned long long x, unsigned long long y);
__KILN_PRIM("bit.mulhi") long long __mul64hi(long long x, long long y);

// ---- min / max / abs --------------------------------------------------------
#define __KILN_MINMAX(A, B, R)                                                  \
  __KILN_PRIM("minmax.min") R min(A a, B b);                                   \
  __KILN_PRIM("minmax.max") R max(A a, B b);
__KILN_MINMAX(int, int, int)
__KILN_MINMAX(unsigned, unsigned, unsigned)
__KILN_MINMAX(int, unsigned, unsigned)
__KILN_MINMAX(unsigned, int, unsigned)
__KILN_MINMAX(long, long, long)
__KILN_MINMAX(unsigned long, unsigned long, unsigned long)
__KILN_MINMAX(long long, long long, long long)
__KILN_MINMAX(unsigned long long, unsigned long long, unsigned long long)
__KILN_MINMAX(float, float, float)
__KILN_MINMAX(double, double, double)
#undef __KILN_MINMAX
__KILN_PRIM("minmax.umin") unsigned umin(unsigned a, unsigned b);
__KILN_PRIM("minmax.umax") unsigned umax(unsigned a, unsigned b);
__KILN_PRIM("minmax.min") long long llmin(long long a, long long b);
__KILN_PRIM("minmax.max") long long llmax(long long a, long long b);
__KILN_PRIM("bit.abs") int abs(int x);
__KILN_PRIM("bit.abs") long labs(long x);
__KILN_PRIM("bit.abs") long long llabs(long long x);

// ---- math: libdevice (__nv_*) functions, CUDA's accuracy --------------------
// "libdevice.NAME" calls __nv_NAME; functions with an exact MLIR equivalent
// (sqrt, fabs, floor, ceil, trunc, round, rint, fma, fmin, fmax, copysign)
// become math/arith ops and work without libdevice.
#define __KILN_MATH1(NAME)                                                      \
  __KILN_PRIM("libdevice." #NAME "f") float NAME##f(float x);                  \
  __KILN_PRIM("libdevice." #NAME) double NAME(double x);                       \
  __KILN_PRIM("libdevice." #NAME "f") float NAME(float x);                     \
  namespace std { using ::NAME; using ::NAME##f; }
#define __KILN_MATH2(NAME)                                                      \
  __KILN_PRIM("libdevice." #NAME "f") float NAME##f(float x, float y);         \
  __KILN_PRIM("libdevice." #NAME) double NAME(double x, double y);             \
  __KILN_PRIM("libdevice." #NAME "f") float NAME(float x, float y);            \
  namespace std { using ::NAME; using ::NAME##f; }
__KILN_MATH1(exp) __KILN_MATH1(exp2) __KILN_MATH1(exp10) __KILN_MATH1(expm1)
__KILN_MATH1(log) __KILN_MATH1(log2) __KILN_MATH1(log10) __KILN_MATH1(log1p)
__KILN_MATH1(sqrt) __KILN_MATH1(rsqrt) __KILN_MATH1(cbrt) __KILN_MATH1(rcbrt)
__KILN_MATH1(sin) __KILN_MATH1(cos) __KILN_MATH1(tan) __KILN_MATH1(asin)
__KILN_MATH1(acos) __KILN_MATH1(atan) __KILN_MATH1(sinh) __KILN_MATH1(cosh)
__KILN_MATH1(tanh) __KILN_MATH1(asinh) __KILN_MATH1(acosh) __KILN_MATH1(atanh)
__KILN_MATH1(sinpi) __KILN_MATH1(cospi)
__KILN_MATH1(erf) __KILN_MATH1(erfc) __KILN_MATH1(erfinv) __KILN_MATH1(erfcinv)
__KILN_MATH1(lgamma) __KILN_MATH1(tgamma) __KILN_MATH1(normcdf) __KILN_MATH1(normcdfinv)
__KILN_MATH1(fabs) __KILN_MATH1(floor) __KILN_MATH1(ceil) __KILN_MATH1(trunc)
__KILN_MATH1(round) __KILN_MATH1(rint) __KILN_MATH1(nearbyint)
__KILN_MATH2(pow) __KILN_MATH2(atan2) __KILN_MATH2(fmod) __KILN_MATH2(remainder)
__KILN_MATH2(hypot) __KILN_MATH2(fmin) __KILN_MATH2(fmax) __KILN_MATH2(copysign)
__KILN_MATH2(fdim)
#undef __KILN_MATH1
#undef __KILN_MATH2
__KILN_PRIM("libdevice.fmaf") float fmaf(float x, float y, float z);
__KILN_PRIM("libdevice.fma") double fma(double x, double y, double z);
__KILN_PRIM("libdevice.fmaf") float fma(float x, float y, float z);
__KILN_PRIM("libdevice.ldexpf") float ldexpf(float x, int e);
__KILN_PRIM("libdevice.ldexp") double ldexp(double x, int e);
__KILN_PRIM("libdevice.powif") float powif(float x, int e);
__KILN_PRIM("libdevice.isnanf") int __kiln_isnanf(float x);
__KILN_PRIM("libdevice.isinff") int __kiln_isinff(float x);
__KILN_PRIM("libdevice.finitef") int __kiln_finitef(float x);
__KILN_PRIM("libdevice.isnand") int __kiln_isnand(double x);
__KILN_PRIM("libdevice.isinfd") int __kiln_isinfd(double x);
__KILN_PRIM("libdevice.isfinited") int __kiln_isfinited(double x);
static __device__ __forceinline__ bool isnan(float x) { return __kiln_isnanf(x); }
static __device__ __forceinline__ bool isnan(double x) { return __kiln_isnand(x); }
static __device__ __forceinline__ bool isinf(float x) { return __kiln_isinff(x); }
static __device__ __forceinline__ bool isinf(double x) { return __kiln_isinfd(x); }
static __device__ __forceinline__ bool isfinite(float x) { return __kiln_finitef(x); }
static __device__ __forceinline__ bool isfinite(double x) { return __kiln_isfinited(x); }
// Intrinsics: fast approximations as nvcc has them.
__KILN_PRIM("libdevice.fast_expf") float __expf(float x);
__KILN_PRIM("libdevice.fast_exp10f") float __exp10f(float x);
__KILN_PRIM("libdevice.fast_logf") float __logf(float x);
__KILN_PRIM("libdevice.fast_log2f") float __log2f(float x);
__KILN_PRIM("libdevice.fast_log10f") float __log10f(float x);
__KILN_PRIM("libdevice.fast_sinf") float __sinf(float x);
__KILN_PRIM("libdevice.fast_cosf") float __cosf(float x);
__KILN_PRIM("libdevice.fast_tanf") float __tanf(float x);
__KILN_PRIM("libdevice.fast_powf") float __powf(float x, float y);
__KILN_PRIM("libdevice.fast_fdividef") float __fdividef(float x, float y);
__KILN_PRIM("libdevice.saturatef") float __saturatef(float x);
__KILN_PRIM("libdevice.fmaf_rn") float __fmaf_rn(float x, float y, float z);
__KILN_PRIM("libdevice.fma_rn") double __fma_rn(double x, double y, double z);
__KILN_PRIM("libdevice.frcp_rn") float __frcp_rn(float x);
__KILN_PRIM("libdevice.fsqrt_rn") float __fsqrt_rn(float x);
__KILN_PRIM("libdevice.fdiv_rn") float __fdiv_rn(float x, float y);
__KILN_PRIM("libdevice.fadd_rn") float __fadd_rn(float x, float y);
__KILN_PRIM("libdevice.fmul_rn") float __fmul_rn(float x, float y);
__KILN_PRIM("libdevice.float_as_int") int __float_as_int(float x);
__KILN_PRIM("libdevice.int_as_float") float __int_as_float(int x);
__KILN_PRIM("libdevice.float_as_uint") unsigned __float_as_uint(float x);
__KILN_PRIM("libdevice.uint_as_float") float __uint_as_float(unsigned x);
__KILN_PRIM("libdevice.double_as_longlong") long long __double_as_longlong(double x);
__KILN_PRIM("libdevice.longlong_as_double") double __longlong_as_double(long long x);

// ---- small vector types -----------------------------------------------------
#define __KILN_VEC(T, N2, N4, A2, A4)                                           \
  struct __align__(A2) N2 { T x, y; };                                         \
  struct __align__(A4) N4 { T x, y, z, w; };                                   \
  static __device__ __forceinline__ N2 make_##N2(T x, T y) { return N2{x, y}; } \
  static __device__ __forceinline__ N4 make_##N4(T x, T y, T z, T w) { return N4{x, y, z, w}; }
__KILN_VEC(float, float2, float4, 8, 16)
__KILN_VEC(int, int2, int4, 8, 16)
__KILN_VEC(unsigned, uint2, uint4, 8, 16)
__KILN_VEC(double, double2, double4, 16, 16)
#undef __KILN_VEC
struct float3 { float x, y, z; };
struct int3 { int x, y, z; };
static __device__ __forceinline__ float3 make_float3(float x, float y, float z) { return float3{x, y, z}; }
static __device__ __forceinline__ int3 make_int3(int x, int y, int z) { return int3{x, y, z}; }
static __device__ __forceinline__ uint3 make_uint3(unsigned x, unsigned y, unsigned z) { return uint3{x, y, z}; }

#endif // KILN_CUDA_PRELUDE_HPP
