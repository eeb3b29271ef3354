// A compare-exchange with separate success and failure orders is one PTX
// atom.cas whose ordering covers both paths: the stronger of the two, release
// with acquire being acq_rel (libcu++'s __stronger_order_cuda, which nvcc's
// cuda::atomic_ref applies). kilnc's own spellings (kiln::atomic_ref, the
// __nv_atomic_compare_exchange builtins) used to take the success order alone:
// a relaxed-success/acquire-failure exchange lost its acquire.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 -DKILN_SPELLING -o %t.kiln.ptx
// RUN: FileCheck %s --check-prefix=KILN < %t.kiln.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.kiln.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda/atomic>
#include <cuda/std/atomic>

// CHECK-LABEL: .entry _Z12relaxed_acqu
// CHECK: atom.acquire.gpu.global.cas.b32
__global__ void relaxed_acqu(int *p, int *out) {
  int e = out[0];
  out[1] = __nv_atomic_compare_exchange_n(p, &e, 5, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_ACQUIRE,
                                          __NV_THREAD_SCOPE_DEVICE);
  out[2] = e;
}

// CHECK-LABEL: .entry _Z11release_acq
// CHECK: atom.acq_rel.cta.global.cas.b32
__global__ void release_acq(int *p, int *out) {
  int e = out[0];
  out[1] = __nv_atomic_compare_exchange_n(p, &e, 5, true, __NV_ATOMIC_RELEASE, __NV_ATOMIC_ACQUIRE,
                                          __NV_THREAD_SCOPE_BLOCK);
  out[2] = e;
}

// A seq_cst failure makes the whole exchange seq_cst: fence.sc, then acquire.
// CHECK-LABEL: .entry _Z10relaxed_sc
// CHECK: fence.sc.gpu;
// CHECK-NEXT: atom.acquire.gpu.global.cas.b32
__global__ void relaxed_sc(int *p, int *out) {
  int e = out[0];
  out[1] = __nv_atomic_compare_exchange_n(p, &e, 5, false, __NV_ATOMIC_RELAXED, __NV_ATOMIC_SEQ_CST,
                                          __NV_THREAD_SCOPE_DEVICE);
  out[2] = e;
}

// A weaker failure order leaves the success order as it is.
// CHECK-LABEL: .entry _Z10acqrel_rlx
// CHECK: atom.acq_rel.sys.global.cas.b64
__global__ void acqrel_rlx(unsigned long long *p, unsigned long long *out) {
  unsigned long long e = out[0];
  out[1] = __nv_atomic_compare_exchange_n(p, &e, 5ull, false, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED,
                                          __NV_THREAD_SCOPE_SYSTEM);
  out[2] = e;
}

// libcu++ combines the orders itself (its PTX is nvcc's, inline asm).
// CHECK-LABEL: .entry _Z10libcudacxx
// CHECK: atom.cas.acquire.gpu.b32
// CHECK: atom.cas.acq_rel.cta.b32
__global__ void libcudacxx(int *p, int *out) {
  cuda::atomic_ref<int, cuda::thread_scope_device> r(p[0]);
  int e = out[0];
  out[1] = r.compare_exchange_strong(e, 5, cuda::std::memory_order_relaxed, cuda::std::memory_order_acquire);
  cuda::atomic_ref<int, cuda::thread_scope_block> b(p[1]);
  out[2] = b.compare_exchange_weak(e, 6, cuda::std::memory_order_release, cuda::std::memory_order_acquire);
  out[3] = e;
}

#ifdef KILN_SPELLING
#include <kiln/simt.hpp>
// KILN-LABEL: .entry _Z5kilnsPiS_
// KILN: atom.acquire.gpu.global.cas.b32
// KILN: atom.acq_rel.cta.global.cas.b32
// KILN: atom.release.gpu.global.cas.b32
__global__ void kilns(int *p, int *out) {
  int e = out[0];
  kiln::atomic_ref<int> r(p[0]);
  out[1] = r.compare_exchange_strong(e, 5, kiln::memory_order::relaxed, kiln::memory_order::acquire);
  kiln::atomic_ref<int, kiln::scope::block> b(p[1]);
  out[2] = b.compare_exchange_weak(e, 6, kiln::memory_order::release, kiln::memory_order::acquire);
  out[3] = r.compare_exchange_weak(e, 7, kiln::memory_order::release, kiln::memory_order::relaxed);
  out[4] = e;
}
#endif
