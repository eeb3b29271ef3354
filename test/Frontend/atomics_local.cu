// An atomic on a thread's own local variable compiles, as nvcc accepts it:
// PTX atomics act on global or shared memory (nvcc's kernel traps), but no
// other thread can see local memory, so the atomic is a plain
// read-modify-write. kilnc failed verification ("'simt.atomic_rmw' op atomics
// act on global or shared memory, not local").
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

#include <cuda/atomic>

// CHECK-LABEL: func.func @_Z12local_countsPKiPi(
// CHECK-NOT: simt.atomic
// atomicInc's wrap-around: (old >= limit) ? 0 : old + 1.
// CHECK: arith.cmpi uge
// CHECK: arith.select
// atomicCAS: stores the new value only where the old one matched.
// CHECK: arith.cmpi eq
// CHECK: arith.select
// CHECK-NOT: simt.atomic
// CHECK: return
// PTX-LABEL: .entry _Z12local_countsPKiPi(
// PTX-NOT: atom.
// PTX: ret;
__global__ void local_counts(const int *in, int *out) {
  int hits = 0;
  unsigned ring = 0;
  int best = in[threadIdx.x];
  float sum = 0.f;
  for (int k = 0; k < 8; ++k) {
    int v = in[threadIdx.x + k];
    if (v > 0)
      atomicAdd(&hits, 1);
    atomicInc(&ring, 5u);
    atomicMax(&best, v);
    atomicAdd(&sum, (float)v);
  }
  int prev = atomicCAS(&best, 0, -1);
  int swapped = atomicExch(&hits, prev);
  out[threadIdx.x] = swapped + (int)ring + best + (int)sum;
}

// cuda::atomic_ref on a local: fetch_add, load, store, compare_exchange.
// CHECK-LABEL: func.func @_Z9local_refPi(
// CHECK-NOT: simt.atomic
// CHECK: return
__global__ void local_ref(int *out) {
  int n = out[threadIdx.x];
  cuda::atomic_ref<int, cuda::thread_scope_thread> r(n);
  r.fetch_add(3);
  int expected = r.load();
  r.compare_exchange_strong(expected, expected * 2);
  r.store(r.load() + 1);
  out[threadIdx.x] = n;
}

// Through a pointer whose space is not known here, the atomic stays one.
// CHECK-LABEL: func.func @_Z6globalPi(
// CHECK: simt.atomic_rmw add
__global__ void global(int *counter) { atomicAdd(counter, 1); }
