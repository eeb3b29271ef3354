// @realcode Docking pose scoring in the style of AutoDock-GPU: each block scores one ligand pose of NATOMS atoms, the pose's rigid transform (a quaternion and a translation) applied to the reference coordinates, the intermolecular energy by trilinear interpolation in per-atom-type affinity grid maps (float maps laid out [type][z][y][x], out-of-grid atoms given a penalty), the electrostatic map scaled by the atom's charge, the intramolecular energy over a contributor pair list in __constant__ memory with a smoothed 12-6 Lennard-Jones and a distance-dependent dielectric, energies reduced per pose with __shfl_down_sync then shared memory, and the best pose per ligand found with a 64-bit packed atomicMin of (ordered float bits, pose index).
// @let POSES = 1 << 14
// @let NATOMS = 64
// @let NTYPES = 4
// @let G = 64
// @let PAIRS = 256
// @buf ref_xyz f32[NATOMS * 4] uniform(-3, 3)
// @buf atom_type i32[NATOMS] uniform(0, 4)
// @buf charge f32[NATOMS] uniform(-0.5, 0.5)
// @buf poses f32[POSES * 8] uniform(-1, 1)
// @buf maps f32[(NTYPES + 1) * G * G * G] uniform(-1, 0.5)
// @const c_pairs u32[256] uniform(0, 4096)
// @buf energies f32[POSES] zero
// @buf best u64[POSES / 256] zero
// @launch init_best grid(1) block(64) args(best, i32(POSES / 256))
// @launch score_poses_kernel grid(POSES) block(64) args(ref_xyz, atom_type, charge, poses, maps, energies, best, i32(NATOMS), i32(G), i32(PAIRS))
// @check energies abs=1e-3 rel=1e-4
// @check best frac=0.1 (the winning pose of a ligand may change where two poses' energies agree to rounding: both compilers' sums are reduction-order identical but their fused multiply-adds may differ)

#define MAX_ATOMS 64
#define NUM_TYPES 4
#define GRID_SPACING 0.375f

__constant__ unsigned int c_pairs[256]; // (i << 6 | j) for intramolecular contributors

struct Quaternion {
  float w, x, y, z;
  __device__ float3 rotate(float3 v) const {
    // v + 2 * cross(q.xyz, cross(q.xyz, v) + w * v)
    const float3 u = make_float3(x, y, z);
    const float3 t = make_float3(u.y * v.z - u.z * v.y + w * v.x, u.z * v.x - u.x * v.z + w * v.y, u.x * v.y - u.y * v.x + w * v.z);
    return make_float3(v.x + 2.f * (u.y * t.z - u.z * t.y), v.y + 2.f * (u.z * t.x - u.x * t.z), v.z + 2.f * (u.x * t.y - u.y * t.x));
  }
};

__device__ float trilinear(const float *__restrict__ map, float x, float y, float z, int g) {
  const int x0 = (int)floorf(x), y0 = (int)floorf(y), z0 = (int)floorf(z);
  const float dx = x - x0, dy = y - y0, dz = z - z0;
  const float *p = map + ((size_t)z0 * g + y0) * g + x0;
  const float c000 = p[0], c100 = p[1], c010 = p[g], c110 = p[g + 1];
  const float c001 = p[g * g], c101 = p[g * g + 1], c011 = p[g * g + g], c111 = p[g * g + g + 1];
  const float c00 = c000 + dx * (c100 - c000), c10 = c010 + dx * (c110 - c010);
  const float c01 = c001 + dx * (c101 - c001), c11 = c011 + dx * (c111 - c011);
  const float c0 = c00 + dy * (c10 - c00), c1 = c01 + dy * (c11 - c01);
  return c0 + dz * (c1 - c0);
}

__device__ __forceinline__ unsigned int ordered_bits(float f) {
  const unsigned int u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

__global__ void init_best(unsigned long long *best, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) best[i] = ~0ull;
}

__global__ void __launch_bounds__(64) score_poses_kernel(const float4 *__restrict__ ref_xyz, const int *__restrict__ atom_type, const float *__restrict__ charge,
                                                        const float *__restrict__ poses, const float *__restrict__ maps, float *__restrict__ energies,
                                                        unsigned long long *__restrict__ best, int natoms, int g, int npairs) {
  __shared__ float3 s_xyz[MAX_ATOMS];
  __shared__ float s_warp[2];
  const int pose = blockIdx.x;
  const float *P = poses + (size_t)pose * 8;
  float qw = P[0] + 1.5f, qx = P[1], qy = P[2], qz = P[3];
  const float inv = rsqrtf(qw * qw + qx * qx + qy * qy + qz * qz);
  const Quaternion q{qw * inv, qx * inv, qy * inv, qz * inv};
  const float3 centre = make_float3(g * GRID_SPACING * 0.5f + P[4] * 2.f, g * GRID_SPACING * 0.5f + P[5] * 2.f, g * GRID_SPACING * 0.5f + P[6] * 2.f);
  float e = 0.f;
  const int a = threadIdx.x;
  if (a < natoms) {
    const float4 r = ref_xyz[a];
    const float3 v = q.rotate(make_float3(r.x, r.y, r.z));
    const float3 w = make_float3(v.x + centre.x, v.y + centre.y, v.z + centre.z);
    s_xyz[a] = w;
    const float gx = w.x / GRID_SPACING, gy = w.y / GRID_SPACING, gz = w.z / GRID_SPACING;
    if (gx < 0.f || gy < 0.f || gz < 0.f || gx >= g - 1 || gy >= g - 1 || gz >= g - 1) {
      e += 10.f; // outside the grid box
    } else {
      const size_t map_size = (size_t)g * g * g;
      e += trilinear(maps + atom_type[a] * map_size, gx, gy, gz, g);
      e += charge[a] * trilinear(maps + NUM_TYPES * map_size, gx, gy, gz, g);
    }
  }
  __syncthreads();
  // intramolecular contributors, four pairs a thread
  for (int p = threadIdx.x; p < npairs; p += blockDim.x) {
    const unsigned int ij = c_pairs[p];
    const int i = (ij >> 6) & 63, j = ij & 63;
    if (i == j) continue;
    const float3 pi = s_xyz[i], pj = s_xyz[j];
    const float dx = pi.x - pj.x, dy = pi.y - pj.y, dz = pi.z - pj.z;
    const float r = fmaxf(sqrtf(dx * dx + dy * dy + dz * dz), 1.0f);
    const float sr6 = __powf(3.6f / r, 6.f);
    const float lj = 0.2f * (sr6 * sr6 - 2.f * sr6);
    const float eps = 4.0f + 78.4f * r / (7.7f + r); // distance-dependent dielectric (Mehler-Solmajer-like)
    e += fminf(lj, 5.f) + 332.06f * charge[i] * charge[j] / (eps * r) * 0.1f;
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) e += __shfl_down_sync(0xffffffffu, e, o);
  if ((threadIdx.x & 31) == 0) s_warp[threadIdx.x >> 5] = e;
  __syncthreads();
  if (threadIdx.x == 0) {
    const float total = s_warp[0] + s_warp[1];
    energies[pose] = total;
    const unsigned long long key = ((unsigned long long)ordered_bits(total) << 32) | (unsigned)pose;
    atomicMin(&best[pose / 256], key);
  }
}
