// A [[no_unique_address]] empty member has no storage of its own (it may
// share its address with another member): a constructor's member initializer
// for it runs for its effects only and copies no bytes. libstdc++'s std::tuple
// holds its empty elements (std::integral_constant) this way (_Head_base, as
// Leaf below); kilnc stored the empty
// struct through the record's first member slot and failed verification
// ('simt.store' op stores '!llvm.struct<"struct.Empty", ...>' through a
// pointer to '!llvm.array<1 x i8>').
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <type_traits>

struct Empty {};
struct Tag {
  __device__ Tag() {}  // user-provided: the member initializer calls it
};

template <class T> struct Box {
  [[no_unique_address]] T v;
  int x;
  __device__ Box(T t, int i) : v(t), x(i) {}
};

// libstdc++'s _Head_base<_Idx, _Head, true>: the element copied in by const reference.
template <class T> struct Leaf {
  [[no_unique_address]] T head;
  __device__ constexpr Leaf(const T &h) : head(h) {}
};
struct TwoLeaves : Leaf<std::integral_constant<int, 32>>, Leaf<int> {
  __device__ TwoLeaves(int v) : Leaf<std::integral_constant<int, 32>>(std::integral_constant<int, 32>{}), Leaf<int>(v) {}
};

// The empty member shares offset 0 with x and is initialized after it.
struct After {
  int x;
  [[no_unique_address]] Tag t;
  __device__ After(int i) : x(i), t() {}
};

// CHECK-LABEL: .entry empty_members(
// CHECK-DAG: st.global.b32 [%rd{{[0-9]+}}], 7;
// CHECK-DAG: st.global.b32 [%rd{{[0-9]+}}+4], 305419896;
// CHECK-DAG: st.global.b32 [%rd{{[0-9]+}}+8], 42;
// CHECK-DAG: st.global.b32 [%rd{{[0-9]+}}+12], 4;
extern "C" __global__ void empty_members(int *o) {
  Box<Empty> b(Empty{}, 7);
  After a(0x12345678);
  TwoLeaves t(10);
  o[0] = b.x;
  o[1] = a.x;
  o[2] = decltype(static_cast<Leaf<std::integral_constant<int, 32>> &>(t).head)::value + static_cast<Leaf<int> &>(t).head;
  o[3] = sizeof(Box<Empty>);
}
