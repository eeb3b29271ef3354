// An invariant load (ld.global.nc) in a block that post-dominates its
// immediate dominator moves up into it, with its address arithmetic: the
// loads of an unrolled loop whose body has an `if` climb over the ifs and
// are issued together. ptxas issues a block's loads together but brings few
// across a branch: realcode bitset_jaccard_popc issued its 16 loads as
// 6 + 2 + 2 + 6 (0.69x nvcc, whose PTX of the same shape got 8 + 2 + 6).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// All eight loads before the first of the ifs.
// CHECK-LABEL: .entry words_then_ifs(
// CHECK: ld.global.nc.b64
// CHECK-NOT: bra
// CHECK: ld.global.nc.b64 {{.*}}+24];
// CHECK-NOT: bra
// CHECK: ld.global.nc.b64 {{.*}}+24];
// CHECK: bra
// CHECK-NOT: ld.global
// CHECK: ret;
extern "C" __global__ void words_then_ifs(const unsigned long long *__restrict__ a,
                                          const unsigned long long *__restrict__ b, int *span,
                                          unsigned *inter, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned c = 0;
  int first = -1, last = -1;
#pragma unroll
  for (int w = 0; w < 4; ++w) {
    unsigned long long both = a[(size_t)i * 4 + w] & (b[(size_t)i * 4 + w] * 0x9E3779B97F4A7C15ull);
    c += __popcll(both);
    if (both != 0) {
      if (first < 0) first = w * 64 + __ffsll((long long)both) - 1;
      last = w * 64 + 63 - __clzll((long long)both);
    }
  }
  inter[i] = c;
  span[i] = first < 0 ? -1 : last - first;
}

// Not a load that only some paths run (the block does not post-dominate the
// branch), nor one that a store may change (no invariant load).
// CHECK-LABEL: .entry conditional_load(
// CHECK: bra
// CHECK: ld.global.nc.b32
// CHECK: ret;
extern "C" __global__ void conditional_load(const int *__restrict__ a, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = 0;
  if (i < n)
    v = a[i];
  out[i] = v;
}

// CHECK-LABEL: .entry written_memory(
// CHECK: ld.global.b32
// CHECK: bra
// CHECK: ld.global.b32
// CHECK: ret;
extern "C" __global__ void written_memory(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = a[2 * i];
  if (x > n)
    a[2 * i + 1] = x;
  a[2 * i] = x + a[2 * i + 1];
}
