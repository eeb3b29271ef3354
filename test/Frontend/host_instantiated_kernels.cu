// Kernel template instantiations that only host code asks for are emitted, as nvcc emits
// them: a launch from a host function (directly, through a class template's static member,
// with a lambda argument), a kernel's address (cudaFuncGetAttributes, occupancy queries, a
// function pointer launched later), an explicit instantiation. The entries below are
// nvcc -ptx's for this file (CUDA 13.0, --extended-lambda).
// RUN: kilnc %s --arch=sm_90 --extended-lambda -o %t.ptx 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: grep '\.entry' %t.ptx | sort | FileCheck %s
// RUN: %if ptxas %{ ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// DIAG-NOT: {{warning|error}}
// CHECK:      .visible .entry _Z4fillIdLi128EEvPT_S0_(
// CHECK-NEXT: .visible .entry _Z4fillIsLi32EEvPT_S0_(
// CHECK-NEXT: .visible .entry _Z4fillIsLi64EEvPT_S0_(
// CHECK-NEXT: .visible .entry _Z5applyIZ4hostPfiPdPiEUlfE_EvS0_iT_(
// CHECK-NEXT: .visible .entry _Z5scaleIdEvPT_S0_i(
// CHECK-NEXT: .visible .entry _Z5scaleIfEvPT_S0_i(
// CHECK-NEXT: .visible .entry _ZN2ns2nkILi5EEEvPi(
// CHECK-NEXT: .visible .entry _ZN2ns2nkILi7EEEvPi(
// CHECK-NOT: .entry
#include <cuda_runtime.h>

template <typename T> __global__ void scale(T *x, T a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}
template __global__ void scale<double>(double *, double, int);

template <class F> __global__ void apply(float *x, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = f(x[i]);
}

template <typename T, int B> __global__ void fill(T *x, T v) { x[blockIdx.x * B + threadIdx.x] = v; }

template <typename T> struct Launcher {
  static void run(T *x, T v) { fill<T, 128><<<1, 128>>>(x, v); }
};

template <typename T> void query() {
  int n;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, fill<T, 64>, 64, 0);
  cudaFuncAttributes a;
  cudaFuncGetAttributes(&a, fill<T, 32>);
}

namespace ns {
template <int K> __global__ void nk(int *p) { p[K] = K; }
} // namespace ns

// Never instantiated: no entry.
template <typename T> __global__ void unused(T *x) { x[0] = T(); }

void host(float *x, int n, double *d, int *p) {
  scale<float><<<1, 32>>>(x, 2.f, n);
  apply<<<1, 32>>>(x, n, [] __device__(float v) { return v * 2.f; });
  Launcher<double>::run(d, 1.0);
  query<short>();
  auto kp = &ns::nk<5>;
  kp<<<1, 1>>>(p);
  void *args[] = {&p};
  cudaLaunchKernel((const void *)&ns::nk<7>, dim3(1), dim3(1), args, 0, 0);
}
