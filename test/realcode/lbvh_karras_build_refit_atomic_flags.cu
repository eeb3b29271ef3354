// @realcode Linear BVH construction after Karras (2012) as GPU collision and ray-tracing libraries build it: internal nodes from sorted 30-bit Morton codes, the split found by a binary search on the common-prefix length (__clz of the XOR of neighbouring codes, the index appended to break ties between equal codes), the node range from the sign of delta, parent pointers written as each node's children are set, then a bottom-up AABB refit where each thread climbs from its leaf and the second of two children to arrive (atomicAdd on a per-node flag, with __threadfence between) computes the parent's box; float3 boxes with fminf/fmaxf, a struct of node arrays.
// @let N = 1 << 20
// @buf codes u32[N] iota(0, 1023)
// @buf pts f32[N * 3] uniform(-100, 100)
// @buf left i32[N] zero
// @buf right i32[N] zero
// @buf parent i32[2 * N] zero
// @buf flags u32[N] zero
// @buf boxes f32[2 * N * 6] zero
// @launch build_internal_nodes grid(cdiv(N - 1, 256)) block(256) args(codes, left, right, parent, i32(N))
// @launch refit_boxes grid(cdiv(N, 256)) block(256) args(pts, left, right, parent, flags, boxes, i32(N))
// @check left exact
// @check right exact
// @check parent exact
// @check flags exact
// @check boxes exact
#include <cstdint>

struct AABB {
  float3 lo, hi;
};

__device__ __forceinline__ AABB merge(const AABB& a, const AABB& b) {
  AABB r;
  r.lo = make_float3(fminf(a.lo.x, b.lo.x), fminf(a.lo.y, b.lo.y), fminf(a.lo.z, b.lo.z));
  r.hi = make_float3(fmaxf(a.hi.x, b.hi.x), fmaxf(a.hi.y, b.hi.y), fmaxf(a.hi.z, b.hi.z));
  return r;
}

// Length of the common prefix of keys i and j, -1 out of range; equal keys compare their indices.
__device__ __forceinline__ int delta(const unsigned* codes, int n, int i, int j) {
  if (j < 0 || j >= n) return -1;
  unsigned a = codes[i], b = codes[j];
  if (a == b) return 32 + __clz((unsigned)i ^ (unsigned)j);
  return __clz(a ^ b);
}

// Leaves are nodes n-1 .. 2n-2; internal node 0 is the root. Children are node indices.
__global__ void build_internal_nodes(const unsigned* __restrict__ codes, int* __restrict__ left, int* __restrict__ right,
                                     int* __restrict__ parent, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n - 1) return;
  int d = (delta(codes, n, i, i + 1) - delta(codes, n, i, i - 1)) >= 0 ? 1 : -1;
  int dmin = delta(codes, n, i, i - d);
  int lmax = 2;
  while (delta(codes, n, i, i + lmax * d) > dmin) lmax <<= 1;
  int l = 0;
  for (int t = lmax >> 1; t >= 1; t >>= 1)
    if (delta(codes, n, i, i + (l + t) * d) > dmin) l += t;
  int j = i + l * d;
  int dnode = delta(codes, n, i, j);
  int s = 0;
  int t = l;
  do {
    t = (t + 1) >> 1;
    if (delta(codes, n, i, i + (s + t) * d) > dnode) s += t;
  } while (t > 1);
  int gamma = i + s * d + min(d, 0);
  int lc = min(i, j) == gamma ? gamma + (n - 1) : gamma;
  int rc = max(i, j) == gamma + 1 ? gamma + 1 + (n - 1) : gamma + 1;
  left[i] = lc;
  right[i] = rc;
  parent[lc] = i;
  parent[rc] = i;
  if (i == 0) parent[0] = -1;
}

struct NodeBoxes {
  float* data;  // six floats per node: lo.xyz, hi.xyz
  __device__ AABB get(int node) const {
    const float* p = data + 6 * (size_t)node;
    volatile const float* v = p;  // written by another thread of another block
    return AABB{make_float3(v[0], v[1], v[2]), make_float3(v[3], v[4], v[5])};
  }
  __device__ void set(int node, const AABB& b) const {
    float* p = data + 6 * (size_t)node;
    p[0] = b.lo.x; p[1] = b.lo.y; p[2] = b.lo.z;
    p[3] = b.hi.x; p[4] = b.hi.y; p[5] = b.hi.z;
  }
};

__global__ void refit_boxes(const float* __restrict__ pts, const int* __restrict__ left, const int* __restrict__ right,
                            const int* __restrict__ parent, unsigned* flags, float* boxes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const NodeBoxes nb{boxes};
  int leaf = i + n - 1;
  float3 p = make_float3(pts[3 * i], pts[3 * i + 1], pts[3 * i + 2]);
  nb.set(leaf, AABB{make_float3(p.x - 0.5f, p.y - 0.5f, p.z - 0.5f), make_float3(p.x + 0.5f, p.y + 0.5f, p.z + 0.5f)});
  __threadfence();
  int node = parent[leaf];
  while (node >= 0) {
    // The first child to arrive stops; the second sees both boxes written.
    if (atomicAdd(&flags[node], 1u) == 0) return;
    __threadfence();
    AABB b = merge(nb.get(left[node]), nb.get(right[node]));
    nb.set(node, b);
    __threadfence();
    node = parent[node];
  }
}
