// crt/sm_90_rt.h's intrinsics that real Hopper kernels call directly, as nvcc
// declares them without an include: the split cluster barrier
// (__cluster_barrier_arrive[_relaxed]/__cluster_barrier_wait), distributed
// shared memory (__cluster_map_shared_rank, __cluster_query_shared_rank),
// __clusterDimIsSpecified, and the 128-bit atomicCAS/atomicExch templates over
// a 16-byte, 16-aligned type (one atom.cas.b128 / atom.exch.b128, as nvcc
// emits); also __nv_aligned_device_malloc, the device runtime's aligned heap
// allocation (nvcc calls __cuda_syscall_aligned_malloc).
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// nvcc declares the cluster intrinsics and the 128-bit atomics for sm_90 and later only.
// RUN: not kilnc %s --arch=sm_80 --emit=mlir 2>&1 | FileCheck %s --check-prefix=SM80

// CHECK-LABEL: func.func @exchange(
// CHECK: call @__cuda_syscall_aligned_malloc(%{{.*}}, %{{.*}}) : (i64, i64) -> !simt.ptr<i8, generic>
// CHECK-LABEL: func.func private @_ZL24__cluster_barrier_arrivev()
// CHECK-NEXT: simt.cluster_arrive{{$}}
// CHECK-LABEL: func.func private @_ZL22__cluster_barrier_waitv()
// CHECK-NEXT: simt.cluster_wait
// CHECK-LABEL: func.func private @_ZL25__cluster_map_shared_rankPKvj(
// CHECK: simt.map_shared_rank
// CHECK-LABEL: func.func private @_ZL27__cluster_query_shared_rankPKv(
// CHECK: simt.shared_rank
// CHECK-LABEL: func.func private @_ZL23__clusterDimIsSpecifiedv()
// CHECK: %is_explicit_cluster
// CHECK-LABEL: func.func private @_ZL32__cluster_barrier_arrive_relaxedv()
// CHECK-NEXT: simt.cluster_arrive relaxed
// CHECK-LABEL: func.func private @_ZL9atomicCASI4Node
// CHECK: simt.inline_asm volatile "{{.*}}atom.cas.b128 d, [$6], c, v;{{.*}}", "=l,=l,l,l,l,l,l,~{memory}"
// CHECK-LABEL: func.func private @_ZL16atomicExch_blockI4Node
// CHECK: atom.cta.exch.b128
// CHECK-LABEL: func.func private @_ZL16atomicCAS_systemI4Node
// CHECK: atom.sys.cas.b128
// PTX: .version {{8\.[3-9]}}
// PTX: barrier.cluster.arrive;
// PTX: barrier.cluster.wait;
// PTX: mapa.u64
// PTX: barrier.cluster.arrive.relaxed;
// PTX: atom.cas.b128
// PTX: atom.cta.exch.b128
// PTX: atom.sys.cas.b128
// PTX: call.uni (retval0), __cuda_syscall_aligned_malloc
struct __align__(16) Node {
  unsigned long long key, next;
};
extern "C" __global__ void __cluster_dims__(2, 1, 1) exchange(float *out, Node *heads, Node *nodes, void **blocks) {
  __shared__ float tile[64];
  tile[threadIdx.x] = threadIdx.x;
  __cluster_barrier_arrive();
  __cluster_barrier_wait();
  unsigned peer = __clusterRelativeBlockRank() ^ 1;
  float *remote = static_cast<float *>(__cluster_map_shared_rank(tile, peer));
  out[threadIdx.x] = remote[threadIdx.x] + __cluster_query_shared_rank(remote) + __clusterDimIsSpecified();
  __cluster_barrier_arrive_relaxed();
  __cluster_barrier_wait();
  Node old = atomicCAS(heads, Node{0, 0}, Node{threadIdx.x, 1});
  Node prev = atomicExch_block(nodes + threadIdx.x, old);
  atomicCAS_system(heads + 1, prev, old);
  blocks[threadIdx.x] = __nv_aligned_device_malloc(256, 128);
}
// SM80: error: use of undeclared identifier '__cluster_barrier_arrive'
// SM80: error: no matching function for call to 'atomicCAS'
