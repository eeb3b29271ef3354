// A constexpr array at namespace scope or as a static data member, without
// __device__ or __constant__, lives in host memory for nvcc 13: device code
// that reads it at a run-time index or lets it decay to a pointer is
// refused ("identifier is undefined in device code"), with or without
// --expt-relaxed-constexpr. Clang gives such variables an implicit
// __constant__ copy, so kilnc compiled device code nvcc refuses. What nvcc
// allows stays allowed: scalars, a constant index in a constant
// expression, `*tab`, sizeof, a static member at a constant index, and
// arrays declared __device__ or __constant__.
// RUN: not kilnc %s --arch=sm_90 -DREFUSED -o /dev/null 2>&1 | FileCheck %s
// RUN: not kilnc %s --arch=sm_90 -DREFUSED --expt-relaxed-constexpr -o /dev/null 2>&1 | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ not %nvcc -ptx -arch=sm_90 -DREFUSED %s -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

constexpr int tab[4] = {1, 2, 3, 4};
constexpr int N = 7;
__constant__ constexpr int c_tab[4] = {5, 6, 7, 8};
__device__ constexpr int d_tab[4] = {9, 10, 11, 12};
struct Table {
  static constexpr int arr[2] = {8, 9};
};

__global__ void allowed(int *o) {
  constexpr int third = tab[2];
  o[threadIdx.x] = third + N + *tab + (int)sizeof(tab) + Table::arr[1] + c_tab[o[0] & 3] + d_tab[o[1] & 3];
}

#ifdef REFUSED
__device__ int lookup(int i) {
  // CHECK: nvcc_host_constexpr_arrays.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: identifier "tab" is undefined in device code
  return tab[i & 3];
}

__global__ void refused(int *o) {
  // CHECK: nvcc_host_constexpr_arrays.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: identifier "tab" is undefined in device code
  const int *p = tab;
  // CHECK: nvcc_host_constexpr_arrays.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: identifier "Table::arr" is undefined in device code
  o[0] = p[o[1]] + lookup(o[2]) + Table::arr[o[3] & 1];
}
#endif
