// @realcode Non-inlined device calls that pass and return structs by value, as physics and geometry libraries compile them (__noinline__ to keep register pressure down): float3 and double2 arguments and results, a 40-byte mixed struct (char, double, int3, short) returned by value, a struct holding a float[5] array, a recursive __noinline__ function returning a {min, max, sum} record over a binary split of its range, and the same helpers called through a __device__ function-pointer table.
// @let N = 1 << 20
// @buf x f32[N * 4] uniform(-10, 10)
// @buf out f64[N * 4] zero
// @buf stats f32[N / 64 * 3] zero
// @launch struct_calls grid(cdiv(N, 128)) block(128) args(x, out, i32(N))
// @launch range_stats grid(N / 64 / 128) block(128) args(x, stats)
// @check out rel=1e-12 abs=1e-12
// @check stats rel=1e-5 abs=1e-5
// @stack 4096
#include <cuda_runtime.h>

struct Mixed {
  char kind;
  double weight;
  int3 cell;
  short flags;
};
struct Poly5 {
  float c[5];
};
struct Stats {
  float mn, mx, sum;
};

__device__ __noinline__ float3 cross3(float3 a, float3 b) {
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
__device__ __noinline__ double2 complex_mul(double2 a, double2 b) {
  return make_double2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
__device__ __noinline__ Mixed classify(float4 v, int salt) {
  Mixed m;
  m.kind = v.x > 0 ? 'p' : 'n';
  m.weight = (double)v.y * v.z + salt;
  m.cell = make_int3((int)floorf(v.x), (int)floorf(v.y), (int)floorf(v.w));
  m.flags = (short)((m.cell.x & 7) | ((m.cell.y & 7) << 3));
  return m;
}
__device__ __noinline__ float horner(Poly5 p, float t) {
  float r = p.c[4];
  for (int i = 3; i >= 0; --i) r = r * t + p.c[i];
  return r;
}
__device__ __noinline__ Stats stats_of(const float *x, int lo, int hi) {
  if (hi - lo <= 4) {
    Stats s{x[lo], x[lo], 0.f};
    for (int i = lo; i < hi; ++i) {
      s.mn = fminf(s.mn, x[i]);
      s.mx = fmaxf(s.mx, x[i]);
      s.sum += x[i];
    }
    return s;
  }
  int mid = (lo + hi) / 2;
  Stats a = stats_of(x, lo, mid), b = stats_of(x, mid, hi);
  return Stats{fminf(a.mn, b.mn), fmaxf(a.mx, b.mx), a.sum + b.sum};
}

using Classifier = Mixed (*)(float4, int);
__device__ Classifier g_classifiers[2] = {classify, classify};

__global__ void struct_calls(const float4 *x, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 v = x[i];
  float3 c = cross3(make_float3(v.x, v.y, v.z), make_float3(v.w, v.x, v.y));
  double2 z = complex_mul(make_double2(v.x, v.y), make_double2(v.z, v.w));
  Mixed m = g_classifiers[i & 1](v, i & 15);
  Poly5 p{{v.x, v.y * 0.5f, v.z * 0.25f, v.w * 0.125f, 0.0625f}};
  out[4 * i] = (double)c.x + c.y + c.z;
  out[4 * i + 1] = z.x + z.y;
  out[4 * i + 2] = m.weight + (m.kind == 'p') + m.cell.x + m.cell.y + m.cell.z + m.flags;
  out[4 * i + 3] = horner(p, 0.3f);
}

__global__ void range_stats(const float *x, float *stats) {
  int seg = blockIdx.x * blockDim.x + threadIdx.x;
  Stats s = stats_of(x, seg * 256, seg * 256 + 256);
  stats[3 * seg] = s.mn;
  stats[3 * seg + 1] = s.mx;
  stats[3 * seg + 2] = s.sum;
}
