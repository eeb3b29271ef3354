// Recursive device functions are ordinary calls, as with nvcc: PTX keeps the
// frames on the per-thread stack (ptxas sizes it; the default 1 KiB per
// thread is the user's to raise with cudaDeviceSetLimit, as with nvcc).
// Self recursion, mutual recursion, recursive member functions and recursion
// through a function holding a barrier or a warp shuffle all compile; the
// inliner leaves the recursive calls alone (a self tail call is a loop
// instead: self_tail_calls.cu).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_80 -o - | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ kilnc %s --arch=sm_80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// The functions come in the order the kernel reaches them (is_odd last).
// CHECK-LABEL: func.func private @_Z7is_evenj(
// CHECK: call @_Z6is_oddj(
__device__ int is_odd(unsigned n);
__device__ int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1) + 0; }
__device__ int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1) + 0; }

// CHECK-LABEL: func.func private @_Z9tree_sizeji(
// CHECK: call @_Z9tree_sizeji(
// CHECK: call @_Z9tree_sizeji(
__device__ int tree_size(unsigned key, int depth) {
  if (depth == 0) return 1;
  int n = 1;
  if (key & 1u) n += tree_size(key >> 1, depth - 1);
  if (key & 2u) n += tree_size(key >> 2, depth - 1);
  return n;
}

// A barrier inside the recursion: every thread of the block recurses to the same depth.
// CHECK-LABEL: func.func private @_Z8sync_recPii(
// CHECK: simt.barrier
// CHECK: call @_Z8sync_recPii(
__device__ int sync_rec(int *s, int d) {
  __syncthreads();
  if (d == 0) return s[threadIdx.x];
  s[threadIdx.x] += 1;
  return sync_rec(s, d - 1) + 1;
}

struct Node {
  int v;
  // CHECK-LABEL: func.func private @_ZNK4Node3sumEPKS_ii(
  // CHECK: call @_ZNK4Node3sumEPKS_ii(
  __device__ int sum(const Node *all, int i, int n) const {
    return i >= n ? 0 : v + all[i].sum(all, 2 * i + 1, n) + all[i].sum(all, 2 * i + 2, n);
  }
};

// CHECK-LABEL: func.func private @_Z6is_oddj(
// CHECK: call @_Z7is_evenj(
// PTX-DAG: .func {{.*}}_Z9tree_sizeji
// (LLVM turns sync_rec and the mutual pair into loops: accumulator tail calls.)
// PTX-DAG: .func {{.*}}_ZNK4Node3sumEPKS_ii
// PTX-DAG: call.uni {{.*}}_Z9tree_sizeji
// PTX-DAG: call.uni {{.*}}_ZNK4Node3sumEPKS_ii
__global__ void recursions(int *o, const Node *nodes) {
  __shared__ int s[256];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = is_even(threadIdx.x) + tree_size(threadIdx.x, 5) + sync_rec(s, 3) + nodes[0].sum(nodes, 0, 10);
}
