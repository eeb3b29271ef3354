// RUN: kilnc %s --emit=simt -o /dev/null
struct Particle { float3 pos; float3 vel; float mass; int alive; };
struct SimParams { float dt; float3 gravity; int count; bool bounce; double damping; };
__device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
__device__ inline void integrate(Particle &p, const SimParams &sp) {
  p.vel = p.vel + sp.gravity * sp.dt;
  p.pos = p.pos + p.vel * sp.dt;
  if (sp.bounce && p.pos.y < 0.0f) { p.pos.y = -p.pos.y; p.vel.y *= -(float)sp.damping; }
}
__global__ void step(Particle *ps, SimParams sp) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= sp.count || !ps[i].alive) return;
  Particle p = ps[i];
  integrate(p, sp);
  ps[i] = p;
}
class Matrix {
public:
  int rows, cols; float *data;
  __device__ float &at(int r, int c) { return data[r * cols + c]; }
  __device__ float at(int r, int c) const { return data[r * cols + c]; }
};
__global__ void matAdd(Matrix a, Matrix b, Matrix c) {
  int r = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < c.rows && col < c.cols) c.at(r, col) = a.at(r, col) + b.at(r, col);
}
