// @realcode Position-based cloth simulation on a grid of particles: Verlet integration with gravity and damping on float4 positions (w holds the inverse mass, 0 pins a particle), structural and shear distance constraints projected Jacobi-style (each particle gathers corrections from its up-to-8 neighbours through a constexpr offset table and averages them, so no atomics), a sphere collider pushing particles to its surface, ping-pong buffers across iterations, and per-vertex normals from the cross product of grid neighbours.
// @let GW = 512
// @let GH = 512
// @let ITERS = 8
// @buf pos f32[GW * GH * 4] uniform(-0.001, 0.001)
// @buf prev f32[GW * GH * 4] uniform(-0.001, 0.001)
// @buf tmp f32[GW * GH * 4] zero
// @buf normals f32[GW * GH * 4] zero
// @launch init_grid grid(GW / 16, GH / 16) block(16, 16) args(pos, prev, i32(GW), i32(GH), f32(0.004))
// @launch verlet_integrate grid(GW * GH / 256) block(256) args(pos, prev, i32(GW * GH), f32(0.004), f32(0.99))
// @loop it = 0; it < ITERS; it = it + 1
//   @launch project_constraints grid(GW / 16, GH / 16) block(16, 16) args(sel(it % 2, tmp, pos), sel(it % 2, pos, tmp), i32(GW), i32(GH), f32(0.004))
// @end
// @launch compute_normals grid(GW / 16, GH / 16) block(16, 16) args(pos, normals, i32(GW), i32(GH))
// @check pos rel=1e-4 abs=1e-5
// @check prev rel=1e-4 abs=1e-5
// @check normals rel=1e-3 abs=1e-4

__device__ __forceinline__ float3 sub3(float4 a, float4 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
__device__ __forceinline__ float len(float3 v) { return sqrtf(v.x * v.x + v.y * v.y + v.z * v.z); }

struct Offset {
  int dx, dy;
  float rest;  // in units of the grid spacing
};
__device__ constexpr Offset kNeighbours[8] = {{1, 0, 1.0f},      {-1, 0, 1.0f},      {0, 1, 1.0f},
                                              {0, -1, 1.0f},     {1, 1, 1.41421356f}, {-1, -1, 1.41421356f},
                                              {1, -1, 1.41421356f}, {-1, 1, 1.41421356f}};

__global__ void init_grid(float4 *pos, float4 *prev, int gw, int gh, float spacing) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= gw || y >= gh) return;
  int i = y * gw + x;
  float jitter = pos[i].y;  // the small random input perturbs the flat sheet
  float inv_mass = (y == 0 && (x == 0 || x == gw - 1)) ? 0.0f : 1.0f;
  float4 p = make_float4((x - gw / 2) * spacing, 1.0f + jitter, (y - gh / 2) * spacing, inv_mass);
  pos[i] = p;
  prev[i] = p;
}

__global__ void verlet_integrate(float4 *__restrict__ pos, float4 *__restrict__ prev, int n, float dt, float damping) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 p = pos[i], q = prev[i];
  if (p.w == 0.0f) return;
  const float g = -9.81f * dt * dt;
  float4 next = make_float4(p.x + (p.x - q.x) * damping, p.y + (p.y - q.y) * damping + g,
                            p.z + (p.z - q.z) * damping, p.w);
  prev[i] = p;
  pos[i] = next;
}

__global__ void project_constraints(const float4 *__restrict__ in, float4 *__restrict__ out, int gw, int gh,
                                    float spacing) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= gw || y >= gh) return;
  const int i = y * gw + x;
  float4 p = in[i];
  if (p.w == 0.0f) {
    out[i] = p;
    return;
  }
  float3 corr = make_float3(0.0f, 0.0f, 0.0f);
  int count = 0;
#pragma unroll
  for (int k = 0; k < 8; k++) {
    int nx = x + kNeighbours[k].dx, ny = y + kNeighbours[k].dy;
    if (nx < 0 || nx >= gw || ny < 0 || ny >= gh) continue;
    float4 q = in[ny * gw + nx];
    float3 d = sub3(p, q);
    float l = len(d);
    if (l < 1e-9f) continue;
    float wsum = p.w + q.w;
    float s = (l - kNeighbours[k].rest * spacing) / (l * wsum) * p.w;
    corr.x -= s * d.x;
    corr.y -= s * d.y;
    corr.z -= s * d.z;
    ++count;
  }
  if (count) {
    p.x += corr.x / count;
    p.y += corr.y / count;
    p.z += corr.z / count;
  }
  // Sphere at (0, 0.6, 0), radius 0.35.
  float3 c = make_float3(p.x, p.y - 0.6f, p.z);
  float r = len(c);
  if (r < 0.35f && r > 0.0f) {
    float k = 0.35f / r;
    p.x = c.x * k;
    p.y = c.y * k + 0.6f;
    p.z = c.z * k;
  }
  out[i] = p;
}

__global__ void compute_normals(const float4 *__restrict__ pos, float4 *__restrict__ normals, int gw, int gh) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= gw || y >= gh) return;
  float3 dx = sub3(pos[y * gw + min(x + 1, gw - 1)], pos[y * gw + max(x - 1, 0)]);
  float3 dy = sub3(pos[min(y + 1, gh - 1) * gw + x], pos[max(y - 1, 0) * gw + x]);
  float3 n = make_float3(dx.y * dy.z - dx.z * dy.y, dx.z * dy.x - dx.x * dy.z, dx.x * dy.y - dx.y * dy.x);
  float inv = rsqrtf(fmaxf(n.x * n.x + n.y * n.y + n.z * n.z, 1e-30f));
  normals[y * gw + x] = make_float4(n.x * inv, n.y * inv, n.z * inv, 0.0f);
}
