// Cluster features (sm_90+): ids, the cluster barrier, cluster-scope
// atomics and fences, a fixed cluster shape, and bf16 atomic add.
func.func @cluster(%out: !simt.ptr<i32, global>, %acc: !simt.ptr<bf16, global>, %v: bf16)
    attributes {simt.kernel, simt.cluster_dims = array<i32: 2, 1, 1>} {
  %cid = simt.cluster_id x
  %cdim = simt.cluster_dim x
  %bic = simt.block_id_in_cluster x
  %rank = simt.block_rank_in_cluster
  simt.barrier cluster
  simt.fence cluster order(acq_rel)
  %a = arith.addi %cid, %cdim : i32
  %b = arith.addi %a, %bic : i32
  %c = arith.addi %b, %rank : i32
  %old = simt.atomic_rmw add %out, %c scope(cluster) order(acq_rel) : !simt.ptr<i32, global>, i32
  simt.atomic_store %old, %out scope(cluster) order(release) : i32, !simt.ptr<i32, global>
  %x = simt.atomic_rmw add %acc, %v scope(device) order(relaxed) : !simt.ptr<bf16, global>, bf16
  return
}
