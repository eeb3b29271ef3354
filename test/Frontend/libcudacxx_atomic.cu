// libcu++'s atomics (<cuda/atomic>, <cuda/std/atomic>) as nvcc compiles them:
// the toolkit's headers, whose scoped PTX atomics are inline asm. Their
// local-memory fallback passes a function reference (__cuda_fetch_local_bop_add
// ...), which is a known callee after inlining; no call is left in the PTX.
// The sequences below are nvcc's: nvcc -ptx -arch=sm_90 -std=c++17 gives the
// same atom/fence/ld/st/bar sequence, instruction for instruction. (cuda::std::atomic
// is system scope.)
// REQUIRES: cuda-headers
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 -std=c++17 %s -o /dev/null %}
#include <cuda/atomic>
#include <cuda/std/atomic>

// CHECK-NOT: call
// CHECK-LABEL: .entry _Z10device_intPii(
// CHECK: atom.add.relaxed.gpu.s32
// CHECK: atom.add.release.gpu.s32
// CHECK: atom.min.acquire.gpu.s32
// CHECK: atom.max.relaxed.gpu.s32
// CHECK: atom.exch.acq_rel.gpu.b32
// CHECK: atom.cas.acquire.gpu.b32
// CHECK: st.release.gpu.b32
// CHECK: ld.acquire.gpu.b32
__global__ void device_int(int *g, int v) {
  cuda::atomic_ref<int, cuda::thread_scope_device> a(*g);
  int r = a.fetch_add(v, cuda::std::memory_order_relaxed);
  r += a.fetch_sub(v, cuda::std::memory_order_release);
  r += a.fetch_min(v, cuda::std::memory_order_acquire);
  r += a.fetch_max(v, cuda::std::memory_order_relaxed);
  r += a.exchange(v, cuda::std::memory_order_acq_rel);
  int e = r;
  a.compare_exchange_strong(e, v, cuda::std::memory_order_acquire);
  a.store(r + e, cuda::std::memory_order_release);
  g[1] = a.load(cuda::std::memory_order_acquire);
}

// CHECK-LABEL: .entry _Z11block_typesPjPyPfPd(
// CHECK: atom.and.relaxed.cta.b32
// CHECK: atom.or.relaxed.cta.b32
// CHECK: atom.xor.relaxed.cta.b32
// CHECK: atom.add.relaxed.cta.u64
// CHECK: atom.add.relaxed.cta.f32
// CHECK: atom.add.relaxed.cta.f64
__global__ void block_types(unsigned *u, unsigned long long *ull, float *f, double *d) {
  constexpr auto relaxed = cuda::std::memory_order_relaxed;
  cuda::atomic_ref<unsigned, cuda::thread_scope_block> au(*u);
  au.fetch_and(0xF0u, relaxed);
  au.fetch_or(1u, relaxed);
  au.fetch_xor(threadIdx.x, relaxed);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_block>(*ull).fetch_add(1ull, relaxed);
  cuda::atomic_ref<float, cuda::thread_scope_block>(*f).fetch_add(0.5f, relaxed);
  cuda::atomic_ref<double, cuda::thread_scope_block>(*d).fetch_add(0.25, relaxed);
}

// Shared memory, cuda::atomic objects and the fences.
// CHECK-LABEL: .entry _Z14shared_ticketsPi(
// CHECK: st.relaxed.cta.b32
// CHECK: bar.sync 0;
// CHECK: atom.add.relaxed.cta.s32
// CHECK: fence.acq_rel.cta;
// CHECK: atom.add.acquire.sys.u32
// CHECK: fence.sc.sys;
__device__ cuda::std::atomic<unsigned> next_ticket;
__global__ void shared_tickets(int *out) {
  __shared__ cuda::atomic<int, cuda::thread_scope_block> slots;
  if (threadIdx.x == 0)
    slots.store(0, cuda::std::memory_order_relaxed);
  __syncthreads();
  int mine = slots.fetch_add(1, cuda::std::memory_order_relaxed);
  cuda::atomic_thread_fence(cuda::std::memory_order_release, cuda::thread_scope_block);
  unsigned t = next_ticket.fetch_add(1u, cuda::std::memory_order_acquire);
  cuda::std::atomic_thread_fence(cuda::std::memory_order_seq_cst);
  out[blockIdx.x * blockDim.x + threadIdx.x] = mine + int(t);
}
