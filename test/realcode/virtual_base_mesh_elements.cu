// @realcode A finite-element style class hierarchy with a virtual base (the mixin diamond object-oriented solvers use): every element type derives from Shaped and Weighted, which both derive virtually from Element (node ids, material); the most-derived class builds Element once; each thread builds its element in place, integrates through base-class pointers (virtual calls reached through virtual thunks), and reads the shared base's members through both paths.
// @let N = 1 << 18
// @buf coords f32[N * 4] uniform(0, 1)
// @buf mats i32[N] uniform(0, 4)
// @buf out f32[N * 2] zero
// @buf tags i32[N] zero
// @launch integrate_elements grid(cdiv(N, 128)) block(128) args(coords, mats, out, tags, i32(N))
// @check out abs=1e-5 rel=1e-5
// @check tags exact

struct Element {
  int id, material;
  __device__ Element(int i, int m) : id(i), material(m) {}
  __device__ virtual ~Element() {}
  __device__ virtual float measure() const = 0;
  __device__ virtual float density() const { return 1.0f + 0.25f * material; }
};

struct Shaped : virtual Element {
  float x0, y0, x1, y1;
  __device__ Shaped(const float *c) : Element(-1, -1), x0(c[0]), y0(c[1]), x1(c[2]), y1(c[3]) {}
  __device__ float measure() const override { return fabsf((x1 - x0) * (y1 - y0)); }
};

struct Weighted : virtual Element {
  float weight;
  __device__ Weighted(float w) : Element(-2, -2), weight(w) {}
  __device__ virtual float mass() const { return weight * density() * measure(); }
};

struct Quad : Shaped, Weighted {
  __device__ Quad(int i, int m, const float *c) : Element(i, m), Shaped(c), Weighted(0.5f + 0.125f * (i & 7)) {}
  __device__ float density() const override { return 2.0f + 0.5f * material; }
};

struct Tri : Shaped, Weighted {
  __device__ Tri(int i, int m, const float *c) : Element(i, m), Shaped(c), Weighted(1.0f) {}
  __device__ float measure() const override { return 0.5f * Shaped::measure(); }
};

__device__ float total_mass(const Weighted &w) { return w.mass(); }
__device__ float shared_measure(const Element *e) { return e->measure() * e->density(); }

__global__ void integrate_elements(const float *__restrict__ coords, const int *__restrict__ mats, float *__restrict__ out,
                                   int *__restrict__ tags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float *c = coords + 4 * i;
  if (i % 3 == 0) {
    Tri t(i, mats[i], c);
    out[2 * i] = total_mass(t);
    out[2 * i + 1] = shared_measure(&t);
    tags[i] = t.id * 8 + t.material + static_cast<const Element &>(static_cast<const Shaped &>(t)).id -
              static_cast<const Element &>(static_cast<const Weighted &>(t)).id;
  } else {
    Quad q(i, mats[i], c);
    out[2 * i] = total_mass(q);
    out[2 * i + 1] = shared_measure(&q);
    tags[i] = q.id * 8 + q.material;
  }
}
