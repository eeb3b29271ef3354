// A pointer that is either a local's address or null (cuda::std::get_if,
// optional-style lookups, `c ? &local : nullptr`) reads the local directly
// where it was checked non-null, and SROA then keeps the local in registers.
// Through the phi, the local stayed in memory (a variant read with get_if:
// an 8-byte local frame where nvcc has none).
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

#include <cuda/std/variant>

struct Pair {
  short x, y;
};
using Value = cuda::std::variant<int, float, Pair>;

__device__ Value decode(unsigned raw, unsigned kind) {
  switch (kind) {
  case 0:
    return int(raw) - (1 << 30);
  case 1:
    return __uint_as_float((raw & 0x807fffffu) | 0x3f000000u);
  default:
    return Pair{short(raw & 0xffff), short(raw >> 16)};
  }
}

// LLVM-LABEL: define {{.*}} @get_if_variant(
// LLVM-NOT: alloca
// LLVM-NOT: phi ptr
// LLVM: ret void
// CHECK-LABEL: .entry get_if_variant(
// CHECK-NOT: .local
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void get_if_variant(const unsigned *raw, const unsigned *kinds, int *ints, float *floats) {
  int i = threadIdx.x;
  Value v = decode(raw[i], kinds[i]);
  int k = 0;
  float f = 0.0f;
  if (const int *p = cuda::std::get_if<int>(&v))
    k = *p;
  else if (const float *q = cuda::std::get_if<float>(&v))
    f = *q;
  else
    k = cuda::std::get<Pair>(v).x * cuda::std::get<Pair>(v).y;
  ints[i] = k + int(v.index());
  floats[i] = f;
}

// The plain spelling: a local's address or null, checked before the read.
// LLVM-LABEL: define {{.*}} @local_or_null(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry local_or_null(
// CHECK-NOT: .local
// CHECK: ret;
extern "C" __global__ void local_or_null(const int *in, int *out) {
  int i = threadIdx.x;
  int cell[2] = {in[i], in[i] * 3};
  int *p = in[i] > 0 ? &cell[1] : nullptr;
  out[i] = p ? *p + cell[0] : -1;
}

// Not when the pointer does not dominate the use: the list built by `new` in
// a loop (the optimised IR did not verify: realcode device_heap_lists).
// LLVM-LABEL: define {{.*}} @list_built_by_new(
// CHECK-LABEL: .entry list_built_by_new(
struct Node {
  int key;
  Node *next;
  __device__ Node(int k, Node *n) : key(k), next(n) {}
};
extern "C" __global__ void list_built_by_new(const int *keys, int *sums, int len) {
  int t = threadIdx.x;
  Node *head = nullptr;
  for (int k = 0; k < len; ++k)
    head = new Node(keys[t * len + k], head);
  int total = 0;
  for (Node *p = head; p; p = p->next)
    total += p->key;
  while (head) {
    Node *next = head->next;
    delete head;
    head = next;
  }
  sums[t] = total;
}
