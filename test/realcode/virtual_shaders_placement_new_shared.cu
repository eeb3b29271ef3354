// @realcode Polymorphic per-material shading where the objects are built on the device: an abstract Material with pure virtual eval() and a virtual destructor, three final subclasses (Lambert, Phong with an override of a virtual helper, a Checker that wraps another material through a base pointer), each block placement-news its materials into an aligned __shared__ byte arena (one thread builds, all call through base pointers after the barrier, the builder runs the destructors explicitly at the end), and the dispatch index comes from a per-pixel material id buffer.
// @let NPIX = 1 << 22
// @buf mat_id i32[NPIX] uniform(0, 4)
// @buf normal f32[NPIX * 3] uniform(-1, 1)
// @buf color f32[NPIX * 3] zero
// @buf destroyed u32[1] zero
// @launch shade_pixels grid(NPIX / 256) block(256) args(mat_id, normal, color, destroyed, i32(NPIX))
// @check color rel=1e-5 abs=1e-6
// @check destroyed exact
#include <new>

struct Rgb {
  float r, g, b;
};

class Material {
 public:
  __device__ virtual ~Material() {}
  __device__ virtual Rgb eval(float ndotl, float ndoth, int pix) const = 0;
  __device__ virtual float specular_power() const { return 0.0f; }
};

class Lambert final : public Material {
  Rgb albedo_;

 public:
  __device__ explicit Lambert(Rgb a) : albedo_(a) {}
  __device__ Rgb eval(float ndotl, float, int) const override {
    float d = fmaxf(ndotl, 0.0f);
    return {albedo_.r * d, albedo_.g * d, albedo_.b * d};
  }
};

class Phong final : public Material {
  Rgb diffuse_;
  float power_;

 public:
  __device__ Phong(Rgb d, float p) : diffuse_(d), power_(p) {}
  __device__ float specular_power() const override { return power_; }
  __device__ Rgb eval(float ndotl, float ndoth, int) const override {
    float d = fmaxf(ndotl, 0.0f);
    float s = ndotl > 0.0f ? __powf(fmaxf(ndoth, 0.0f), specular_power()) : 0.0f;
    return {diffuse_.r * d + s, diffuse_.g * d + s, diffuse_.b * d + s};
  }
};

class Checker final : public Material {
  const Material *inner_;
  unsigned *destroyed_;

 public:
  __device__ Checker(const Material *inner, unsigned *destroyed) : inner_(inner), destroyed_(destroyed) {}
  __device__ ~Checker() override { atomicAdd(destroyed_, 1u); }
  __device__ Rgb eval(float ndotl, float ndoth, int pix) const override {
    Rgb c = inner_->eval(ndotl, ndoth, pix);
    float k = ((pix >> 3) ^ (pix >> 11)) & 1 ? 1.0f : 0.25f;
    return {c.r * k, c.g * k, c.b * k};
  }
};

constexpr int kArenaBytes = sizeof(Lambert) + sizeof(Phong) + 2 * sizeof(Checker) + 64;

__global__ void shade_pixels(const int *__restrict__ mat_id, const float3 *__restrict__ normal,
                             float3 *__restrict__ color, unsigned *destroyed, int n) {
  __shared__ alignas(16) unsigned char arena[kArenaBytes];
  __shared__ Material *table[4];
  if (threadIdx.x == 0) {
    unsigned char *p = arena;
    auto *lam = new (p) Lambert(Rgb{0.8f, 0.3f, 0.2f});
    p += (sizeof(Lambert) + 15) & ~size_t(15);
    auto *pho = new (p) Phong(Rgb{0.2f, 0.4f, 0.9f}, 24.0f);
    p += (sizeof(Phong) + 15) & ~size_t(15);
    auto *chk_lam = new (p) Checker(lam, destroyed);
    p += (sizeof(Checker) + 15) & ~size_t(15);
    auto *chk_pho = new (p) Checker(pho, destroyed);
    table[0] = lam;
    table[1] = pho;
    table[2] = chk_lam;
    table[3] = chk_pho;
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float3 nrm = normal[i];
    float inv = rsqrtf(fmaxf(nrm.x * nrm.x + nrm.y * nrm.y + nrm.z * nrm.z, 1e-12f));
    // Light from (0.3, 0.8, 0.52), half vector precomputed for a viewer on +z.
    float ndotl = (0.3f * nrm.x + 0.8f * nrm.y + 0.52f * nrm.z) * inv;
    float ndoth = (0.17f * nrm.x + 0.46f * nrm.y + 0.87f * nrm.z) * inv;
    const Material *m = table[mat_id[i] & 3];
    Rgb c = m->eval(ndotl, ndoth, i);
    color[i] = make_float3(c.r, c.g, c.b);
  }
  __syncthreads();
  if (threadIdx.x == 0)
    for (int k = 3; k >= 0; k--) table[k]->~Material();
}
