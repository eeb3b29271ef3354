// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// Kernel templates are compiled for their explicit instantiations, keep
// their mangled names and record the demangled signature; device function
// templates are instantiated where they are called. (The checks read the
// frontend's output: the simt pipeline inlines device functions, and the
// second RUN line checks that the inlined blockSum passes the sync checks.)
template <int BLOCK, typename T> __device__ T blockSum(T v) {
  __shared__ T s[BLOCK];
  s[threadIdx.x] = v;
  __syncthreads();
  for (int o = BLOCK / 2; o > 0; o >>= 1) {
    if (threadIdx.x < o)
      s[threadIdx.x] += s[threadIdx.x + o];
    __syncthreads();
  }
  return s[0];
}
template <typename T, int BLOCK> __global__ void reduce(const T *in, T *out) {
  T r = blockSum<BLOCK>(in[blockIdx.x * BLOCK + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = r;
}
template __global__ void reduce<float, 256>(const float *, float *);
template __global__ void reduce<int, 128>(const int *, int *);

// CHECK-DAG: simt.global shared @_Z8blockSumILi256EfET0_S0_.s : !llvm.array<256 x f32>
// CHECK-DAG: simt.global shared @_Z8blockSumILi128EiET0_S0_.s : !llvm.array<128 x i32>
// CHECK: func.func @_Z6reduceIfLi256EEvPKT_PS0_({{.*}}simt.param_type = "const_f32*"{{.*}} attributes {simt.kernel, simt.signature = "void reduce<float, 256>(float const*, float*)"}
// CHECK: call @_Z8blockSumILi256EfET0_S0_
// CHECK: func.func @_Z6reduceIiLi128EEvPKT_PS0_(
// CHECK: func.func @wrapper(
// CHECK: call @_Z5applyIZ7wrapperEUlfE_EfT_f
// CHECK: func.func private @_Z8blockSumILi256EfET0_S0_(%{{.*}}: f32) -> f32
// CHECK: simt.addressof @_Z8blockSumILi256EfET0_S0_.s : !simt.ptr<!llvm.array<256 x f32>, shared>
// CHECK: func.func private @_ZZ7wrapperENKUlfE_clEf(

// A template used from an extern "C" wrapper, with constexpr and lambdas.
template <typename F> __device__ float apply(F f, float x) { return f(x); }
constexpr int kScale = 3;
extern "C" __global__ void wrapper(float *x, float bias) {
  auto f = [bias](float v) { return v * kScale + bias; };
  x[threadIdx.x] = apply(f, x[threadIdx.x]);
}
