// Hopper TMA, mbarrier and cluster kernels for kiln_tma_e2e (issue 14). Built by
//   kilnc test/e2e/tma/tma_kernels.cu --arch=sm_90a -o tma.kbundle
// and run by kiln_tma_e2e tma.kbundle on an sm_90 GPU.

// The driver's opaque descriptor, as cuda.h declares it (the host builds it).
typedef struct alignas(64) CUtensorMap_st {
  unsigned long long opaque[16];
} CUtensorMap;

// Each block moves one 32 x 32 f32 box of a width x height matrix: a TMA load
// completing on an mbarrier (expect_tx, parity wait), plain stores of box + 1
// to `plain`, then the box doubled in shared memory and TMA-stored through
// `out_map`.
extern "C" __global__ void __launch_bounds__(128)
tma_copy(const __grid_constant__ CUtensorMap in_map, const __grid_constant__ CUtensorMap out_map, float *plain,
         int width) {
  __shared__ alignas(128) float box[32 * 32];
  __shared__ __kiln_mbarrier_t bar;
  int x0 = blockIdx.x * 32, y0 = blockIdx.y * 32;
  if (threadIdx.x == 0) {
    __kiln_mbarrier_init(&bar, 1);
    // The barrier's init must be visible to the TMA unit (the async proxy).
    __kiln_fence_proxy_async();
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    __kiln_mbarrier_arrive_expect_tx(&bar, sizeof(box));
    __kiln_tma_load_2d(box, &in_map, &bar, x0, y0);
  }
  __kiln_mbarrier_wait_parity(&bar, 0);
  for (int i = threadIdx.x; i < 32 * 32; i += 128)
    plain[(y0 + i / 32) * width + x0 + i % 32] = box[i] + 1.0f;
  __syncthreads();
  for (int i = threadIdx.x; i < 32 * 32; i += 128)
    box[i] = box[i] * 2.0f;
  // The generic-proxy writes must be visible to the TMA store.
  __kiln_fence_proxy_async();
  __syncthreads();
  if (threadIdx.x == 0) {
    __kiln_tma_store_2d(&out_map, box, x0, y0);
    __kiln_tma_store_commit();
    __kiln_tma_store_wait(0);
    __kiln_mbarrier_inval(&bar);
  }
}

// Clusters of two blocks: the split cluster barrier, and each block's rank.
extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(64) cluster_ranks(unsigned *out) {
  __kiln_cluster_arrive();
  __kiln_cluster_wait();
  if (threadIdx.x == 0)
    out[blockIdx.x] = __clusterRelativeBlockRank() + 100 * __clusterIdx().x;
  if (threadIdx.x == 0 && __kiln_elect_sync(1u))
    out[gridDim.x + blockIdx.x] = 7;
}

// Clusters of two blocks share one TMA load: rank 0 multicasts the 32 x 32
// box at (32 * cluster, 0) into both blocks' shared memory, each block's
// transaction count on its own barrier; every block writes what landed to
// out[block][...].
extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
tma_multicast(const __grid_constant__ CUtensorMap in_map, float *out) {
  __shared__ alignas(128) float box[32 * 32];
  __shared__ __kiln_mbarrier_t bar;
  unsigned rank = __clusterRelativeBlockRank();
  if (threadIdx.x == 0) {
    __kiln_mbarrier_init(&bar, 1);
    __kiln_fence_mbarrier_init();
  }
  // Both blocks' barriers are armed before either copy can complete on them.
  __kiln_cluster_arrive();
  __kiln_cluster_wait();
  if (threadIdx.x == 0) {
    __kiln_mbarrier_arrive_expect_tx(&bar, sizeof(box));
    if (rank == 0)
      __kiln_tma_load_multicast_2d(box, &in_map, &bar, (unsigned short)3, 32 * __clusterIdx().x, 0);
  }
  __kiln_mbarrier_wait_parity(&bar, 0);
  for (int i = threadIdx.x; i < 32 * 32; i += 128)
    out[blockIdx.x * 1024 + i] = box[i];
  // No block leaves while the other's copy may still target it.
  __kiln_cluster_arrive();
  __kiln_cluster_wait();
}
