// @realcode A particle update over an array of alignas(16) structs read through const __restrict__ pointers, with __ldg on float4/int2 views of the struct fields (the vectorised read-only loads in production SPH/MD codes), explicit-alignment packing checked by static_assert, and a vector store back.
// @let N = 1 << 20
// @buf pos f32[4 * N] uniform(-10, 10)
// @buf vel f32[4 * N] uniform(-1, 1)
// @buf cell i32[2 * N] uniform(0, 1024)
// @buf out f32[4 * N] zero
// @buf outc i32[N] zero
// @launch advance grid(cdiv(N, 256)) block(256) args(pos, vel, cell, out, outc, i32(N), f32(0.01))
// @check out abs=1e-5 rel=1e-6
// @check outc exact
struct alignas(16) Particle {
  float x, y, z;
  float mass;
};
struct alignas(8) CellRef {
  int cell;
  int flags;
};
static_assert(sizeof(Particle) == 16 && alignof(Particle) == 16, "one float4 per particle");
static_assert(sizeof(CellRef) == 8 && alignof(CellRef) == 8, "one int2 per reference");

__device__ __forceinline__ Particle load_particle(const Particle *__restrict__ p) {
  float4 v = __ldg(reinterpret_cast<const float4 *>(p));
  return Particle{v.x, v.y, v.z, v.w};
}

__device__ __forceinline__ CellRef load_cell(const CellRef *__restrict__ c) {
  int2 v = __ldg(reinterpret_cast<const int2 *>(c));
  return {v.x, v.y};
}

__global__ void advance(const Particle *__restrict__ pos, const Particle *__restrict__ vel, const CellRef *__restrict__ cells,
                        Particle *__restrict__ out, int *__restrict__ out_cell, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle p = load_particle(pos + i);
  Particle v = load_particle(vel + i);
  CellRef c = load_cell(cells + i);
  float inv_m = 1.0f / (1.0f + fabsf(p.mass));
  p.x += dt * v.x * inv_m;
  p.y += dt * v.y * inv_m;
  p.z += dt * (v.z - 9.81f * dt);
  float4 packed = make_float4(p.x, p.y, p.z, p.mass);
  reinterpret_cast<float4 *>(out)[i] = packed;
  out_cell[i] = (c.cell << 4) | (c.flags & 15);
}
