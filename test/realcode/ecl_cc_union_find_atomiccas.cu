// @realcode ECL-CC-style connected components on an edge list: a parent array initialised to the identity, a lock-free union-find where find() does path halving with plain loads/stores through volatile-free int pointers and hooking links the larger root under the smaller with atomicCAS retries (so every root is its component's smallest vertex), edges processed by a grid-stride loop with warp-level early exit via __any_sync, a finalisation pass compressing every vertex to its root, and a component count from the roots with a warp __popc(__ballot_sync) then one atomicAdd a warp.
// @let NV = 1 << 22
// @let NE = 1 << 22
// @buf src i32[NE] uniform(0, 4194304)
// @buf dst i32[NE] uniform(0, 4194304)
// @buf parent i32[NV] zero
// @buf ncomp u32[1] zero
// @launch init_parents grid(NV / 256) block(256) args(parent, i32(NV))
// @launch hook_edges grid(1024) block(256) args(src, dst, parent, i32(NE))
// @launch compress_all grid(NV / 256) block(256) args(parent, i32(NV))
// @launch count_roots grid(NV / 256) block(256) args(parent, ncomp, i32(NV))
// @check parent exact
// @check ncomp exact
#include <cuda_runtime.h>

namespace {

__device__ __forceinline__ int find_root(int *parent, int v) {
  int p = parent[v];
  while (p != v) {
    const int gp = parent[p];
    if (gp != p) parent[v] = gp;  // path halving: a benign race, every value written is an ancestor
    v = p;
    p = gp;
  }
  return v;
}

__device__ void unite(int *parent, int a, int b) {
  int ra = find_root(parent, a);
  int rb = find_root(parent, b);
  while (ra != rb) {
    if (ra > rb) {
      const int t = ra;
      ra = rb;
      rb = t;
    }
    // hook the larger root rb under ra; if rb stopped being a root, chase it again
    const int old = atomicCAS(&parent[rb], rb, ra);
    if (old == rb) break;
    rb = find_root(parent, old);
    ra = find_root(parent, ra);
  }
}

}  // namespace

__global__ void init_parents(int *parent, int nv) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < nv) parent[v] = v;
}

__global__ void hook_edges(const int *__restrict__ src, const int *__restrict__ dst, int *parent, int ne) {
  const int stride = gridDim.x * blockDim.x;
  for (int e0 = blockIdx.x * blockDim.x; e0 < ne; e0 += stride) {
    const int e = e0 + threadIdx.x;
    const bool active = e < ne;
    if (!__any_sync(0xffffffff, active)) break;
    if (active) {
      const int u = src[e], v = dst[e];
      if (u != v) unite(parent, u, v);
    }
  }
}

__global__ void compress_all(int *parent, int nv) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= nv) return;
  int r = parent[v];
  while (parent[r] != r) r = parent[r];
  parent[v] = r;
}

__global__ void count_roots(const int *__restrict__ parent, unsigned int *count, int nv) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  const bool root = v < nv && parent[v] == v;
  const unsigned int ballot = __ballot_sync(0xffffffff, root);
  if ((threadIdx.x & 31) == 0 && ballot) atomicAdd(count, __popc(ballot));
}
