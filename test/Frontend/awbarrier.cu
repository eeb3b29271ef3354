// The arrive-wait barriers of <cuda_awbarrier_primitives.h> (__mbarrier_*) and
// <cuda_awbarrier.h> (nvcuda::experimental::awbarrier), and __pipeline_arrive_on /
// pipeline::arrive_on of <cuda_pipeline.h>: Kiln's headers, the toolkit's names and results,
// one mbarrier statement each (the toolkit's PTX). Below sm_90 the C++ awbarrier counts an
// arrival as 2^15 + 1 (a no-complete arrival of 2^15, then one), as the toolkit does.
// A wait loop on the token orders the block's shared-memory writes before it for the
// sync checks; without the wait, the read races.
// RUN: rm -rf %t && split-file %s %t
// RUN: kilnc %t/prim.cu --arch=sm_90 -o %t/prim.ptx 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: FileCheck %s --check-prefix=PRIM < %t/prim.ptx
// Below sm_90 the token waited on is the no-complete arrival's, which the sync checks do not
// pair with a phase: a warning, not a proof (the toolkit's encoding is kept all the same).
// RUN: kilnc %t/cxx.cu --arch=sm_80 -o %t/cxx80.ptx 2>&1 | FileCheck %s --check-prefix=WARN80
// RUN: FileCheck %s --check-prefix=CXX80 < %t/cxx80.ptx
// RUN: kilnc %t/cxx.cu --arch=sm_90 -o %t/cxx90.ptx 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: FileCheck %s --check-prefix=CXX90 < %t/cxx90.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_90 %t/prim.ptx -o /dev/null %}
// RUN: %if ptxas %{ ptxas -arch=sm_80 %t/cxx80.ptx -o /dev/null %}
// RUN: %if ptxas %{ ptxas -arch=sm_90 %t/cxx90.ptx -o /dev/null %}
// RUN: not kilnc %t/prim.cu --arch=sm_90 -DNO_WAIT -o /dev/null 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: kilnc %t/pipe.cu --arch=sm_80 -o %t/pipe.ptx 2>/dev/null
// RUN: FileCheck %s --check-prefix=PIPE < %t/pipe.ptx
// DIAG-NOT: {{warning|error}}
// WARN80: cxx.cu:14:41: warning: cannot prove this read of {{.*}} waits on an mbarrier, whose ordering Kiln does not model [-Wkiln-sync]
// WARN80-NOT: error
// PRIM: mbarrier.init.shared.b64
// PRIM: mbarrier.arrive.shared.b64
// PRIM: mbarrier.pending_count.b64
// PRIM: mbarrier.test_wait.shared.b64
// PRIM: mbarrier.try_wait.shared.b64
// PRIM: mbarrier.try_wait.parity.shared.b64
// CXX80: mbarrier.arrive.noComplete.shared.b64 [[TOKEN:%rd[0-9]+]], [{{%r[0-9]+}}], {{%r[0-9]+}};
// CXX80: mbarrier.arrive.shared.b64
// CXX80: mbarrier.pending_count.b64 [[COUNT:%r[0-9]+]], [[TOKEN]];
// CXX80: shr.u32 {{.*}}, [[COUNT]], 15;
// CXX80: mbarrier.test_wait.shared.b64 p, [{{%r[0-9]+}}], [[TOKEN]];
// CXX90-NOT: noComplete
// CXX90: mbarrier.arrive.shared.b64
// CXX90: mbarrier.test_wait.shared.b64
// RACE: prim.cu:16:{{[0-9]+}}: error: shared-memory race (read-after-write)
// PIPE: cp.async.ca.shared.global
// PIPE: cp.async.mbarrier.arrive.shared.b64

//--- prim.cu
#include <cuda_awbarrier_primitives.h>

__global__ void rotate(const float *in, float *out, unsigned *pending) {
  __shared__ __mbarrier_t bar;
  __shared__ float tile[256];
  if (threadIdx.x == 0)
    __mbarrier_init(&bar, blockDim.x);
  __syncthreads();
  tile[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __mbarrier_token_t t = __mbarrier_arrive(&bar);
  pending[blockIdx.x * 256 + threadIdx.x] = __mbarrier_token_pending_count(t);
#ifndef NO_WAIT
  while (!__mbarrier_test_wait(&bar, t)) {
  }
#endif
  out[blockIdx.x * 256 + threadIdx.x] = tile[(threadIdx.x + 1) % 256];
}

// The sm_90 waits: by parity, and with a suspend-time hint.
__global__ void poll(int *ready) {
  __shared__ __mbarrier_t bar;
  if (threadIdx.x == 0)
    __mbarrier_init(&bar, 1);
  __syncthreads();
  if (threadIdx.x == 0) {
    __mbarrier_token_t t = __mbarrier_arrive(&bar);
    ready[0] = __mbarrier_try_wait(&bar, t, 1000);
    ready[1] = __mbarrier_try_wait_parity(&bar, false, 1000);
  }
}

//--- cxx.cu
#include <cuda_awbarrier.h>
namespace aw = nvcuda::experimental;

__global__ void rotate2(const float *in, float *out, unsigned *pending) {
  __shared__ aw::awbarrier bar;
  __shared__ float tile[256];
  if (threadIdx.x == 0)
    aw::init(&bar, blockDim.x);
  __syncthreads();
  tile[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  aw::awbarrier::arrival_token t = bar.arrive();
  pending[blockIdx.x * 256 + threadIdx.x] = t.pending_count();
  bar.wait(t);
  out[blockIdx.x * 256 + threadIdx.x] = tile[(threadIdx.x + 1) % 256];
}

//--- pipe.cu
#include <cuda_pipeline.h>
namespace ex = nvcuda::experimental;

__global__ void stage(const float *in, float *out) {
  __shared__ ex::awbarrier bar;
  __shared__ float tile[128];
  if (threadIdx.x == 0)
    ex::init(&bar, blockDim.x);
  __syncthreads();
  ex::pipeline pipe;
  ex::memcpy_async(tile[threadIdx.x], in[blockIdx.x * 128 + threadIdx.x], pipe);
  pipe.commit();
  pipe.arrive_on(bar);
  bar.arrive_and_wait();
  out[blockIdx.x * 128 + threadIdx.x] = tile[127 - threadIdx.x];
}
