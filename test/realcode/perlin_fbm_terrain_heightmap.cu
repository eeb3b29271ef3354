// @realcode procedural terrain as GPU noise libraries (FastNoise-style) compute it: Ken Perlin's improved 3-D gradient noise with the 512-entry permutation table in __constant__ memory, the quintic fade curve, twelve gradient directions selected by a hash switch, fractal Brownian motion over OCT octaves (lacunarity and gain as template parameters), a ridged multifractal variant, and a normal map from central differences of the height field in a second kernel with a shared-memory tile and a one-pixel halo.
// @let WID = 2048
// @let HEI = 2048
// @buf perm i32[256] iota
// @buf height f32[WID * HEI] zero
// @buf ridged f32[WID * HEI] zero
// @buf normals f32[WID * HEI * 4] zero
// @launch shuffle_perm grid(1) block(1) args(perm, u32(1337))
// @launch fbm_kernel<6> grid(cdiv(WID, 32), cdiv(HEI, 8)) block(32, 8) args(perm, height, ridged, i32(WID), i32(HEI), f32(0.0041), f32(0.5))
// @launch normal_map grid(cdiv(WID, 16), cdiv(HEI, 16)) block(16, 16) args(height, normals, i32(WID), i32(HEI), f32(64.0))
// @check perm exact
// @check height abs=2e-5 rel=1e-4
// @check ridged abs=2e-5 rel=1e-4
// @check normals abs=5e-4 rel=1e-3

// Fisher-Yates with an LCG on one thread, as the real code does on the host.
__global__ void shuffle_perm(int *p, unsigned seed) {
  for (int i = 255; i > 0; --i) {
    seed = seed * 1664525u + 1013904223u;
    int j = (seed >> 8) % (i + 1);
    int t = p[i]; p[i] = p[j]; p[j] = t;
  }
}

namespace noise {
__device__ __forceinline__ float fade(float t) { return t * t * t * (t * (t * 6.f - 15.f) + 10.f); }
__device__ __forceinline__ float lerp(float t, float a, float b) { return a + t * (b - a); }
__device__ __forceinline__ float grad(int hash, float x, float y, float z) {
  switch (hash & 15) {
  case 0: case 12: return x + y;
  case 1: case 14: return -x + y;
  case 2: return x - y;
  case 3: return -x - y;
  case 4: return x + z;
  case 5: return -x + z;
  case 6: return x - z;
  case 7: return -x - z;
  case 8: return y + z;
  case 9: case 13: return -y + z;
  case 10: return y - z;
  default: return -y - z;
  }
}
__device__ float perlin(const int *__restrict__ p, float x, float y, float z) {
  const float fx = floorf(x), fy = floorf(y), fz = floorf(z);
  const int X = (int)fx & 255, Y = (int)fy & 255, Z = (int)fz & 255;
  x -= fx; y -= fy; z -= fz;
  const float u = fade(x), v = fade(y), w = fade(z);
  auto P = [p](int i) { return __ldg(p + (i & 255)); };
  const int A = P(X) + Y, AA = P(A) + Z, AB = P(A + 1) + Z;
  const int B = P(X + 1) + Y, BA = P(B) + Z, BB = P(B + 1) + Z;
  return lerp(w, lerp(v, lerp(u, grad(P(AA), x, y, z), grad(P(BA), x - 1, y, z)),
                      lerp(u, grad(P(AB), x, y - 1, z), grad(P(BB), x - 1, y - 1, z))),
              lerp(v, lerp(u, grad(P(AA + 1), x, y, z - 1), grad(P(BA + 1), x - 1, y, z - 1)),
                   lerp(u, grad(P(AB + 1), x, y - 1, z - 1), grad(P(BB + 1), x - 1, y - 1, z - 1))));
}
} // namespace noise

template <int OCT>
__global__ void fbm_kernel(const int *__restrict__ perm, float *__restrict__ height, float *__restrict__ ridged, int w, int h,
                           float freq0, float gain) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float f = freq0, amp = 1.f, sum = 0.f, norm = 0.f, rsum = 0.f, weight = 1.f;
#pragma unroll
  for (int o = 0; o < OCT; ++o) {
    const float n = noise::perlin(perm, x * f, y * f, 0.37f * o);
    sum += amp * n;
    float r = 1.f - fabsf(n);
    r *= r * weight;
    weight = fminf(fmaxf(r * 2.f, 0.f), 1.f);
    rsum += r * amp;
    norm += amp;
    amp *= gain;
    f *= 2.f;
  }
  height[y * w + x] = sum / norm;
  ridged[y * w + x] = rsum / norm;
}

__global__ void normal_map(const float *__restrict__ height, float *__restrict__ normals, int w, int h, float scale) {
  __shared__ float tile[18][18];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x0 = blockIdx.x * 16, y0 = blockIdx.y * 16;
  for (int i = ty * 16 + tx; i < 18 * 18; i += 256) {
    int gx = min(max(x0 + i % 18 - 1, 0), w - 1), gy = min(max(y0 + i / 18 - 1, 0), h - 1);
    tile[i / 18][i % 18] = height[gy * w + gx];
  }
  __syncthreads();
  const int x = x0 + tx, y = y0 + ty;
  if (x >= w || y >= h) return;
  const float dx = (tile[ty + 1][tx + 2] - tile[ty + 1][tx]) * scale;
  const float dy = (tile[ty + 2][tx + 1] - tile[ty][tx + 1]) * scale;
  const float inv = rsqrtf(dx * dx + dy * dy + 1.f);
  float4 n = make_float4(-dx * inv, -dy * inv, inv, tile[ty + 1][tx + 1]);
  reinterpret_cast<float4 *>(normals)[y * w + x] = n;
}

template __global__ void fbm_kernel<6>(const int *, float *, float *, int, int, float, float);
