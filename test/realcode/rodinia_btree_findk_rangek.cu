// @realcode Rodinia b+tree's findK and findRangeK: one block per query, one thread per key slot of a `knode` struct (location, indices[DEFAULT_ORDER + 1], keys[DEFAULT_ORDER + 1], is_leaf, num_keys) walked level by level with __syncthreads, `long` node offsets carried per query in global arrays (currKnode, offset, lastKnode, offset_2), and the leaf's record (a struct with one int value) fetched at the end; the tree itself (a complete 3-level tree over the even keys) is built by a setup kernel.
// @let ORDER = 128
// @let FANOUT = 128
// @let NLEAF = 128 * 128
// @let NNODE = 1 + 128 + 128 * 128
// @let NQ = 16384
// @buf knodes i32[NNODE * 261] zero
// @buf records i32[NLEAF * 128] zero
// @buf keys i32[NQ] uniform(0, 4194304)
// @buf ends i32[NQ] uniform(0, 4096)
// @buf currKnode i64[NQ] zero
// @buf offs i64[NQ] zero
// @buf lastKnode i64[NQ] zero
// @buf offs2 i64[NQ] zero
// @buf ans i32[NQ] fill(-1)
// @buf recstart i32[NQ] zero
// @buf reclen i32[NQ] zero
// @launch build_tree grid(NNODE) block(128) args(knodes, records, i32(FANOUT))
// @launch findK grid(NQ) block(128) args(i64(2), records, knodes, i64(NNODE), currKnode, offs, keys, ans)
// @launch findRangeK grid(NQ) block(128) args(i64(2), knodes, i64(NNODE), currKnode, offs, lastKnode, offs2, keys, ends, recstart, reclen)
// @check knodes exact
// @check records exact
// @check currKnode exact
// @check offs exact
// @check lastKnode exact
// @check offs2 exact
// @check ans exact
// @check recstart exact
// @check reclen exact
#include <cuda_runtime.h>

#define DEFAULT_ORDER 128
static_assert(DEFAULT_ORDER == 128, "the header sizes knodes for 261 words per node");

typedef struct record {
  int value;
} record;

typedef struct knode {
  int location;
  int indices[DEFAULT_ORDER + 1];
  int keys[DEFAULT_ORDER + 1];
  bool is_leaf;
  int num_keys;
} knode;
static_assert(sizeof(knode) == 261 * 4, "261 words per node");

// Node 0 is the root, 1..F its children, then F*F leaves; leaf l holds keys 2 * (l * F + s). An inner
// node's keys are the first keys of its children, with key[num_keys] one past its range.
__global__ void build_tree(knode *nodes, record *records, int F) {
  int n = blockIdx.x, s = threadIdx.x;
  knode *k = &nodes[n];
  long span;
  long first;
  if (n == 0) {
    span = (long)F * F;
    first = 0;
  } else if (n <= F) {
    span = F;
    first = (long)(n - 1) * F * F;
  } else {
    span = 1;
    first = (long)(n - 1 - F) * F;
  }
  if (s == 0) {
    k->location = n;
    k->is_leaf = n > F;
    k->num_keys = F;
  }
  if (n > F) {
    k->keys[s] = (int)(2 * (first + s));
    k->indices[s] = (int)(first + s);
    records[first + s].value = (int)(first + s) * 7 + 1;
  } else {
    k->keys[s] = (int)(2 * (first + s * span));
    k->indices[s] = n == 0 ? 1 + s : 1 + F + (n - 1) * F + s;
  }
  if (s == F - 1) {
    k->keys[F] = (int)(2 * (first + F * span));
    k->indices[F] = -1;
  }
}

__global__ void findK(long height, record *recordsD, knode *knodesD, long knodes_elem, long *currKnodeD, long *offsetD,
                      int *keysD, int *ansD) {
  int thid = threadIdx.x;
  int bid = blockIdx.x;
  for (int i = 0; i < height; i++) {
    if ((knodesD[currKnodeD[bid]].keys[thid]) <= keysD[bid] && (knodesD[currKnodeD[bid]].keys[thid + 1] > keysD[bid])) {
      if (knodesD[offsetD[bid]].indices[thid] < knodes_elem) {
        offsetD[bid] = knodesD[offsetD[bid]].indices[thid];
      }
    }
    __syncthreads();
    if (thid == 0) currKnodeD[bid] = offsetD[bid];
    __syncthreads();
  }
  if (knodesD[currKnodeD[bid]].keys[thid] == keysD[bid]) ansD[bid] = recordsD[knodesD[currKnodeD[bid]].indices[thid]].value;
}

__global__ void findRangeK(long height, knode *knodesD, long knodes_elem, long *currKnodeD, long *offsetD, long *lastKnodeD,
                           long *offset_2D, int *startD, int *endD, int *RecstartD, int *ReclenD) {
  int thid = threadIdx.x;
  int bid = blockIdx.x;
  int start = startD[bid];
  int end = start + endD[bid];
  for (int i = 0; i < height; i++) {
    if ((knodesD[currKnodeD[bid]].keys[thid] <= start) && (knodesD[currKnodeD[bid]].keys[thid + 1] > start)) {
      if (knodesD[currKnodeD[bid]].indices[thid] < knodes_elem) offsetD[bid] = knodesD[currKnodeD[bid]].indices[thid];
    }
    if ((knodesD[lastKnodeD[bid]].keys[thid] <= end) && (knodesD[lastKnodeD[bid]].keys[thid + 1] > end)) {
      if (knodesD[lastKnodeD[bid]].indices[thid] < knodes_elem) offset_2D[bid] = knodesD[lastKnodeD[bid]].indices[thid];
    }
    __syncthreads();
    if (thid == 0) {
      currKnodeD[bid] = offsetD[bid];
      lastKnodeD[bid] = offset_2D[bid];
    }
    __syncthreads();
  }
  int pid = 0;
  if (knodesD[currKnodeD[bid]].keys[thid] == start) {
    RecstartD[bid] = knodesD[currKnodeD[bid]].indices[thid];
  }
  __syncthreads();
  if (knodesD[lastKnodeD[bid]].keys[thid] == end) {
    pid = knodesD[lastKnodeD[bid]].indices[thid];
    ReclenD[bid] = pid - RecstartD[bid] + 1;
  }
}
