// B+-tree point lookups in the style of Rodinia's b+tree findK: one block per
// query, one thread per key slot of a node (order 64). Each level the node's
// keys are staged in shared memory; the one thread whose key interval holds
// the query (keys are sorted, so exactly one) records the child through a
// shared slot, and thread 0 descends after a barrier.
// LAUNCH: grid=32 block=64 args=node_keys:i32[4160]:iota(0,1) node_child:i32[4160]:rand(0,64) queries:i32[32]:rand(0,60) out:i32[32]:zero height:i32=3
// A warning is expected, and only that: one thread's key interval holds the
// query because the node's keys are sorted, which the analysis cannot know, so
// the store to s_next under the bracket test on loaded keys is "cannot prove"
// (unsorted keys would let several threads store), not a proven race.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ORDER 64

extern "C" __global__ void btree_findk_shared_node(const int *node_keys, const int *node_child, const int *queries,
                                                    int *out, int height) {
  __shared__ int s_keys[ORDER + 1];
  __shared__ int s_next;
  __shared__ int s_node;
  const int thid = threadIdx.x;
  const int key = queries[blockIdx.x];
  if (thid == 0)
    s_node = 0;
  __syncthreads();
  for (int level = 0; level < height; level++) {
    const int node = s_node;
    s_keys[thid] = node_keys[node * (ORDER + 1) + thid];
    if (thid == 0)
      s_keys[ORDER] = node_keys[node * (ORDER + 1) + ORDER];
    __syncthreads();
    if (s_keys[thid] <= key && key < s_keys[thid + 1])
      // CHECK: btree_findk_shared_node.cu:[[@LINE+1]]:{{[0-9]+}}: warning: shared-memory race (write-after-write){{.*}}depends on loaded data and may hold in one thread only
      s_next = node_child[node * (ORDER + 1) + thid];
    __syncthreads();
    if (thid == 0)
      s_node = s_next;
    __syncthreads();
  }
  if (thid == 0)
    out[blockIdx.x] = s_node;
}
