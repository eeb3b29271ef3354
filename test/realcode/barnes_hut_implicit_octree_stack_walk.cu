// @realcode Barnes-Hut gravity on an implicit complete octree (depth 5, Morton-ordered cells) the way GPU treecodes lay it out for a static bucket tree: bodies placed into their leaf buckets from jittered Morton cells, leaf moments summed per bucket, an upward sweep one level per launch, then a per-thread explicit-stack walk with the s/d < theta opening test, float4 (xyz, mass) nodes, leaf buckets summed directly and Plummer softening.
// @let DEPTH = 5
// @let LEAVES = 1 << (3 * DEPTH)
// @let B = 16
// @let NB = LEAVES * B
// @let NODES = ((1 << (3 * (DEPTH + 1))) - 1) / 7
// @buf jitter f32[NB * 4] uniform(0, 1)
// @buf bodies f32[NB * 4] zero
// @buf nodes f32[NODES * 4] zero
// @buf accel f32[NB * 4] zero
// @launch place_bodies<5> grid(NB / 256) block(256) args(jitter, bodies, i32(NB))
// @launch leaf_moments<5, 16> grid(LEAVES / 128) block(128) args(bodies, nodes)
// @loop l = DEPTH - 1; l >= 0; l = l - 1
//   @launch upsweep_level grid(cdiv(1 << (3 * l), 128)) block(128) args(nodes, i32(l))
// @end
// @launch tree_walk<5, 16> grid(NB / 128) block(128) args(bodies, nodes, accel, f32(0.5), f32(1e-4), i32(NB))
// @check bodies abs=1e-6 rel=1e-6
// @check nodes abs=1e-4 rel=1e-5
// @check accel abs=1e-2 rel=1e-3 frac=1e-3 (a cell whose s/d sits at theta may be opened by one compiler and accepted by the other under another FMA contraction: a different but equally valid approximation)
#include <cuda_runtime.h>
#include <stdint.h>

// Levels 0..DEPTH, level l holding 8^l cells in Morton order after the levels above it.
__host__ __device__ constexpr int level_offset(int level) { return ((1 << (3 * level)) - 1) / 7; }

__device__ __forceinline__ uint32_t compact_bits3(uint32_t x) {
  x &= 0x09249249u;
  x = (x ^ (x >> 2)) & 0x030c30c3u;
  x = (x ^ (x >> 4)) & 0x0300f00fu;
  x = (x ^ (x >> 8)) & 0xff0000ffu;
  x = (x ^ (x >> 16)) & 0x000003ffu;
  return x;
}

template <int DEPTH>
__global__ void place_bodies(const float4 *__restrict__ jitter, float4 *__restrict__ bodies, int nbodies) {
  constexpr int kBucket = 16;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nbodies) return;
  uint32_t cell = (uint32_t)i / kBucket;
  float inv = 1.0f / (1 << DEPTH);
  float4 j = jitter[i];
  float x = (compact_bits3(cell) + j.x) * inv;
  float y = (compact_bits3(cell >> 1) + j.y) * inv;
  float z = (compact_bits3(cell >> 2) + j.z) * inv;
  bodies[i] = make_float4(x, y, z, 0.5f + j.w);
}

template <int DEPTH, int BUCKET>
__global__ void leaf_moments(const float4 *__restrict__ bodies, float4 *__restrict__ nodes) {
  int leaf = blockIdx.x * blockDim.x + threadIdx.x;
  float4 m = make_float4(0.f, 0.f, 0.f, 0.f);
#pragma unroll 4
  for (int b = 0; b < BUCKET; ++b) {
    float4 p = bodies[leaf * BUCKET + b];
    m.x += p.x * p.w;
    m.y += p.y * p.w;
    m.z += p.z * p.w;
    m.w += p.w;
  }
  float r = 1.0f / m.w;
  nodes[level_offset(DEPTH) + leaf] = make_float4(m.x * r, m.y * r, m.z * r, m.w);
}

