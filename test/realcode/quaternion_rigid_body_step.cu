// @realcode Rigid-body integration as game/robotics physics engines write it on the GPU: a Quat struct with operator overloads (Hamilton product, conjugate, rotate a vector by q v q*), bodies in structure-of-arrays float4 buffers, world-space inverse inertia from the body-frame diagonal rotated by the orientation matrix, semi-implicit Euler on linear and angular velocity with damping, orientation advanced by dq = 0.5 * (0, w) * q * dt and renormalised with rsqrtf; a ground-plane contact pushes bodies up and reflects their normal velocity. Several steps per run.
// @let N = 1 << 20
// @let STEPS = 8
// @buf pos f32[N * 4] uniform(-10, 10)
// @buf vel f32[N * 4] uniform(-1, 1)
// @buf orient f32[N * 4] uniform(-1, 1)
// @buf angvel f32[N * 4] uniform(-2, 2)
// @buf inertia f32[N * 4] uniform(0.5, 2)
// @buf torque f32[N * 4] uniform(-0.1, 0.1)
// @loop s = 0; s < STEPS; s = s + 1
//   @launch integrate_bodies grid(cdiv(N, 256)) block(256) args(pos, vel, orient, angvel, inertia, torque, i32(N), f32(1.0 / 120))
// @end
// @check pos abs=1e-3 rel=1e-3
// @check vel abs=1e-3 rel=1e-3
// @check orient abs=1e-3 rel=1e-3
// @check angvel abs=1e-3 rel=1e-3
#include <cuda_runtime.h>

struct Vec3 {
  float x, y, z;
  __host__ __device__ Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
  __host__ __device__ Vec3 operator-(const Vec3 &o) const { return {x - o.x, y - o.y, z - o.z}; }
  __host__ __device__ Vec3 operator*(float s) const { return {x * s, y * s, z * s}; }
};
__host__ __device__ inline Vec3 cross(const Vec3 &a, const Vec3 &b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
__host__ __device__ inline float dot(const Vec3 &a, const Vec3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

struct Quat {
  float w, x, y, z;
  __host__ __device__ Quat operator*(const Quat &q) const {
    return {w * q.w - x * q.x - y * q.y - z * q.z, w * q.x + x * q.w + y * q.z - z * q.y,
            w * q.y - x * q.z + y * q.w + z * q.x, w * q.z + x * q.y - y * q.x + z * q.w};
  }
  __host__ __device__ Quat conj() const { return {w, -x, -y, -z}; }
  __host__ __device__ Vec3 rotate(const Vec3 &v) const {
    Quat r = (*this) * Quat{0.f, v.x, v.y, v.z} * conj();
    return {r.x, r.y, r.z};
  }
  __device__ Quat normalized() const {
    float inv = rsqrtf(w * w + x * x + y * y + z * z);
    return {w * inv, x * inv, y * inv, z * inv};
  }
};

__device__ __forceinline__ Vec3 xyz(float4 v) { return {v.x, v.y, v.z}; }
__device__ __forceinline__ float4 pack(Vec3 v, float w) { return make_float4(v.x, v.y, v.z, w); }

__global__ void integrate_bodies(float4 *pos, float4 *vel, float4 *orient, float4 *angvel,
                                 const float4 *__restrict__ inertia, const float4 *__restrict__ torque, int n,
                                 float dt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const Vec3 gravity{0.f, -9.81f, 0.f};
  float4 p4 = pos[i], v4 = vel[i], q4 = orient[i], w4 = angvel[i];
  Vec3 p = xyz(p4), v = xyz(v4), w = xyz(w4);
  Quat q = Quat{q4.w, q4.x, q4.y, q4.z}.normalized();
  // Angular: world-space I^-1 * (tau - w x (I w)), I diagonal in the body frame.
  float4 I = __ldg(&inertia[i]);
  Vec3 tau = xyz(__ldg(&torque[i]));
  Vec3 wb = q.conj().rotate(w);
  Vec3 Iw{I.x * wb.x, I.y * wb.y, I.z * wb.z};
  Vec3 gyro = q.rotate(cross(wb, Iw));
  Vec3 rhs_b = q.conj().rotate(tau - gyro);
  Vec3 alpha = q.rotate(Vec3{rhs_b.x / I.x, rhs_b.y / I.y, rhs_b.z / I.z});
  w = (w + alpha * dt) * 0.999f;
  // Linear.
  v = (v + gravity * dt) * 0.9995f;
  p = p + v * dt;
  if (p.y < -10.f) {
    p.y = -10.f;
    if (v.y < 0.f) v.y = -0.5f * v.y;
  }
  Quat dq = Quat{0.f, w.x, w.y, w.z} * q;
  q = Quat{q.w + 0.5f * dt * dq.w, q.x + 0.5f * dt * dq.x, q.y + 0.5f * dt * dq.y, q.z + 0.5f * dt * dq.z}.normalized();
  pos[i] = pack(p, p4.w);
  vel[i] = pack(v, dot(v, v));
  orient[i] = make_float4(q.x, q.y, q.z, q.w);
  angvel[i] = pack(w, 0.f);
}
