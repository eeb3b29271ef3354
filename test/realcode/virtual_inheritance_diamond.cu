// @realcode A diamond of classes with virtual inheritance, as object-oriented simulation code builds them: Emitter and Absorber both derive virtually from Material (one shared albedo), Glow derives from both; objects are placement-constructed per thread in local storage, then shaded through base-class pointers and references, with virtual calls reaching the final overrider and data of the shared virtual base read through each path.
// @let N = 1 << 20
// @buf kind i32[N] uniform(0, 3)
// @buf albedo f32[N] uniform(0, 1)
// @buf light f32[N] uniform(0, 4)
// @buf out f32[N * 2] zero
// @launch shade_materials grid(cdiv(N, 128)) block(128) args(kind, albedo, light, out, i32(N))
// @check out abs=1e-6 rel=1e-6
#include <new>

struct Material {
  float albedo;
  __device__ explicit Material(float a) : albedo(a) {}
  __device__ virtual float reflect(float l) const { return albedo * l; }
  __device__ virtual ~Material() {}
};

struct Emitter : virtual Material {
  float power;
  __device__ Emitter(float a, float p) : Material(a), power(p) {}
  __device__ float reflect(float l) const override { return albedo * l + power; }
  __device__ float emitted() const { return power * albedo; }
};

struct Absorber : virtual Material {
  float sigma;
  __device__ Absorber(float a, float s) : Material(a), sigma(s) {}
  __device__ float reflect(float l) const override { return albedo * l * expf(-sigma); }
  __device__ float absorbed(float l) const { return l * (1.f - expf(-sigma)) * albedo; }
};

struct Glow final : Emitter, Absorber {
  __device__ Glow(float a, float p, float s) : Material(a), Emitter(a, p), Absorber(a, s) {}
  __device__ float reflect(float l) const override { return Emitter::reflect(l) * 0.5f + Absorber::reflect(l) * 0.5f; }
};

__device__ float through_emitter(const Emitter &e, float l) { return e.reflect(l) + e.emitted() + e.albedo; }
__device__ float through_absorber(const Absorber &a, float l) { return a.absorbed(l) - a.albedo; }

__global__ void shade_materials(const int *__restrict__ kind, const float *__restrict__ albedo, const float *__restrict__ light,
                                float *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  alignas(Glow) unsigned char storage[sizeof(Glow)];
  float a = albedo[i], l = light[i];
  Material *m;
  float extra = 0.f;
  switch (kind[i]) {
    case 0: {
      Emitter *e = new (storage) Emitter(a, 0.25f);
      extra = through_emitter(*e, l);
      m = e;
      break;
    }
    case 1: {
      Absorber *ab = new (storage) Absorber(a, 0.7f);
      extra = through_absorber(*ab, l);
      m = ab;
      break;
    }
    default: {
      Glow *g = new (storage) Glow(a, 0.5f, 0.3f);
      extra = through_emitter(*g, l) + through_absorber(*g, l);
      m = static_cast<Emitter *>(g);
      break;
    }
  }
  out[2 * i] = m->reflect(l);
  out[2 * i + 1] = extra + m->albedo;
  m->~Material();
}
