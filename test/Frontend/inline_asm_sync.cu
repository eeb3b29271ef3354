// What the sync checks make of inline PTX (InlinePtx.h): bar.sync/barrier.sync orders shared
// memory like __syncthreads and must be reached by the whole block (a named barrier with a
// thread count by whole warps), bar.arrive orders nothing, shfl.sync's membermask is checked
// like __shfl_sync's, asm addresses from __cvta_generic_to_shared are exact accesses, and PTX
// the analyses cannot read (or an mbarrier wait) makes a race a warning, not an error.
// RUN: kilnc %s --emit=simt -DOK > /dev/null 2>%t.ok; FileCheck %s --check-prefix=OK --allow-empty < %t.ok
// RUN: kilnc %s --emit=simt -DBAD_DIVERGENT 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not kilnc %s --emit=simt -DBAD_ARRIVE 2>&1 | FileCheck %s --check-prefix=ARRIVE
// RUN: not kilnc %s --emit=simt -DBAD_RACE 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not kilnc %s --emit=simt -DBAD_SHFL 2>&1 | FileCheck %s --check-prefix=SHFL
// RUN: kilnc %s --emit=simt -DBAD_LANE 2>&1 | FileCheck %s --check-prefix=LANE
// RUN: kilnc %s --arch=sm_100a --emit=simt -DUNKNOWN 2>&1 >/dev/null | FileCheck %s --check-prefix=UNKNOWN
// RUN: kilnc %s --emit=simt -DMBARRIER 2>&1 >/dev/null | FileCheck %s --check-prefix=MBAR
// OK-NOT: error
// OK-NOT: warning

__device__ __forceinline__ unsigned smem_addr(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

#ifdef OK
// bar.sync 0 in asm orders the write before the neighbour's read.
extern "C" __global__ void asm_barrier(const int *in, int *out) {
  __shared__ int s[256];
  s[threadIdx.x] = in[threadIdx.x];
  asm volatile("bar.sync 0;" ::: "memory");
  out[threadIdx.x] = s[(threadIdx.x + 1) % 256];
}
// barrier.sync.aligned with an operand id; asm ld/st.shared at exact addresses.
extern "C" __global__ void __launch_bounds__(128) asm_smem(const float *in, float *out) {
  __shared__ float tile[128];
  asm volatile("st.shared.f32 [%0], %1;" ::"r"(smem_addr(&tile[threadIdx.x])), "f"(in[threadIdx.x]) : "memory");
  // The same thread reads back its own element: no barrier needed.
  float mine;
  asm volatile("ld.shared.f32 %0, [%1];" : "=f"(mine) : "r"(smem_addr(&tile[threadIdx.x])));
  asm volatile("barrier.sync.aligned %0;" ::"r"(0) : "memory");
  float other;
  asm volatile("ld.shared.f32 %0, [%1];" : "=f"(other) : "r"(smem_addr(&tile[127 - threadIdx.x])));
  out[threadIdx.x] = mine + other;
}
// A named barrier for the first two warps, under a warp-uniform condition.
extern "C" __global__ void __launch_bounds__(256) named(int *out) {
  __shared__ int s[64];
  if (threadIdx.x < 64) {
    s[threadIdx.x] = threadIdx.x;
    asm volatile("bar.sync 1, 64;" ::: "memory");
    out[threadIdx.x] = s[63 - threadIdx.x];
  }
}
// shfl.sync with a full mask in convergent code, and a half mask for the lanes that take it.
extern "C" __global__ void __launch_bounds__(128) shuffles(unsigned *out) {
  unsigned v = threadIdx.x;
  asm volatile("shfl.sync.bfly.b32 %0, %0, 1, 0x1f, 0xffffffff;" : "+r"(v));
  if ((threadIdx.x & 31) < 16)
    asm volatile("shfl.sync.bfly.b32 %0, %0, 1, 0x1f, 0x0000ffff;" : "+r"(v));
  out[threadIdx.x] = v;
}
// cp.async writes, retired by wait_group, then a barrier.
extern "C" __global__ void __launch_bounds__(32) copies(const float *in, float *out) {
  __shared__ __align__(16) float tile[128];
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem_addr(&tile[4 * threadIdx.x])),
               "l"(in + 4 * threadIdx.x) : "memory");
  asm volatile("cp.async.commit_group;\n\tcp.async.wait_group 0;" ::: "memory");
  __syncthreads();
  out[threadIdx.x] = tile[(4 * threadIdx.x + 5) % 128];
}
// The special registers of grid-uniform values are uniform: a barrier under them is fine.
extern "C" __global__ void uniform_sreg(int *out) {
  unsigned nblocks;
  asm("mov.u32 %0, %%nctaid.x;" : "=r"(nblocks));
  if (nblocks > 1)
    __syncthreads();
  out[threadIdx.x] = nblocks;
}
#endif

