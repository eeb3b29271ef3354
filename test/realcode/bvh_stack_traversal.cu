// @realcode Broad-phase collision queries against a bounding-volume hierarchy as ray tracers and physics engines write them: leaves placed along a Morton curve (bits de-interleaved with shifts and masks), a heap-ordered complete binary BVH built bottom-up one level per launch (fminf/fmaxf box unions over float4 pairs), and a traversal kernel per query box with a fixed per-thread stack (int stack[64]) that pushes the far child, counts overlaps and keeps the smallest overlapping leaf id.
// @let LOGN = 16
// @let NP = 1 << LOGN
// @let NQ = 1 << 18
// @buf jitter f32[NP * 4] uniform(-0.5, 0.5)
// @buf nodes f32[2 * NP * 8] zero
// @buf qbox f32[NQ * 4] uniform(0, 40)
// @buf hits i32[NQ] zero
// @buf first i32[NQ] zero
// @launch bvh_leaves grid(cdiv(NP, 256)) block(256) args(jitter, nodes, i32(NP))
// @loop L = NP / 2; L >= 1; L = L / 2
//   @launch bvh_level grid(cdiv(L, 256)) block(256) args(nodes, i32(L))
// @end
// @launch bvh_query grid(cdiv(NQ, 128)) block(128) args(nodes, qbox, hits, first, i32(NP), i32(NQ))
// @check nodes exact
// @check hits exact
// @check first exact
struct __align__(16) Box {
  float4 lo, hi;
};

static __device__ __forceinline__ unsigned compact3(unsigned x) {
  x &= 0x09249249u;
  x = (x ^ (x >> 2)) & 0x030c30c3u;
  x = (x ^ (x >> 4)) & 0x0300f00fu;
  x = (x ^ (x >> 8)) & 0xff0000ffu;
  x = (x ^ (x >> 16)) & 0x000003ffu;
  return x;
}

__global__ void bvh_leaves(const float *__restrict__ jitter, Box *__restrict__ nodes, int np) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= np) return;
  const float4 j = reinterpret_cast<const float4 *>(jitter)[i];
  const float cx = compact3(i) + j.x, cy = compact3(i >> 1) + j.y, cz = compact3(i >> 2) + j.z;
  const float r = 0.35f + 0.3f * fabsf(j.w);
  Box b;
  b.lo = make_float4(cx - r, cy - r, cz - r, 0.f);
  b.hi = make_float4(cx + r, cy + r, cz + r, 0.f);
  nodes[np + i] = b;
}

__global__ void bvh_level(Box *__restrict__ nodes, int first) {
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= first) return;
  const int n = first + k;
  const Box a = nodes[2 * n], b = nodes[2 * n + 1];
  Box u;
  u.lo = make_float4(fminf(a.lo.x, b.lo.x), fminf(a.lo.y, b.lo.y), fminf(a.lo.z, b.lo.z), 0.f);
  u.hi = make_float4(fmaxf(a.hi.x, b.hi.x), fmaxf(a.hi.y, b.hi.y), fmaxf(a.hi.z, b.hi.z), 0.f);
  nodes[n] = u;
}

static __device__ __forceinline__ bool overlaps(const Box &b, float3 lo, float3 hi) {
  return b.lo.x <= hi.x && b.hi.x >= lo.x && b.lo.y <= hi.y && b.hi.y >= lo.y && b.lo.z <= hi.z && b.hi.z >= lo.z;
}

__global__ void __launch_bounds__(128) bvh_query(const Box *__restrict__ nodes, const float *__restrict__ qbox,
                                                 int *__restrict__ hits, int *__restrict__ first, int np, int nq) {
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= nq) return;
  const float4 c = reinterpret_cast<const float4 *>(qbox)[q];
  const float half = 0.5f + 0.05f * c.w;
  const float3 lo = make_float3(c.x - half, c.y - half, c.z - half);
  const float3 hi = make_float3(c.x + half, c.y + half, c.z + half);
  int stack[64];
  int sp = 0;
  stack[sp++] = 1;
  int count = 0, best = -1;
  while (sp > 0) {
    const int n = stack[--sp];
    const Box b = nodes[n];
    if (!overlaps(b, lo, hi)) continue;
    if (n >= np) {
      const int leaf = n - np;
      ++count;
      if (best < 0 || leaf < best) best = leaf;
    } else {
      stack[sp++] = 2 * n + 1;
      stack[sp++] = 2 * n;
    }
  }
  hits[q] = count;
  first[q] = best;
}
