//===- kiln/cuda/hopper.hpp - sm_90's async-proxy primitives ----*- C++ -*-===//
//
// The low-level building blocks of TMA + mbarrier pipelines and warp
// specialisation (issue 14), one simt op each (SimtAsyncOps.td), for
// hand-written kernels and for the <cuda/barrier> / cuda::ptx layers built
// on them. Barriers are 8-byte `unsigned long long` objects in the block's
// shared memory; shared buffers are generic pointers into it. A tensor map
// is the address of a `const __grid_constant__ CUtensorMap` kernel parameter
// (kept in the param space, never copied) or of one in global or constant
// memory; coordinates are in elements, innermost dimension first.
//
//   __kiln_mbarrier_init(bar, count)            mbarrier.init
//   __kiln_mbarrier_inval(bar)                  mbarrier.inval
//   __kiln_mbarrier_arrive(bar[, count])        mbarrier.arrive.release.cta -> state
//   __kiln_mbarrier_arrive_cluster(bar, rank)   arrive on block `rank`'s barrier (mapa)
//   __kiln_mbarrier_expect_tx(bar, bytes)       mbarrier.expect_tx
//   __kiln_mbarrier_arrive_expect_tx(bar, bytes) mbarrier.arrive.expect_tx
//   __kiln_mbarrier_try_wait_parity(bar, parity) one try_wait.parity -> bool
//   __kiln_mbarrier_wait_parity(bar, parity)    try_wait.parity until the phase completes
//   __kiln_fence_mbarrier_init()                fence.mbarrier_init.release.cluster
//   __kiln_fence_proxy_async()                  fence.proxy.async.shared::cta
//   __kiln_tma_load_{1..5}d(dst, map, bar, c0, ...)            cp.async.bulk.tensor (load)
//   __kiln_tma_load_multicast_{1..5}d(dst, map, bar, mask, c0, ...)  .multicast::cluster
//   __kiln_tma_store_{1..5}d(map, src, c0, ...)                cp.async.bulk.tensor (store)
//   __kiln_tma_store_commit(), __kiln_tma_store_wait(N), __kiln_tma_store_wait_read(N)
//   __kiln_setmaxnreg_inc(N), __kiln_setmaxnreg_dec(N)         (sm_90a; N constant)
//   __kiln_elect_sync(mask)                     elect.sync
//   __kiln_stmatrix_x{1,2,4}[_trans](ptr, r0, ...)             stmatrix.m8n8.b16
//   __kiln_cluster_arrive(), __kiln_cluster_arrive_relaxed(), __kiln_cluster_wait()
//
// Every one needs sm_90 (setmaxnreg sm_90a or sm_100a): elsewhere kilnc
// stops at the call, naming the targets that have it.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_HOPPER_HPP
#define KILN_CUDA_HOPPER_HPP

typedef unsigned long long __kiln_mbarrier_t;

__KILN_PRIM("hopper.mbarrier_init") void __kiln_mbarrier_init(__kiln_mbarrier_t *bar, unsigned count);
__KILN_PRIM("hopper.mbarrier_inval") void __kiln_mbarrier_inval(__kiln_mbarrier_t *bar);
__KILN_PRIM("hopper.mbarrier_arrive") unsigned long long __kiln_mbarrier_arrive(__kiln_mbarrier_t *bar);
__KILN_PRIM("hopper.mbarrier_arrive") unsigned long long __kiln_mbarrier_arrive(__kiln_mbarrier_t *bar,
                                                                               unsigned count);
__KILN_PRIM("hopper.mbarrier_arrive_cluster") void __kiln_mbarrier_arrive_cluster(__kiln_mbarrier_t *bar,
                                                                                  unsigned rank);
__KILN_PRIM("hopper.mbarrier_expect_tx") void __kiln_mbarrier_expect_tx(__kiln_mbarrier_t *bar, unsigned bytes);
__KILN_PRIM("hopper.mbarrier_arrive_expect_tx") void __kiln_mbarrier_arrive_expect_tx(__kiln_mbarrier_t *bar,
                                                                                      unsigned bytes);
__KILN_PRIM("hopper.mbarrier_try_wait") bool __kiln_mbarrier_try_wait_parity(__kiln_mbarrier_t *bar,
                                                                             unsigned parity);
__KILN_PRIM("hopper.mbarrier_wait") void __kiln_mbarrier_wait_parity(__kiln_mbarrier_t *bar, unsigned parity);
__KILN_PRIM("hopper.fence_mbarrier_init") void __kiln_fence_mbarrier_init();
__KILN_PRIM("hopper.fence_proxy_async") void __kiln_fence_proxy_async();

