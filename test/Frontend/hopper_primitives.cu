// <kiln/cuda/hopper.hpp>'s __kiln_* primitives are the simt ops of
// SimtAsyncOps.td (--emit=simt), a by-value __grid_constant__ CUtensorMap
// stays the kernel parameter the TMA ops read (no local copy), and the PTX
// assembles for sm_90a.
// RUN: kilnc %s --arch=sm_90a --emit=simt -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90a -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: not kilnc %s --arch=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80

typedef struct alignas(64) CUtensorMap_st {
  unsigned long long opaque[16];
} CUtensorMap;

// CHECK-LABEL: func.func @tma_kernel(
// CHECK-SAME: %[[MAP:[^:]*]]: !llvm.
// CHECK: simt.mbarrier_init %{{.*}}, %{{.*}} : !simt.ptr<i64, shared>
// CHECK: simt.fence_proxy_async
// CHECK: simt.mbarrier_arrive_expect_tx %{{.*}}, %{{.*}} : !simt.ptr<i64, shared>
// CHECK: simt.tma_load %{{.*}}, %[[MAP]], %{{.*}}, [%{{.*}}, %{{.*}}] : !simt.ptr<i8, shared>, !llvm.
// CHECK: simt.mbarrier_wait %{{.*}}, %{{.*}} : !simt.ptr<i64, shared>
// CHECK: simt.tma_store %[[MAP]], %{{.*}}, [%{{.*}}, %{{.*}}]
// CHECK: simt.tma_store_commit
// CHECK: simt.tma_store_wait 0 read
// CHECK: simt.tma_store_wait 0
// PTX: .entry tma_kernel(
// PTX-NEXT: .param .align 64 .b8 tma_kernel_param_0[128]
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global
// PTX: mbarrier.try_wait.parity
// PTX: cp.async.bulk.tensor.2d.global.shared::cta
// SM80: error: this needs sm_90 instructions
extern "C" __global__ void __launch_bounds__(128) tma_kernel(const __grid_constant__ CUtensorMap map, float *out) {
  __shared__ alignas(128) float box[32 * 32];
  __shared__ __kiln_mbarrier_t bar;
  if (threadIdx.x == 0) {
    __kiln_mbarrier_init(&bar, 1);
    __kiln_fence_proxy_async();
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    __kiln_mbarrier_arrive_expect_tx(&bar, sizeof(box));
    __kiln_tma_load_2d(box, &map, &bar, 0, 32 * blockIdx.x);
  }
  __kiln_mbarrier_wait_parity(&bar, 0);
  out[blockIdx.x * 128 + threadIdx.x] = box[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    __kiln_tma_store_2d(&map, box, 0, 32 * blockIdx.x);
    __kiln_tma_store_commit();
    __kiln_tma_store_wait_read(0);
    __kiln_tma_store_wait(0);
  }
}

// CHECK-LABEL: func.func @specialised(
// CHECK: simt.setmaxnreg dec 40
// CHECK: simt.setmaxnreg inc 232
// CHECK: simt.elect_sync
// CHECK: simt.stmatrix %{{.*}}, [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : !simt.ptr<i32, shared>
// CHECK: simt.stmatrix trans %{{.*}}, [%{{.*}}] : !simt.ptr<i32, shared>
// CHECK: simt.mbarrier_arrive_cluster
// CHECK: simt.cluster_arrive relaxed
// CHECK: simt.cluster_wait
// PTX: setmaxnreg.dec.sync.aligned.u32 40
// PTX: setmaxnreg.inc.sync.aligned.u32 232
// PTX: elect.sync
// PTX: stmatrix.sync.aligned.m8n8.x4.shared.b16
// (clang refuses __cluster_dims__ itself below sm_90, before kilnc's check.)
#if __CUDA_ARCH__ >= 900
#define CLUSTER2 __cluster_dims__(2, 1, 1)
#else
#define CLUSTER2
#endif
extern "C" __global__ void CLUSTER2 __launch_bounds__(256) specialised(unsigned *out) {
  __shared__ alignas(16) unsigned tile[4 * 64];
  __shared__ __kiln_mbarrier_t bar;
  if (threadIdx.x / 128 == 0)
    __kiln_setmaxnreg_dec(40);
  else
    __kiln_setmaxnreg_inc(232);
  if (__kiln_elect_sync(0xffffffffu))
    out[threadIdx.x / 32] = 1;
  unsigned lane = threadIdx.x % 32;
  if (threadIdx.x < 32) {
    __kiln_stmatrix_x4(&tile[lane * 4], lane, lane + 1, lane + 2, lane + 3);
    __syncwarp();
    __kiln_stmatrix_x1_trans(&tile[lane * 4], lane);
  }
  if (threadIdx.x == 0)
    __kiln_mbarrier_arrive_cluster(&bar, 1);
  __kiln_cluster_arrive_relaxed();
  __kiln_cluster_wait();
  __syncthreads();
  out[8 + threadIdx.x] = tile[threadIdx.x];
}
