// A row of 256 floats staged with one bulk copy (cp.async.bulk, the non-tensor
// TMA copy) written as raw PTX, Hopper-guide style: thread 0 initialises an
// mbarrier, arms it with the row's byte count (mbarrier.arrive.expect_tx) and
// issues `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`;
// every thread spins on mbarrier.try_wait.parity, then reads the row
// reversed and bumps a per-block shared counter array.
// The copy writes only `row` and completes on `bar` (InlinePtx.cpp): before,
// Kiln read it as an unknown access to all shared memory, so `bar`'s own
// operations and `hits` got "cannot read the PTX" warnings. One warning is
// expected and stays: the mbarrier wait orders the copy before the reads,
// which Kiln does not model (the opaque bulk write against `row[255 - t]`).
// LAUNCH: grid=4 block=256 args=in:f32[1024]:rand out:f32[1024]:zero hits:u32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s '--implicit-check-not=warning:' '--implicit-check-not=error:'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void bulk_copy_mbarrier_rows_ptx(const float *in, float *out, unsigned *hits) {
  __shared__ alignas(16) float row[256];
  __shared__ alignas(8) unsigned long long bar;
  __shared__ unsigned count;
  const unsigned bar_s = (unsigned)__cvta_generic_to_shared(&bar);
  const unsigned row_s = (unsigned)__cvta_generic_to_shared(row);
  if (threadIdx.x == 0) {
    count = 0;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar_s), "r"(1) : "memory");
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar_s), "r"(1024) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(row_s), "l"(in + blockIdx.x * 256), "r"(1024), "r"(bar_s) : "memory");
  }
  unsigned done = 0;
  while (!done)
    asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                 : "=r"(done) : "r"(bar_s), "r"(0) : "memory");
  // CHECK: bulk_copy_mbarrier_rows_ptx.cu:[[@LINE+1]]:{{[0-9]+}}: warning: cannot prove this read of @{{.*}}row{{.*}} race-free
  const float v = row[255 - threadIdx.x];
  out[blockIdx.x * 256 + threadIdx.x] = v;
  if (v > 0.5f) atomicAdd(&count, 1u);
  __syncthreads();
  if (threadIdx.x == 0) hits[blockIdx.x] = count;
}
