//===- kiln/cuda/cluster.hpp - sm_90's thread block cluster queries -*- C++ -*-===//
//
// The cluster intrinsics of crt/sm_90_rt.h that read the cluster's shape and a
// block's place in it, and the cluster-scope fence. (The split cluster barrier
// and the distributed-shared-memory mappings are not here: see docs/language.md.)
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
#endif

#endif // KILN_CUDA_CLUSTER_HPP
