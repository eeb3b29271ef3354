// RUN: kilnc %s --emit=simt -o %t.mlir 2> %t.err
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: count 0 < %t.err
// Structs by value (kernel parameters with host ABI padding, float3
// operators, member functions returning references) and an early return
// before any barrier: no diagnostic.
// CHECK-LABEL: func.func @_Z4stepP8Particle9SimParams(
// CHECK-SAME: !simt.ptr<!llvm.struct<"struct.Particle", packed (struct<"struct.float3", packed (f32, f32, f32)>, struct<"struct.float3", packed (f32, f32, f32)>, f32, i32)>, global>
// CHECK-SAME: !llvm.struct<"struct.SimParams", packed (f32, struct<"struct.float3", packed (f32, f32, f32)>, i32, i8, array<3 x i8>, f64)> {simt.param_align = 8 : i64, simt.param_type = "struct.SimParams"}
// CHECK: return
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.negf
// CHECK-LABEL: func.func @_Z6matAdd6MatrixS_S_(
// CHECK-SAME: simt.signature = "matAdd(Matrix, Matrix, Matrix)"
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, generic>
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
