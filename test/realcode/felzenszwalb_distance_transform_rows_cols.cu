// @realcode Exact squared Euclidean distance transform (Felzenszwalb-Huttenlocher lower envelope of parabolas) as GPU ports of the classic C code run it: a column pass then a row pass, one thread per line, the envelope's vertex and boundary arrays in per-line global scratch, feature pixels at 0 and the rest at 1e20, the row pass reading the column result through a __restrict__ const pointer.
// @let W = 1024
// @let H = 1024
// @buf mask u8[W * H] uniform(0, 64)
// @buf colpass f32[W * H] zero
// @buf dist f32[W * H] zero
// @buf vscratch i32[W * H] zero
// @buf zscratch f32[(W + 1) * (H + 1)] zero
// @launch dt_columns grid(W / 128) block(128) args(mask, colpass, vscratch, zscratch, i32(W), i32(H))
// @launch dt_rows grid(H / 128) block(128) args(colpass, dist, vscratch, zscratch, i32(W), i32(H))
// @check colpass abs=1e-3 rel=1e-6
// @check dist abs=1e-3 rel=1e-6
#include <cstdint>

#define DT_INF 1e20f

// One line of n samples f[i * fs] into d[i * ds]; v and z are the line's
// scratch (n and n + 1 entries).
template <typename Src>
__device__ void dt_1d(Src f, int n, float *d, int ds, int *v, float *z) {
  int k = 0;
  v[0] = 0;
  z[0] = -DT_INF;
  z[1] = DT_INF;
  for (int q = 1; q < n; ++q) {
    float fq = f(q);
    float s;
    for (;;) {
      int p = v[k];
      s = ((fq + (float)(q * q)) - (f(p) + (float)(p * p))) / (float)(2 * q - 2 * p);
      if (s > z[k] || k == 0)
        break;
      --k;
    }
    if (s <= z[k]) {
      // k == 0 and the new parabola is below everywhere.
      v[0] = q;
      z[0] = -DT_INF;
      z[1] = DT_INF;
      continue;
    }
    ++k;
    v[k] = q;
    z[k] = s;
    z[k + 1] = DT_INF;
  }
  k = 0;
  for (int q = 0; q < n; ++q) {
    while (z[k + 1] < (float)q)
      ++k;
    int p = v[k];
    d[q * ds] = (float)((q - p) * (q - p)) + f(p);
  }
}

__global__ void dt_columns(const uint8_t *__restrict__ mask, float *__restrict__ out, int *vs, float *zs, int w,
                           int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= w)
    return;
  auto f = [=](int y) { return mask[(size_t)y * w + x] == 0 ? 0.f : DT_INF; };
  dt_1d(f, h, out + x, w, vs + (size_t)x * h, zs + (size_t)x * (h + 1));
}

__global__ void dt_rows(const float *__restrict__ colpass, float *__restrict__ out, int *vs, float *zs, int w,
                        int h) {
  int y = blockIdx.x * blockDim.x + threadIdx.x;
  if (y >= h)
    return;
  const float *__restrict__ row = colpass + (size_t)y * w;
  auto f = [=](int x) { return __ldg(row + x); };
  dt_1d(f, w, out + (size_t)y * w, 1, vs + (size_t)y * w, zs + (size_t)y * (w + 1));
}
