// CUDA's <cooperative_groups.h> includes libcu++'s <cuda/atomic>, so a file that includes only
// it may name cuda::atomic_ref; and reduce_update_async / reduce_store_async / the
// *_scan_update scans take cuda::atomic and cuda::atomic_ref destinations. As CUDA's
// header does: cg's operators on 32/64-bit integers are one relaxed fetch_add/min/max/and/
// or/xor from the group's first thread, other operators or types (float plus) a relaxed
// compare-exchange loop, reduce_store_async a relaxed store, and a scan_update offsets each
// thread's scan by the atomic's old value, broadcast from the first thread.
// REQUIRES: cuda-headers
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// scan.h alone (no reduce.h) is enough for the scans and their *_scan_update forms.
// RUN: kilnc %s --arch=sm_90 -DSCAN_ONLY --emit=mlir -o /dev/null

// CHECK-LABEL: .entry cg_atomics(
// CHECK-DAG: atom.add.relaxed.gpu.s32
// CHECK-DAG: atom.max.relaxed.gpu.u64
// CHECK-DAG: atom.cas.relaxed.gpu.b32
// CHECK-DAG: st.relaxed.cta
// CHECK-DAG: shfl.sync.idx.b32
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

#ifdef SCAN_ONLY
extern "C" __global__ void scans_only(const int *in, int *counter, int *out) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  const int v = in[threadIdx.x];
  out[threadIdx.x] = cg::inclusive_scan(tile, v) + cg::exclusive_scan_update(tile, cuda::atomic_ref<int, cuda::thread_scope_device>(*counter), v);
}
#else
#include <cooperative_groups/reduce.h>

extern "C" __global__ void cg_atomics(const int *in, int *total, unsigned long long *maxv, float *fsum, int *offsets,
                                      int *out) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  const int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  cg::reduce_update_async(tile, cuda::atomic_ref<int, cuda::thread_scope_device>(*total), v, cg::plus<int>());
  cg::reduce_update_async(tile, cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(*maxv),
                          (unsigned long long)v, cg::greater<unsigned long long>());
  cg::reduce_update_async(tile, cuda::atomic_ref<float, cuda::thread_scope_device>(*fsum), (float)v, cg::plus<float>());
  cg::reduce_store_async(tile, cuda::atomic_ref<int, cuda::thread_scope_block>(out[blockIdx.x]), v, cg::bit_xor<int>());
  const int at = cg::exclusive_scan_update(tile, cuda::atomic_ref<int, cuda::thread_scope_device>(*offsets), v > 0 ? 1 : 0);
  const int inc = cg::inclusive_scan_update(tile, cuda::atomic_ref<int, cuda::thread_scope_device>(offsets[1]), v, cg::plus<int>());
  out[1024 + blockIdx.x * blockDim.x + threadIdx.x] = at + inc;
}

// A cuda::atomic object (not a ref) in global memory, and cg::less.
__device__ cuda::atomic<int, cuda::thread_scope_device> g_min;
// CHECK-LABEL: .entry cg_atomic_object(
// CHECK: atom.min.relaxed.gpu.s32
extern "C" __global__ void cg_atomic_object(const int *in) {
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  cg::reduce_update_async(tile, g_min, in[threadIdx.x], cg::less<int>());
}
#endif
