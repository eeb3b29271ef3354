// Small-buffer containers stay in registers, as under nvcc: placement new into
// an alignas byte buffer at an offset kept in another field of the same local
// (a small_vector's size, a variant's tag next to its storage). Every local is
// addressed through its 32-bit local-space pointer cast from the 64-bit alloca,
// where BasicAA answered MayAlias for the count field against each element
// store; GVN reloaded the count, the element offsets stayed unknown and SROA
// left the container in a 32-byte stack frame (LocalAddressAA.h).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_90 %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS --implicit-check-not='bytes stack frame' %}

#include <new>

template <typename T, int N> struct SmallVec {
  alignas(T) unsigned char buf[N * sizeof(T)];
  int size = 0;
  __device__ void push(const T &v) {
    new (buf + size * sizeof(T)) T(v);
    ++size;
  }
  __device__ T &operator[](int k) { return reinterpret_cast<T *>(buf)[k]; }
};

// CHECK-LABEL: .entry _Z12weighted_sumPKfPfi(
// CHECK-NOT: __local_depot
// CHECK-NOT: .local
// CHECK: ret;
__global__ void weighted_sum(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  SmallVec<float, 4> s;
#pragma unroll
  for (int j = 0; j < 4; ++j)
    s.push(in[(i + j) % n]);
  float r = 0.f;
#pragma unroll
  for (int j = 0; j < 4; ++j)
    r += s[j] * j;
  out[i] = r;
}

// A count read back between element stores (how many were taken): the
// stores at constant offsets 0 and 4 do not reach the count at offset 8.
struct Pair {
  alignas(4) unsigned char slots[8];
  int taken;
};

// CHECK-LABEL: .entry _Z5takenPKiPi(
// CHECK-NOT: .local
// CHECK: ret;
// Neither kernel has a stack frame (ptxas reports them in either order).
// PTXAS-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
__global__ void taken(const int *in, int *out) {
  Pair p;
  p.taken = 0;
  int i = threadIdx.x;
  new (p.slots + 4 * p.taken) int(in[i]);
  ++p.taken;
  new (p.slots + 4 * p.taken) int(in[i + 1]);
  ++p.taken;
  out[i] = *reinterpret_cast<int *>(p.slots) + *reinterpret_cast<int *>(p.slots + 4) * p.taken;
}