__global__ void upsweep_level(float4 *__restrict__ nodes, int level) {
  int cell = blockIdx.x * blockDim.x + threadIdx.x;
  if (cell >= (1 << (3 * level))) return;
  const float4 *child = nodes + level_offset(level + 1) + cell * 8;
  float4 m = make_float4(0.f, 0.f, 0.f, 0.f);
#pragma unroll
  for (int c = 0; c < 8; ++c) {
    float4 p = child[c];
    m.x += p.x * p.w;
    m.y += p.y * p.w;
    m.z += p.z * p.w;
    m.w += p.w;
  }
  float r = 1.0f / m.w;
  nodes[level_offset(level) + cell] = make_float4(m.x * r, m.y * r, m.z * r, m.w);
}

__device__ __forceinline__ void add_pull(float3 &a, float4 me, float4 src, float eps2) {
  float dx = src.x - me.x, dy = src.y - me.y, dz = src.z - me.z;
  float r2 = dx * dx + dy * dy + dz * dz + eps2;
  float inv = rsqrtf(r2);
  float s = src.w * inv * inv * inv;
  a.x += dx * s;
  a.y += dy * s;
  a.z += dz * s;
}

// A node on the stack: its level in the top bits, its Morton index below.
struct StackEntry {
  uint32_t bits;
  __device__ int level() const { return bits >> 27; }
  __device__ uint32_t cell() const { return bits & ((1u << 27) - 1); }
  __device__ static StackEntry make(int level, uint32_t cell) { return {((uint32_t)level << 27) | cell}; }
};

template <int DEPTH, int BUCKET>
__global__ void __launch_bounds__(128) tree_walk(const float4 *__restrict__ bodies, const float4 *__restrict__ nodes,
                                                 float4 *__restrict__ accel, float theta, float eps2, int nbodies) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nbodies) return;
  float4 me = bodies[i];
  float3 a = make_float3(0.f, 0.f, 0.f);
  StackEntry stack[7 * DEPTH + 8];
  int top = 0;
  stack[top++] = StackEntry::make(0, 0);
  while (top > 0) {
    StackEntry e = stack[--top];
    int level = e.level();
    uint32_t cell = e.cell();
    float4 node = nodes[level_offset(level) + cell];
    float dx = node.x - me.x, dy = node.y - me.y, dz = node.z - me.z;
    float d2 = dx * dx + dy * dy + dz * dz;
    float size = 1.0f / (1 << level);
    if (size * size < theta * theta * d2) {
      add_pull(a, me, node, eps2); // far enough: the cell's centre of mass
    } else if (level == DEPTH) {
      for (int b = 0; b < BUCKET; ++b) {
        int j = cell * BUCKET + b;
        if (j != i) add_pull(a, me, bodies[j], eps2);
      }
    } else {
#pragma unroll
      for (int c = 7; c >= 0; --c) stack[top++] = StackEntry::make(level + 1, cell * 8 + c);
    }
  }
  accel[i] = make_float4(a.x, a.y, a.z, 0.f);
}

// Host side: one force evaluation.
void barnes_hut_forces(const float4 *d_jitter, float4 *d_bodies, float4 *d_nodes, float4 *d_accel, float theta, cudaStream_t s) {
  constexpr int kDepth = 5, kBucket = 16, kLeaves = 1 << (3 * kDepth), kBodies = kLeaves * kBucket;
  place_bodies<kDepth><<<kBodies / 256, 256, 0, s>>>(d_jitter, d_bodies, kBodies);
  leaf_moments<kDepth, kBucket><<<kLeaves / 128, 128, 0, s>>>(d_bodies, d_nodes);
  for (int l = kDepth - 1; l >= 0; --l) upsweep_level<<<((1 << (3 * l)) + 127) / 128, 128, 0, s>>>(d_nodes, l);
  tree_walk<kDepth, kBucket><<<kBodies / 128, 128, 0, s>>>(d_bodies, d_nodes, d_accel, theta, 1e-4f, kBodies);
}