__KILN_PRIM("hopper.tma_load") void __kiln_tma_load_1d(void *dst, const void *map, __kiln_mbarrier_t *bar, int c0);
__KILN_PRIM("hopper.tma_load") void __kiln_tma_load_2d(void *dst, const void *map, __kiln_mbarrier_t *bar, int c0,
                                                       int c1);
__KILN_PRIM("hopper.tma_load") void __kiln_tma_load_3d(void *dst, const void *map, __kiln_mbarrier_t *bar, int c0,
                                                       int c1, int c2);
__KILN_PRIM("hopper.tma_load") void __kiln_tma_load_4d(void *dst, const void *map, __kiln_mbarrier_t *bar, int c0,
                                                       int c1, int c2, int c3);
__KILN_PRIM("hopper.tma_load") void __kiln_tma_load_5d(void *dst, const void *map, __kiln_mbarrier_t *bar, int c0,
                                                       int c1, int c2, int c3, int c4);
__KILN_PRIM("hopper.tma_load_multicast")
void __kiln_tma_load_multicast_1d(void *dst, const void *map, __kiln_mbarrier_t *bar, unsigned short mask, int c0);
__KILN_PRIM("hopper.tma_load_multicast")
void __kiln_tma_load_multicast_2d(void *dst, const void *map, __kiln_mbarrier_t *bar, unsigned short mask, int c0,
                                  int c1);
__KILN_PRIM("hopper.tma_load_multicast")
void __kiln_tma_load_multicast_3d(void *dst, const void *map, __kiln_mbarrier_t *bar, unsigned short mask, int c0,
                                  int c1, int c2);
__KILN_PRIM("hopper.tma_load_multicast")
void __kiln_tma_load_multicast_4d(void *dst, const void *map, __kiln_mbarrier_t *bar, unsigned short mask, int c0,
                                  int c1, int c2, int c3);
__KILN_PRIM("hopper.tma_load_multicast")
void __kiln_tma_load_multicast_5d(void *dst, const void *map, __kiln_mbarrier_t *bar, unsigned short mask, int c0,
                                  int c1, int c2, int c3, int c4);
__KILN_PRIM("hopper.tma_store") void __kiln_tma_store_1d(const void *map, const void *src, int c0);
__KILN_PRIM("hopper.tma_store") void __kiln_tma_store_2d(const void *map, const void *src, int c0, int c1);
__KILN_PRIM("hopper.tma_store") void __kiln_tma_store_3d(const void *map, const void *src, int c0, int c1, int c2);
__KILN_PRIM("hopper.tma_store") void __kiln_tma_store_4d(const void *map, const void *src, int c0, int c1, int c2,
                                                         int c3);
__KILN_PRIM("hopper.tma_store") void __kiln_tma_store_5d(const void *map, const void *src, int c0, int c1, int c2,
                                                         int c3, int c4);
__KILN_PRIM("hopper.tma_store_commit") void __kiln_tma_store_commit();
__KILN_PRIM("hopper.tma_store_wait") void __kiln_tma_store_wait(int pending);
__KILN_PRIM("hopper.tma_store_wait_read") void __kiln_tma_store_wait_read(int pending);

__KILN_PRIM("hopper.setmaxnreg_inc") void __kiln_setmaxnreg_inc(int count);
__KILN_PRIM("hopper.setmaxnreg_dec") void __kiln_setmaxnreg_dec(int count);
__KILN_PRIM("hopper.elect_sync") bool __kiln_elect_sync(unsigned mask);
__KILN_PRIM("hopper.stmatrix") void __kiln_stmatrix_x1(void *ptr, unsigned r0);
__KILN_PRIM("hopper.stmatrix") void __kiln_stmatrix_x2(void *ptr, unsigned r0, unsigned r1);
__KILN_PRIM("hopper.stmatrix") void __kiln_stmatrix_x4(void *ptr, unsigned r0, unsigned r1, unsigned r2,
                                                       unsigned r3);
__KILN_PRIM("hopper.stmatrix_trans") void __kiln_stmatrix_x1_trans(void *ptr, unsigned r0);
__KILN_PRIM("hopper.stmatrix_trans") void __kiln_stmatrix_x2_trans(void *ptr, unsigned r0, unsigned r1);
__KILN_PRIM("hopper.stmatrix_trans") void __kiln_stmatrix_x4_trans(void *ptr, unsigned r0, unsigned r1,
                                                                   unsigned r2, unsigned r3);
__KILN_PRIM("hopper.cluster_arrive") void __kiln_cluster_arrive();
__KILN_PRIM("hopper.cluster_arrive_relaxed") void __kiln_cluster_arrive_relaxed();
__KILN_PRIM("hopper.cluster_wait") void __kiln_cluster_wait();

#endif // KILN_CUDA_HOPPER_HPP
