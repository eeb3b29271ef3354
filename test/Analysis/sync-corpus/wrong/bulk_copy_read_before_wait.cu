// bulk_copy_mbarrier_rows_ptx with the read of the staged row moved above
// the mbarrier wait: the bulk copy may not have landed, so `row[255 - t]`
// races with it. The copy (1024 bytes, a constant operand) is an exact write
// of `row` in flight until its mbarrier's phase completes (branch sync25; it
// was an opaque write and a warning before), so the read is an error; the
// counter array is not involved.
// LAUNCH: grid=4 block=256 args=in:f32[1024]:rand out:f32[1024]:zero hits:u32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void bulk_copy_read_before_wait(const float *in, float *out, unsigned *hits) {
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
  // CHECK: bulk_copy_read_before_wait.cu:[[@LINE+1]]: error race
  const float v = row[255 - threadIdx.x];
  unsigned done = 0;
  while (!done)
    asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                 : "=r"(done) : "r"(bar_s), "r"(0) : "memory");
  out[blockIdx.x * 256 + threadIdx.x] = v;
  if (v > 0.5f) atomicAdd(&count, 1u);
  __syncthreads();
  if (threadIdx.x == 0) hits[blockIdx.x] = count;
}
