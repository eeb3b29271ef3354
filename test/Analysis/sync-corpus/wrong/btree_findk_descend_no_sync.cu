// Rodinia b+tree findK with the node's child recorded through shared memory,
// but the barrier between the recording thread's store to s_next and thread
// 0's read of it is missing: thread 0 may descend into a stale child.
// LAUNCH: grid=32 block=64 args=node_keys:i32[4160]:iota(0,1) node_child:i32[4160]:rand(0,64) queries:i32[32]:rand(0,60) out:i32[32]:zero height:i32=3
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ORDER 64

extern "C" __global__ void btree_findk_descend_no_sync(const int *node_keys, const int *node_child, const int *queries,
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
      s_next = node_child[node * (ORDER + 1) + thid];
    if (thid == 0)
      // CHECK: btree_findk_descend_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} {{.*}}lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
      s_node = s_next;
    __syncthreads();
  }
  if (thid == 0)
    out[blockIdx.x] = s_node;
}
