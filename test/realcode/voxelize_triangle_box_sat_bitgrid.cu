// @realcode Conservative surface voxelization as GPU voxelizers (Schwarz-Seidel style, cuda_voxelizer) do it: one thread per triangle, its bounding box in voxel coordinates, and for every voxel in the box the Akenine-Moller triangle-box overlap test (the 13 separating axes: three box normals, the triangle normal plane test, nine edge cross products) in a templated float3 vector class with member operators; overlapping voxels set in a bit-packed grid (32 voxels along x to a word) with atomicOr; triangle vertices on a 1/8-voxel lattice so every product in the test is exact in float; a second kernel counts filled voxels per z slice with __popc and a block reduction.
// @let V = 256
// @let TRIS = 1 << 18
// @buf tri_raw i32[TRIS * 9] uniform(0, 2040)
// @buf tri_jit i32[TRIS * 9] uniform(-24, 24)
// @buf grid u32[V * V * V / 32] zero
// @buf slice_counts u32[V] zero
// @launch voxelize_triangles grid(TRIS / 128) block(128) args(tri_raw, tri_jit, grid, i32(TRIS), i32(V))
// @launch count_slices grid(V) block(256) args(grid, slice_counts, i32(V))
// @check grid exact
// @check slice_counts exact

template <typename T> struct vec3 {
  T x, y, z;
  vec3() = default;
  __host__ __device__ constexpr vec3(T a, T b, T c) : x(a), y(b), z(c) {}
  __host__ __device__ vec3 operator-(const vec3 &o) const { return {x - o.x, y - o.y, z - o.z}; }
  __host__ __device__ vec3 operator+(const vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
  __host__ __device__ T dot(const vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
  __host__ __device__ vec3 cross(const vec3 &o) const { return {y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x}; }
  __host__ __device__ T operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
};
using float3v = vec3<float>;

__device__ __forceinline__ float min3(float a, float b, float c) { return fminf(a, fminf(b, c)); }
__device__ __forceinline__ float max3(float a, float b, float c) { return fmaxf(a, fmaxf(b, c)); }

// Akenine-Moller: does the triangle (v0, v1, v2), relative to the box centre, overlap the box of half size h?
__device__ bool tri_box_overlap(float3v v0, float3v v1, float3v v2, float h) {
  const float3v e[3] = {v1 - v0, v2 - v1, v0 - v2};
  const float3v v[3] = {v0, v1, v2};
  // nine axes: unit axis a cross edge e_i
#pragma unroll
  for (int a = 0; a < 3; ++a) {
#pragma unroll
    for (int i = 0; i < 3; ++i) {
      const float3v unit(a == 0 ? 1.f : 0.f, a == 1 ? 1.f : 0.f, a == 2 ? 1.f : 0.f);
      const float3v axis = unit.cross(e[i]);
      const float p0 = axis.dot(v[0]), p1 = axis.dot(v[1]), p2 = axis.dot(v[2]);
      const float r = h * (fabsf(axis.x) + fabsf(axis.y) + fabsf(axis.z));
      if (min3(p0, p1, p2) > r || max3(p0, p1, p2) < -r)
        return false;
    }
  }
  // the box's own axes
#pragma unroll
  for (int a = 0; a < 3; ++a)
    if (min3(v0[a], v1[a], v2[a]) > h || max3(v0[a], v1[a], v2[a]) < -h)
      return false;
  // the triangle's plane against the box
  const float3v n = e[0].cross(e[1]);
  const float d = -n.dot(v0);
  float3v vmin, vmax;
  vmin.x = n.x > 0.f ? -h : h; vmax.x = -vmin.x;
  vmin.y = n.y > 0.f ? -h : h; vmax.y = -vmin.y;
  vmin.z = n.z > 0.f ? -h : h; vmax.z = -vmin.z;
  if (n.dot(vmin) + d > 0.f) return false;
  return n.dot(vmax) + d >= 0.f;
}

__global__ void __launch_bounds__(128) voxelize_triangles(const int *__restrict__ raw, const int *__restrict__ jit, unsigned *__restrict__ grid, int ntris, int v) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntris) return;
  // a small triangle: a base vertex anywhere, two more within three voxels; coordinates in 1/8 voxels
  const int *r = raw + 9 * t, *j = jit + 9 * t;
  const float s = 0.125f;
  const float3v a(r[0] * s, r[1] * s, r[2] * s);
  const float3v b = a + float3v(j[3] * s, j[4] * s, j[5] * s);
  const float3v c = a + float3v(j[6] * s, j[7] * s, j[8] * s);
  const int x0 = max(0, (int)floorf(min3(a.x, b.x, c.x))), x1 = min(v - 1, (int)floorf(max3(a.x, b.x, c.x)));
  const int y0 = max(0, (int)floorf(min3(a.y, b.y, c.y))), y1 = min(v - 1, (int)floorf(max3(a.y, b.y, c.y)));
  const int z0 = max(0, (int)floorf(min3(a.z, b.z, c.z))), z1 = min(v - 1, (int)floorf(max3(a.z, b.z, c.z)));
  for (int z = z0; z <= z1; ++z)
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) {
        const float3v centre(x + 0.5f, y + 0.5f, z + 0.5f);
        if (tri_box_overlap(a - centre, b - centre, c - centre, 0.5f)) {
          const size_t bit = ((size_t)z * v + y) * v + x;
          atomicOr(&grid[bit >> 5], 1u << (bit & 31));
        }
      }
}

__global__ void count_slices(const unsigned *__restrict__ grid, unsigned *__restrict__ counts, int v) {
  __shared__ unsigned s[256];
  const unsigned *slice = grid + (size_t)blockIdx.x * v * v / 32;
  unsigned c = 0;
  for (int i = threadIdx.x; i < v * v / 32; i += blockDim.x) c += __popc(slice[i]);
  s[threadIdx.x] = c;
  __syncthreads();
  for (int o = blockDim.x / 2; o > 0; o >>= 1) {
    if (threadIdx.x < o) s[threadIdx.x] += s[threadIdx.x + o];
    __syncthreads();
  }
  if (threadIdx.x == 0) counts[blockIdx.x] = s[0];
}