#ifdef BAD_DIVERGENT
extern "C" __global__ void divergent(const int *in) {
  if (in[threadIdx.x] > 0)
    // DIV: inline_asm_sync.cu:[[@LINE+1]]:{{[0-9]+}}: warning: inline asm 'bar.sync' is reached under thread-dependent control flow{{.*}}[-Wkiln-sync]
    asm volatile("bar.sync 0;");
}
#endif

#ifdef BAD_ARRIVE
// bar.arrive does not wait: the read still races with the other thread's write.
extern "C" __global__ void __launch_bounds__(64) arrive(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  asm volatile("bar.arrive 1, 64;" ::: "memory");
  // ARRIVE: inline_asm_sync.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (read-after-write)
  out[threadIdx.x] = s[63 - threadIdx.x];
}
#endif

#ifdef BAD_RACE
// An asm load of another thread's element with no barrier: an exact race.
extern "C" __global__ void __launch_bounds__(64) race(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  int v;
  // RACE: inline_asm_sync.cu:[[@LINE+1]]:{{[0-9]+}}: error: shared-memory race (read-after-write): this read of @race.s
  asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(smem_addr(&s[(threadIdx.x + 1) % 64])));
  out[threadIdx.x] = v;
}
#endif

#ifdef BAD_SHFL
extern "C" __global__ void __launch_bounds__(64) shfl(unsigned *out) {
  unsigned v = threadIdx.x;
  if (threadIdx.x % 2)
    // SHFL: inline_asm_sync.cu:[[@LINE+1]]:{{[0-9]+}}: error: inline asm 'shfl.sync.bfly.b32' has lane mask 0xffffffff but lanes 0xaaaaaaaa of warp 0 reach it
    asm volatile("shfl.sync.bfly.b32 %0, %0, 1, 0x1f, 0xffffffff;" : "+r"(v));
  out[threadIdx.x] = v;
}
#endif

#ifdef BAD_LANE
// %laneid is per thread: a barrier under it diverges.
extern "C" __global__ void lane_branch(int *out) {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  if (lane == 0)
    // LANE: inline_asm_sync.cu:[[@LINE+1]]:{{[0-9]+}}: warning: block barrier is reached under thread-dependent control flow{{.*}}[-Wkiln-sync]
    __syncthreads();
  out[threadIdx.x] = lane;
}
#endif

#ifdef UNKNOWN
// PTX the analyses cannot read may touch shared memory: a warning that names it.
extern "C" __global__ void __launch_bounds__(64) unknown(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  // UNKNOWN: inline_asm_sync.cu:[[@LINE+1]]:{{[0-9]+}}: warning: cannot prove this write of shared memory race-free
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  // UNKNOWN: inline_asm_sync.cu:[[@LINE+1]]:{{[0-9]+}}: warning: cannot prove this read of @unknown.s race-free (read-after-write with a write by another thread): Kiln cannot read the PTX of the inline asm at line [[@LINE-1]], which may touch any shared memory
  out[threadIdx.x] = s[threadIdx.x];
}
// UNKNOWN: note: this asm statement is the reason
// UNKNOWN-NOT: error
#endif

#ifdef MBARRIER
// An mbarrier wait may order the producer's write before the read; Kiln does not model it.
extern "C" __global__ void __launch_bounds__(64) mbar(int *out) {
  __shared__ int s[64];
  __shared__ unsigned long long bar;
  if (threadIdx.x == 0)
    asm volatile("mbarrier.init.shared.b64 [%0], 64;" ::"r"(smem_addr(&bar)) : "memory");
  __syncthreads();
  s[threadIdx.x] = threadIdx.x;
  unsigned long long state;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(smem_addr(&bar)) : "memory");
  unsigned done;
  do {
    asm volatile("{ .reg .pred p; mbarrier.test_wait.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                 : "=r"(done) : "r"(smem_addr(&bar)), "l"(state) : "memory");
  } while (!done);
  // MBAR: inline_asm_sync.cu:[[@LINE+1]]:{{[0-9]+}}: warning: cannot prove this read of @mbar.s race-free (read-after-write with a write by another thread): the inline asm at line [[@LINE-3]] waits on an mbarrier
  out[threadIdx.x] = s[63 - threadIdx.x];
}
// MBAR-NOT: error
#endif
