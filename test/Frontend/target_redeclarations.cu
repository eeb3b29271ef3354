// A function redeclared with other __host__/__device__ attributes is
// __host__ __device__, as nvcc has it (its warnings #20037-D and #20039-D):
// out-of-line member definitions that leave out the in-class __device__
// (plain, static, member templates), the reverse, a __host__ __device__
// declaration with a plain definition (nvcc silent), and namespace-scope
// declaration/definition pairs (qualified, and unqualified ones Clang takes
// for overloads). Lines and columns of diagnostics are the file's.
// A definition whose type differs keeps Clang's error.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>%t.err
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --arch=sm_90 -DMISMATCH -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// WARN: target_redeclarations.cu:31:11: warning: a __device__ function redeclared without __device__ ('Acc::add'), hence treated as a __host__ __device__ function, as nvcc does
// WARN-NEXT: void Acc::add(float x) { s += x; }
// WARN: target_redeclarations.cu:33:12: warning: a __device__ function redeclared without __device__ ('Acc::twice')
// WARN: target_redeclarations.cu:34:28: warning: a __device__ function redeclared without __device__ ('Acc::addN')
// WARN-NOT: 'Acc::get'
// WARN: target_redeclarations.cu:43:23: warning: a __host__ function redeclared with __device__ ('Rev::scaled')
// WARN: target_redeclarations.cu:48:11: warning: a __device__ function redeclared without __device__ ('ns::helper')
// WARN: target_redeclarations.cu:51:7: warning: a __device__ function redeclared without __device__ ('bias')
struct Acc {
  float s;
  __device__ void add(float x);
  __host__ __device__ float get() const;
  __device__ static float twice(float x);
  template <int N> __device__ void addN(const float *p);
};
void Acc::add(float x) { s += x; }
float Acc::get() const { return s; }
float Acc::twice(float x) { return 2 * x; }
template <int N> void Acc::addN(const float *p) {
  for (int i = 0; i < N; ++i)
    s += p[i];
}

struct Rev {
  float v;
  float scaled(float k) const;
};
__device__ float Rev::scaled(float k) const { return v * k; }

namespace ns {
__device__ float helper(float);
}
float ns::helper(float x) { return x + 1; }

__device__ float bias(float);
float bias(float x) { return x - 0.5f; }

#ifdef MISMATCH
struct Bad { __device__ void f(int); };
// BAD: error: out-of-line definition of 'f' does not match any declaration in 'Bad'
void Bad::f(long) {}
#endif

// CHECK-LABEL: .entry _Z6kernelPfPKf(
// CHECK-NOT: call
// CHECK: ret;
__global__ void kernel(float *o, const float *in) {
  Acc a{0};
  a.add(in[0]);
  a.addN<4>(in);
  Rev r{in[1]};
  o[threadIdx.x] = Acc::twice(a.get()) + r.scaled(3.f) + ns::helper(1.f) + bias(in[2]);
}
