//===- kiln/cuda/cluster.hpp - sm_90's thread block cluster queries -*- C++ -*-===//
//
// The cluster intrinsics of crt/sm_90_rt.h: the cluster's shape and a block's
// place in it, the cluster-scope fence, the split cluster barrier
// (barrier.cluster.arrive[.relaxed] / .wait, the ops cuda::ptx and
// cg::this_cluster() use) and distributed shared memory addressing (mapa,
// getctarank: the ops of cluster_group::map_shared_rank / query_shared_rank).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_CLUSTER_HPP
#define KILN_CUDA_CLUSTER_HPP

#if __CUDA_ARCH__ >= 900
namespace __kiln_cluster {
__KILN_PRIM("cluster_id.x") unsigned id_x();
__KILN_PRIM("cluster_id.y") unsigned id_y();
__KILN_PRIM("cluster_id.z") unsigned id_z();
__KILN_PRIM("cluster_dim.x") unsigned dim_x();
__KILN_PRIM("cluster_dim.y") unsigned dim_y();
__KILN_PRIM("cluster_dim.z") unsigned dim_z();
__KILN_PRIM("block_id_in_cluster.x") unsigned block_x();
__KILN_PRIM("block_id_in_cluster.y") unsigned block_y();
__KILN_PRIM("block_id_in_cluster.z") unsigned block_z();
__KILN_PRIM("block_rank_in_cluster") unsigned block_rank();
__KILN_PRIM("map_shared_rank") void *map_shared_rank(const void *addr, unsigned rank);
__KILN_PRIM("shared_rank") unsigned query_shared_rank(const void *addr);
__KILN_PRIM("hopper.cluster_arrive") void arrive();
__KILN_PRIM("hopper.cluster_arrive_relaxed") void arrive_relaxed();
__KILN_PRIM("hopper.cluster_wait") void wait();
} // namespace __kiln_cluster
static __device__ __forceinline__ dim3 __clusterIdx() {
  return dim3(__kiln_cluster::id_x(), __kiln_cluster::id_y(), __kiln_cluster::id_z());
}
static __device__ __forceinline__ dim3 __clusterDim() {
  return dim3(__kiln_cluster::dim_x(), __kiln_cluster::dim_y(), __kiln_cluster::dim_z());
}
static __device__ __forceinline__ dim3 __clusterRelativeBlockIdx() {
  return dim3(__kiln_cluster::block_x(), __kiln_cluster::block_y(), __kiln_cluster::block_z());
}
static __device__ __forceinline__ unsigned __clusterRelativeBlockRank() { return __kiln_cluster::block_rank(); }
static __device__ __forceinline__ unsigned __clusterSizeInBlocks() {
  return __kiln_cluster::dim_x() * __kiln_cluster::dim_y() * __kiln_cluster::dim_z();
}
static __device__ __forceinline__ dim3 __clusterGridDimInClusters() {
  return dim3(gridDim.x / __kiln_cluster::dim_x(), gridDim.y / __kiln_cluster::dim_y(),
              gridDim.z / __kiln_cluster::dim_z());
}
extern "C" __KILN_PRIM("fence.cluster") void __threadfence_cluster();
static __device__ __forceinline__ void __cluster_barrier_arrive() { __kiln_cluster::arrive(); }
static __device__ __forceinline__ void __cluster_barrier_arrive_relaxed() { __kiln_cluster::arrive_relaxed(); }
static __device__ __forceinline__ void __cluster_barrier_wait() { __kiln_cluster::wait(); }
static __device__ __forceinline__ void *__cluster_map_shared_rank(const void *ptr, unsigned target_block_rank) {
  return __kiln_cluster::map_shared_rank(ptr, target_block_rank);
}
static __device__ __forceinline__ unsigned __cluster_query_shared_rank(const void *ptr) {
  return __kiln_cluster::query_shared_rank(ptr);
}
// The operand pair of a multicast TMA/bulk copy: the object's shared-window
// address and the mask of the cluster's blocks it goes to (sm_90_rt.hpp).
static __device__ __forceinline__ uint2 __cluster_map_shared_multicast(const void *ptr,
                                                                       unsigned int cluster_cta_mask) {
  return make_uint2((unsigned)__cvta_generic_to_shared(ptr), cluster_cta_mask);
}
// Whether the launch gave the kernel a cluster shape (%is_explicit_cluster).
static __device__ __forceinline__ unsigned __clusterDimIsSpecified() {
  unsigned r;
  asm("{ .reg .pred p; mov.pred p, %%is_explicit_cluster; selp.u32 %0, 1, 0, p; }" : "=r"(r));
  return r;
}
#endif

#endif // KILN_CUDA_CLUSTER_HPP
