// An atomic that SimplifyCFG sank from two predecessors into their successor,
// on a phi of the two addresses, goes back into each predecessor, and in a
// kernel an atomic on a select between uniform addresses (the same diamond,
// flattened) becomes two atomics under a branch: ptxas aggregates an atomic
// across the warp only when its address is uniform, and the phi'd or
// selected one was not (realcode goto_claim_retry_queue: one unaggregated
// REDG per thread on a contended counter, 0.27x of nvcc on the H200).
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

struct Count {
  int *counter;
  __device__ explicit Count(int *c) : counter(c) {}
  __device__ ~Count() { atomicAdd(counter, 1); }
};

// LLVM-LABEL: define {{.*}} @stages(
// LLVM-NOT: select i1 {{.*}} i64 0, i64 4
// LLVM: atomicrmw add ptr {{%[0-9]+}}, i32 1
// LLVM: atomicrmw add ptr {{%[0-9]+}}, i32 1
// CHECK-LABEL: .entry stages(
// CHECK-DAG: atom.global.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}+4], 1;
// CHECK-DAG: atom.global.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], 1;
// CHECK: ret;
extern "C" __global__ void stages(const int *items, int *out, int *staged, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = items[i];
  if (v & 1) {
    Count c(staged + 1);
    out[i] = v * 3;
  } else {
    Count c(staged);
    out[i] = v / 2;
  }
}

// The result of a split atomic still reaches its users (a phi of the copies).
// LLVM-LABEL: define {{.*}} @tickets(
// LLVM-NOT: select i1 {{.*}} ptr
// LLVM: [[EVEN:%[0-9]+]] = atomicrmw add ptr addrspace(1) %2, i32 1
// LLVM: [[ODD:%[0-9]+]] = atomicrmw add ptr addrspace(1) %3, i32 1
// LLVM: phi i32 [ [[EVEN]], {{.*}} ], [ [[ODD]], {{.*}} ]
// CHECK-LABEL: .entry tickets(
// CHECK-COUNT-2: atom.global.add.u32

extern "C" __global__ void tickets(const int *items, unsigned *out, unsigned *even, unsigned *odd, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned *counter = (items[i] & 1) ? odd : even;
  out[i] = atomicAdd(counter, 1u);
}

// Not in device functions (their arguments may differ between threads), and
// not when an arm is itself per-thread.
// LLVM-LABEL: define {{.*}} @per_thread_arm(
// LLVM: select i1
// LLVM: atomicrmw add ptr addrspace(1)
// LLVM-NOT: atomicrmw
extern "C" __global__ void per_thread_arm(const int *items, int *hist, int *overflow, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = items[i];
  atomicAdd(v < 64 ? &hist[v] : overflow, 1);
}
