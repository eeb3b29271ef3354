// @realcode Particle integration with polymorphic force fields built on the stack: an abstract Field with virtual force() and a virtual destructor, derived Gravity, Spring and Vortex classes (one deriving from another and calling its base's override), objects chosen per particle and used through a base reference and a base pointer, an array of base pointers to stack objects, and a non-virtual interface method calling a virtual hook.
// @let N = 1 << 20
// @let STEPS = 16
// @buf pos f32[2 * N] uniform(-10, 10)
// @buf vel f32[2 * N] uniform(-1, 1)
// @buf kind i32[N] uniform(0, 4)
// @launch integrate grid(cdiv(N, 128)) block(128) args(pos, vel, kind, i32(N), i32(STEPS), f32(0.01))
// @check pos abs=1e-3 rel=1e-4
// @check vel abs=1e-3 rel=1e-4
#include <cuda_runtime.h>

struct float2v {
  float x, y;
};

class Field {
public:
  __device__ virtual ~Field() {}
  __device__ virtual float2v force(float2v p, float2v v) const = 0;
  __device__ virtual float damping() const { return 0.0f; }
  // A non-virtual interface over the virtual hooks.
  __device__ float2v accel(float2v p, float2v v) const {
    float2v f = force(p, v);
    float d = damping();
    return {f.x - d * v.x, f.y - d * v.y};
  }
};

class Gravity : public Field {
public:
  __device__ explicit Gravity(float g) : g_(g) {}
  __device__ float2v force(float2v, float2v) const override { return {0.0f, -g_}; }

private:
  float g_;
};

class Spring : public Field {
public:
  __device__ Spring(float k, float c) : k_(k), c_(c) {}
  __device__ float2v force(float2v p, float2v) const override { return {-k_ * p.x, -k_ * p.y}; }
  __device__ float damping() const override { return c_; }

protected:
  float k_, c_;
};

// A spring that also swirls: calls its base class's force explicitly.
class Vortex : public Spring {
public:
  __device__ Vortex(float k, float c, float w) : Spring(k, c), w_(w) {}
  __device__ float2v force(float2v p, float2v v) const override {
    float2v s = Spring::force(p, v);
    float r2 = p.x * p.x + p.y * p.y + 1.0f;
    return {s.x - w_ * p.y / r2, s.y + w_ * p.x / r2};
  }

private:
  float w_;
};

__device__ float2v step(const Field &f, float2v &p, float2v v, float dt) {
  float2v a = f.accel(p, v);
  v.x += dt * a.x;
  v.y += dt * a.y;
  p.x += dt * v.x;
  p.y += dt * v.y;
  return v;
}

__global__ void integrate(float *pos, float *vel, const int *__restrict__ kind, int n, int steps,
                          float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Gravity gravity(9.81f);
  Spring spring(2.0f, 0.1f);
  Vortex vortex(1.0f, 0.05f, 3.0f);
  const Field *fields[3] = {&gravity, &spring, &vortex};
  float2v p = {pos[2 * i], pos[2 * i + 1]};
  float2v v = {vel[2 * i], vel[2 * i + 1]};
  int k = kind[i];
  for (int s = 0; s < steps; ++s) {
    if (k < 3) {
      v = step(*fields[(k + s) % 3], p, v, dt);
    } else {
      // Two fields superposed, through references.
      const Field &a = (s & 1) ? static_cast<const Field &>(spring) : vortex;
      const Field &b = gravity;
      float2v fa = a.accel(p, v), fb = b.accel(p, v);
      v.x += dt * (fa.x + fb.x);
      v.y += dt * (fa.y + fb.y);
      p.x += dt * v.x;
      p.y += dt * v.y;
    }
  }
  pos[2 * i] = p.x;
  pos[2 * i + 1] = p.y;
  vel[2 * i] = v.x;
  vel[2 * i + 1] = v.y;
}
