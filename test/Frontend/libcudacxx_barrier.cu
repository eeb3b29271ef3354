// libcu++'s <cuda/barrier> and <cuda/pipeline> as nvcc compiles them: the
// toolkit's headers, whose mbarrier and cp.async operations are inline PTX.
// __isShared/__isClusterShared(&bar) fold for a __shared__ barrier, so only
// the mbarrier path is left (no isspacep, no generic atomics fallback), and
// the instructions are nvcc's (nvcc -ptx -arch=sm_90 / sm_80: same
// mbarrier/cp.async sequence; on sm_90 a 16-byte aligned copy is a bulk copy
// that completes the barrier's transaction count). The sync checks do not
// model mbarrier ordering: correct code gets warnings, never errors
// (docs/synchronisation.md, "Inline PTX").
// REQUIRES: cuda-headers
// RUN: kilnc %s --arch=sm_90 -o %t.90.ptx 2>%t.90.err
// RUN: FileCheck %s --check-prefixes=PTX,SM90 < %t.90.ptx
// RUN: FileCheck %s --check-prefix=DIAG < %t.90.err
// sm_80: kilnc picks PTX 7.0, and libcu++ asks for test_wait.parity (7.1): with
// ptxas (it finds the ISA each inline statement needs) kilnc raises it by itself;
// --ptx-version fixes it, and a cap below 7.1 is an error that says why.
// RUN: kilnc %s --arch=sm_80 --ptx-version=7.8 -o %t.80.ptx 2>%t.80.err
// RUN: FileCheck %s --check-prefixes=PTX,SM80 < %t.80.ptx
// RUN: FileCheck %s --check-prefix=DIAG < %t.80.err
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.90.ptx -o /dev/null && %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: %if ptxas %{ kilnc %s --arch=sm_80 -o %t.80a.ptx -w && FileCheck %s --check-prefixes=PTX,SM80,ISA71 < %t.80a.ptx %}
// RUN: %if ptxas %{ not kilnc %s --arch=sm_80 --max-ptx=7.0 -o /dev/null -w 2>&1 | FileCheck %s --check-prefix=CAP %}
// ISA71: .version 7.1
// CAP: error: ptxas rejects this inline PTX for sm_80: Feature 'mbarrier.test_wait.parity' requires PTX ISA .version 7.1 or later
// CAP: kilnc: error: the inline PTX of this file needs PTX ISA 7.1 or newer for sm_80 (ptxas), above the cap of 7.0 from --max-ptx/--cuda-driver
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 -std=c++17 %s -o /dev/null %}
// DIAG-NOT: error:
// DIAG: warning: cannot prove this read of @{{.*}}tile{{.*}} race-free {{.*}}completes asynchronous copies into an mbarrier, whose ordering Kiln does not model
// DIAG-NOT: error:
// PTX-NOT: isspacep
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cooperative_groups.h>
#include <utility>

namespace cg = cooperative_groups;

// PTX-LABEL: .entry per_thread_copy(
// PTX: mbarrier.init.shared.b64
// PTX: bar.sync 0;
// PTX: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 4, 4;
// PTX: cp.async.mbarrier.arrive.shared.b64
// PTX: mbarrier.arrive.shared{{(::cta)?}}.b64
// SM90: mbarrier.try_wait.shared.b64
// SM80: mbarrier.test_wait.shared.b64
extern "C" __global__ void per_thread_copy(const float *__restrict__ in, float *out) {
  __shared__ float tile[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  cuda::memcpy_async(&tile[threadIdx.x], in + blockIdx.x * 256 + threadIdx.x, cuda::aligned_size_t<4>(sizeof(float)), bar);
  bar.arrive_and_wait();
  out[blockIdx.x * 256 + threadIdx.x] = tile[255 - threadIdx.x];
}

// One thread copies the tile; arrive() / wait(token) split the phase.
// PTX-LABEL: .entry bulk_tile(
// SM90: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
// SM90: mbarrier.expect_tx
// SM80: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, 16;
// SM80: cp.async.mbarrier.arrive.shared.b64
// PTX: mbarrier.arrive.shared{{(::cta)?}}.b64
extern "C" __global__ void bulk_tile(const float4 *__restrict__ in, float4 *out) {
  __shared__ float4 tile[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  if (threadIdx.x == 0)
    cuda::memcpy_async(tile, in + blockIdx.x * 256, cuda::aligned_size_t<16>(sizeof(tile)), bar);
  auto token = bar.arrive();
  bar.wait(std::move(token));
  out[blockIdx.x * 256 + threadIdx.x] = tile[255 - threadIdx.x];
}

// arrive_and_drop: the thread leaves the barrier's later phases.
// PTX-LABEL: .entry drop(
// PTX: mbarrier.arrive_drop.shared{{(::cta)?}}.b64
extern "C" __global__ void drop(float *out, int steps) {
  __shared__ float v[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  v[threadIdx.x] = threadIdx.x;
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    if (s >= (int)(threadIdx.x % 8)) {
      bar.arrive_and_drop();
      break;
    }
    bar.arrive_and_wait();
  }
  out[threadIdx.x] = v[threadIdx.x];
}

// A thread-scope pipeline is cp.async groups: commit_group / wait_group.
// PTX-LABEL: .entry thread_pipeline(
// PTX: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, 16;
// PTX: cp.async.commit_group;
// PTX: cp.async.wait_group 0;
extern "C" __global__ void thread_pipeline(const float4 *__restrict__ in, float4 *out) {
  __shared__ float4 s[128];
  auto pipe = cuda::make_pipeline();
  pipe.producer_acquire();
  cuda::memcpy_async(&s[threadIdx.x], &in[threadIdx.x], cuda::aligned_size_t<16>(sizeof(float4)), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  out[threadIdx.x] = s[threadIdx.x];
  pipe.consumer_release();
}

// A block-scope pipeline keeps its stages' mbarriers in pipeline_shared_state.
// PTX-LABEL: .entry block_pipeline(
// PTX: mbarrier.init.shared.b64
// PTX: cp.async.mbarrier.arrive.shared.b64
// SM90: mbarrier.try_wait.parity.shared.b64
// SM80: mbarrier.test_wait.parity.shared.b64
// PTX: mbarrier.inval.shared.b64
extern "C" __global__ void block_pipeline(const float *__restrict__ in, float *out) {
  __shared__ alignas(16) float buf[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  pipe.producer_acquire();
  cuda::memcpy_async(block, buf, in + blockIdx.x * 256, sizeof(float) * 256, pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  out[blockIdx.x * 256 + threadIdx.x] = buf[255 - threadIdx.x];
  pipe.consumer_release();
}
