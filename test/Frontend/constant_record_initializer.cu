// A __constant__ record initialised by a constexpr function keeps its bytes.
// Regression: the frontend asked the struct's constant value whether it was
// a null pointer (a question only an lvalue answers), read the struct's own
// storage, and dropped the initialiser of some records (a table with a member
// operator[] read through `.v[i]`), leaving them zero.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

template <class T, int N>
struct Table {
  T v[N];
  __host__ __device__ constexpr const T &operator[](int i) const { return v[i]; }
};
constexpr Table<unsigned, 3> make() {
  Table<unsigned, 3> t{};
  t.v[0] = 5;
  t.v[2] = 7;
  return t;
}
// CHECK: simt.global constant @c_t : {{.*}} = dense<[5, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0]> : tensor<12xi8>
__constant__ Table<unsigned, 3> c_t = make();

extern "C" __global__ void k(unsigned *o) { o[0] = c_t.v[threadIdx.x % 3]; }
