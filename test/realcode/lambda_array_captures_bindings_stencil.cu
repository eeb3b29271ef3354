// @realcode Lambda-heavy device code in the Kokkos/RAJA/thrust-functor style where arrays are captured and bound by value: a 1-D stencil whose coefficient array (a local float[5] built from the kernel's arguments) is captured by copy into a mutable lambda that also keeps a private copy it rescales, a 2-D kernel of 3x3 weights captured by copy into a lambda passed to a generic for_each_neighbour template, particles whose position member array is unpacked with auto [x, y, z] (by value, so later writes to the particle do not change the bindings) and auto& (by reference), and a small class with an array of user-copyable Accum members copied with its implicit copy constructor.
// @let N = 1 << 22
// @let W = 2048
// @let H = 2048
// @buf in f32[N] uniform(-1, 1)
// @buf out1 f32[N] zero
// @buf img f32[W * H] uniform(0, 1)
// @buf out2 f32[W * H] zero
// @buf pos f32[N / 4 * 3] uniform(-10, 10)
// @buf vel f32[N / 4 * 3] uniform(-1, 1)
// @buf e f32[N / 4] zero
// @buf counts i32[N / 256 * 4] zero
// @launch stencil5_captured grid(N / 256) block(256) args(in, out1, i32(N), f32(0.5), f32(-0.25))
// @launch weights3x3_captured grid(W / 32, H / 8) block(32, 8) args(img, out2, i32(W), i32(H))
// @launch particle_bindings grid(N / 4 / 256) block(256) args(pos, vel, e, i32(N / 4), f32(0.01))
// @launch accum_copies grid(N / 256) block(256) args(in, counts, i32(N))
// Five- and nine-term weighted sums and a kinetic-plus-potential energy: fma placement only, a few ulps.
// @check out1 abs=1e-6 rel=1e-5
// @check out2 abs=1e-6 rel=1e-5
// @check pos abs=1e-5 rel=1e-5
// @check e abs=1e-5 rel=1e-5
// @check counts exact
#include <cstdint>

__global__ void stencil5_captured(const float* __restrict__ in, float* __restrict__ out, int n, float c1, float c2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float coef[5] = {c2, c1, 1.0f - 2.0f * (c1 + c2), c1, c2};
  // The lambda owns a copy of coef; normalising the copy leaves coef as it was.
  auto apply = [coef](const float* p) mutable {
    float s = 0.0f;
    for (int k = 0; k < 5; ++k) s += coef[k];
    for (int k = 0; k < 5; ++k) coef[k] /= s;
    float r = 0.0f;
    for (int k = 0; k < 5; ++k) r += coef[k] * p[k - 2];
    return r;
  };
  if (i >= 2 && i < n - 2) out[i] = apply(in + i) + 1e-3f * coef[2];
}

template <typename F>
__device__ __forceinline__ float for_each_neighbour(const float* img, int w, int h, int x, int y, F&& f) {
  float acc = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int xx = min(max(x + dx, 0), w - 1), yy = min(max(y + dy, 0), h - 1);
      acc += f(dx + 1, dy + 1, img[yy * w + xx]);
    }
  return acc;
}

__global__ void weights3x3_captured(const float* __restrict__ img, float* __restrict__ out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  float wts[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};
  // Per-row scaling of the captured copy depends on the row; wts itself stays the binomial kernel.
  wts[1][1] += (y & 1) ? 0.5f : 0.0f;
  auto weighted = [wts](int i, int j, float v) { return wts[j][i] * v * (1.0f / 16.0f); };
  wts[0][0] = 100.0f;  // after the capture: the lambda's copy keeps 1
  if (x < w && y < h) out[y * w + x] = for_each_neighbour(img, w, h, x, y, weighted) + wts[0][0] * 0.0f;
}

struct Particle {
  float p[3];
  float v[3];
};

__global__ void particle_bindings(float* __restrict__ pos, const float* __restrict__ vel, float* __restrict__ energy, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle q;
  for (int d = 0; d < 3; ++d) {
    q.p[d] = pos[3 * i + d];
    q.v[d] = vel[3 * i + d];
  }
  auto [x0, y0, z0] = q.p;      // a copy: the position before the step
  auto& [vx, vy, vz] = q.v;     // references into q.v
  vz -= 9.81f * dt;
  for (int d = 0; d < 3; ++d) q.p[d] += q.v[d] * dt;
  float r2 = x0 * x0 + y0 * y0 + z0 * z0 + 1.0f;
  energy[i] = 0.5f * (vx * vx + vy * vy + vz * vz) - 1.0f / sqrtf(r2) + 0.0f * q.p[0];
  for (int d = 0; d < 3; ++d) pos[3 * i + d] = q.p[d];
}

struct Accum {
  int n;
  __device__ Accum() : n(0) {}
  __device__ Accum(const Accum& o) : n(o.n + 1000) {}  // copies are visible in the count
  Accum& operator=(const Accum& o) = default;
};

struct Quartiles {
  Accum bin[4];
  __device__ void add(float v) { bin[v < -0.5f ? 0 : v < 0.0f ? 1 : v < 0.5f ? 2 : 3].n++; }
};

__global__ void accum_copies(const float* __restrict__ in, int* __restrict__ counts, int n) {
  __shared__ int tot[4];
  if (threadIdx.x < 4) tot[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quartiles q;
  if (i < n) q.add(in[i]);
  Quartiles snapshot = q;  // implicit copy constructor: each Accum through its own copy constructor
  for (int b = 0; b < 4; ++b) atomicAdd(&tot[b], snapshot.bin[b].n - 1000);
  __syncthreads();
  if (threadIdx.x < 4) counts[blockIdx.x * 4 + threadIdx.x] = tot[threadIdx.x];
}
