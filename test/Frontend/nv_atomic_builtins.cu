// CUDA 12.8's scoped, ordered atomic builtins (__nv_atomic_<op> with the
// __NV_ATOMIC_* orders and __NV_THREAD_SCOPE_* scopes of crt/device_functions.h),
// the named barriers __barrier_sync[_count] and sm_90's
// __cluster_map_shared_multicast: each builtin is one atom/ld/st/red at the
// order and scope nvcc gives it (nvcc -ptx -arch=sm_90 emits the same
// semantics and scopes; a relaxed gpu-scope atom is PTX's plain atom). The
// scope defaults to system; seq_cst is a fence.sc before an acquire access.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --arch=sm_90 -DBAD_SIZE -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: static assertion failed{{.*}}kilnc supports 4- and 8-byte types

struct Pair { int a, b; };
struct Rgb { unsigned char r, g, b; };

// CHECK-LABEL: .entry _Z6orders
// CHECK: atom.global.add.u32
// CHECK: atom.acq_rel.sys.add.u32
// CHECK: atom.release.cta.add.u32
// CHECK: atom.global.add.f32
// CHECK: ld.acquire.gpu.global.b32
// CHECK: ld.acquire.cluster.global.b32
// CHECK: st.release.gpu.global.b32
// CHECK: atom.acq_rel.gpu.exch.b64
// CHECK: fence.sc.gpu;
// CHECK-NEXT: atom.acquire.gpu.exch.b64
// CHECK: atom.acq_rel.gpu.global.cas.b32
// CHECK: fence.sc.cta;
// CHECK-NEXT: atom.acquire.cta.global.cas.b32
// CHECK: atom.global.and.b32
// CHECK: atom.global.or.b32
// CHECK: atom.global.xor.b32
// CHECK: atom.global.min.s32
// CHECK: atom.global.max.u32
// CHECK: fence.sc.gpu;
// CHECK: atom.global.exch.b64
__global__ void orders(int *p, unsigned long long *q, float *f, int *out, Pair *pp, unsigned *u) {
  int v = __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  v += __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_ACQ_REL);
  __nv_atomic_add(p + 1, 2, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
  float x = __nv_atomic_fetch_add(f, 1.5f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  int l = __nv_atomic_load_n(p + 2, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  int l2;
  __nv_atomic_load(p + 2, &l2, __NV_ATOMIC_CONSUME, __NV_THREAD_SCOPE_CLUSTER);
  __nv_atomic_store_n(p + 3, l, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
  unsigned long long e = __nv_atomic_exchange_n(q, 5ull, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);
  unsigned long long nv = 9, old;
  __nv_atomic_exchange(q, &nv, &old, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  int exp = 0;
  bool ok = __nv_atomic_compare_exchange_n(p + 4, &exp, 3, false, __NV_ATOMIC_ACQ_REL,
                                           __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  int des = 4;
  ok &= __nv_atomic_compare_exchange(p + 4, &exp, &des, true, __NV_ATOMIC_SEQ_CST,
                                     __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK);
  v += __nv_atomic_fetch_and(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  v += __nv_atomic_fetch_or(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  v += __nv_atomic_fetch_xor(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  v += __nv_atomic_fetch_min(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_max(u, 7u, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  // The generic form on an 8-byte struct: its bits as one 64-bit exchange.
  Pair np{1, 2}, op;
  __nv_atomic_exchange(pp, &np, &op, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  out[threadIdx.x] = v + (int)x + l + l2 + (int)e + (int)old + ok + op.a + op.b;
#ifdef BAD_SIZE
  Rgb c{1, 2, 3}, d;
  __nv_atomic_exchange((Rgb *)out, &c, &d, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
#endif
}

// Named barriers: barrier.sync id[, count], as nvcc emits them.
// CHECK-LABEL: .entry _Z13named_barrier
// CHECK: barrier.sync %r{{[0-9]+}};
// CHECK: barrier.sync %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: barrier.sync %r{{[0-9]+}}, %r{{[0-9]+}};
__global__ void __launch_bounds__(128) named_barrier(float *o) {
  __shared__ float s[128], t[128];
  s[threadIdx.x] = o[threadIdx.x];
  __barrier_sync(1);
  float v = s[127 - threadIdx.x];
  if (threadIdx.x < 64) {
    t[threadIdx.x] = v;
    __barrier_sync_count(2, 64);
    o[threadIdx.x] = t[63 - threadIdx.x];
  } else {
    t[threadIdx.x] = 2 * v;
    __barrier_sync_count(3, 64);
    o[threadIdx.x] = t[191 - threadIdx.x];
  }
}

// The multicast operand pair: the shared-window address and the block mask.
// CHECK-LABEL: .entry _Z9multicast
// CHECK: mov.b32 [[A:%r[0-9]+]], _Z9multicastPj_$_buf;
// CHECK: st.global.v2.b32 [%rd{{[0-9]+}}], {[[A]], 5};
__global__ void __cluster_dims__(2, 1, 1) multicast(unsigned *o) {
  __shared__ float buf[32];
  uint2 m = __cluster_map_shared_multicast(buf, 5u);
  reinterpret_cast<uint2 *>(o)[0] = m;
}
