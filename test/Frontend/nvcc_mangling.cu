// RUN: kilnc %s --emit=mlir | FileCheck %s
// Kernel symbols are nvcc's (EDG's) Itanium names, which a host program or a
// harness looks up with cuModuleGetFunction. Clang 18 and later prefix a
// non-type template argument whose parameter type is dependent or deduced
// with `Tn<type>`; EDG does not, so kilnc mangles as Clang 17 did. Each
// expected name below is the one `nvcc -ptx` (CUDA 13.0) gives the entry.
// CHECK-NOT: Tn

template <typename T>
__device__ T twice(const T &x) { return x + x; }
template <typename T>
__device__ T negate(const T &x) { return -x; }

// A function-pointer parameter whose type depends on T (vLLM's act_and_mul_kernel).
// CHECK-DAG: func.func @_Z5applyIfXadL_Z5twiceIfET_RKS1_EELb1EEvPS1_PS2_(
// CHECK-DAG: func.func @_Z5applyIiXadL_Z6negateIiET_RKS1_EELb0EEvPS1_PS2_(
template <typename T, T (*F)(const T &), bool flag>
__global__ void apply(T *out, const T *in) { out[threadIdx.x] = flag ? F(in[threadIdx.x]) : in[threadIdx.x]; }
template __global__ void apply<float, twice<float>, true>(float *, const float *);
template __global__ void apply<int, negate<int>, false>(int *, const int *);

// A deduced (auto) parameter.
// CHECK-DAG: func.func @_Z4fillILi5EEvPi(
// CHECK-DAG: func.func @_Z4fillILc99EEvPi(
template <auto V>
__global__ void fill(int *out) { out[threadIdx.x] = int(V); }
template __global__ void fill<5>(int *);
template __global__ void fill<'c'>(int *);

// A value of a dependent integral type (integral_constant style).
// CHECK-DAG: func.func @_Z6iota_nIjLj7EEvPT_(
template <typename I, I N>
__global__ void iota_n(I *out) {
  if (threadIdx.x < N) out[threadIdx.x] = I(threadIdx.x);
}
template __global__ void iota_n<unsigned, 7u>(unsigned *);

// A template template parameter (unchanged by the ABI switch, checked with the rest).
// CHECK-DAG: func.func @_Z7combineI4PlusfEvPT0_PKS1_(
template <typename T>
struct Plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <template <typename> class Op, typename T>
__global__ void combine(T *out, const T *a) { out[threadIdx.x] = Op<T>()(a[threadIdx.x], out[threadIdx.x]); }
template __global__ void combine<Plus, float>(float *, const float *);

// A static kernel is named as if it had external linkage (no Itanium `L`),
// at file scope, in a namespace and as a template; an anonymous namespace's
// kernel keeps Clang's `_GLOBAL__N_1` (nvcc spells that namespace with a
// per-file hash, demangled the same).
// CHECK-DAG: func.func @_Z13static_kernelPi(
// CHECK-DAG: func.func @_ZN2ns2skEPi(
// CHECK-DAG: func.func @_Z2stILi4EEvPi(
// CHECK-DAG: func.func @_ZN12_GLOBAL__N_111anon_kernelEPi(
static __global__ void static_kernel(int *o) { o[threadIdx.x] = 2; }
namespace ns {
static __global__ void sk(int *o) { o[0] = 1; }
}
template <int N>
static __global__ void st(int *o) { o[0] = N; }
template __global__ void st<4>(int *);
namespace {
__global__ void anon_kernel(int *o) { o[threadIdx.x] = 1; }
}
void launch(int *o) {
  static_kernel<<<1, 1>>>(o);
  ns::sk<<<1, 1>>>(o);
  anon_kernel<<<1, 1>>>(o);
}
