// @realcode instant-ngp / nerfacc-style volume rendering: per-ray composite of (density, rgb) samples along packed ray segments (ray offsets and counts arrays), alpha = 1 - __expf(-sigma * dt) with a softplus-activated density, transmittance accumulated multiplicatively with early termination below a threshold (a data-dependent loop exit), background blending, depth and opacity outputs, and the backward pass recomputing the forward in reverse to form dL/dsigma and dL/drgb per sample (suffix sums carried in registers).
// @let NR = 1 << 20
// @let MAXS = 64
// @buf counts i32[NR] uniform(1, 64)
// @buf sigma_raw f32[NR * MAXS] uniform(-4, 4)
// @buf rgb f32[3 * NR * MAXS] uniform(0, 1)
// @buf ts f32[NR * MAXS] uniform(0.005, 0.05)
// @buf image f32[3 * NR] zero
// @buf depth f32[NR] zero
// @buf opacity f32[NR] zero
// @buf dL_dimage f32[3 * NR] uniform(-1, 1)
// @buf dL_dsigma f32[NR * MAXS] zero
// @buf dL_drgb f32[3 * NR * MAXS] zero
// @launch composite_rays_forward grid(cdiv(NR, 128)) block(128) args(counts, sigma_raw, rgb, ts, image, depth, opacity, i32(NR), i32(MAXS), f32(1e-4))
// @launch composite_rays_backward grid(cdiv(NR, 128)) block(128) args(counts, sigma_raw, rgb, ts, image, dL_dimage, dL_dsigma, dL_drgb, i32(NR), i32(MAXS), f32(1e-4))
// @check image rel=1e-4 abs=1e-5 frac=1e-5 (a ray whose transmittance lands within rounding of the early-stop threshold may composite one sample more under one compiler)
// @check depth rel=1e-4 abs=1e-5 frac=1e-5 (a ray whose transmittance lands within rounding of the early-stop threshold may composite one sample more under one compiler)
// @check opacity rel=1e-4 abs=1e-5 frac=1e-5 (a ray whose transmittance lands within rounding of the early-stop threshold may composite one sample more under one compiler)
// @check dL_dsigma rel=1e-3 abs=1e-4 frac=1e-5 (a ray whose transmittance lands within rounding of the early-stop threshold may composite one sample more under one compiler)
// @check dL_drgb rel=1e-3 abs=1e-5 frac=1e-5 (a ray whose transmittance lands within rounding of the early-stop threshold may composite one sample more under one compiler)
#include <cuda_runtime.h>

__device__ __forceinline__ float softplus(float x) { return x > 15.f ? x : log1pf(__expf(x)); }
__device__ __forceinline__ float softplus_grad(float x) { return x > 15.f ? 1.f : 1.f / (1.f + __expf(-x)); }

__global__ void composite_rays_forward(const int *__restrict__ counts, const float *__restrict__ sigma_raw, const float *__restrict__ rgb,
                                       const float *__restrict__ dts, float *__restrict__ image, float *__restrict__ depth,
                                       float *__restrict__ opacity, int n_rays, int max_samples, float t_thresh) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= n_rays) return;
  const int offset = r * max_samples;
  const int n = counts[r];
  float T = 1.f, t = 0.f, d = 0.f, ws = 0.f;
  float3 c = make_float3(0.f, 0.f, 0.f);
  for (int s = 0; s < n; ++s) {
    const float dt = dts[offset + s];
    const float sigma = softplus(sigma_raw[offset + s]);
    const float alpha = 1.f - __expf(-sigma * dt);
    const float w = alpha * T;
    t += dt;
    c.x += w * rgb[3 * (offset + s) + 0];
    c.y += w * rgb[3 * (offset + s) + 1];
    c.z += w * rgb[3 * (offset + s) + 2];
    d += w * t;
    ws += w;
    T *= 1.f - alpha;
    if (T < t_thresh) break;
  }
  // White background.
  image[3 * r + 0] = c.x + T;
  image[3 * r + 1] = c.y + T;
  image[3 * r + 2] = c.z + T;
  depth[r] = d;
  opacity[r] = ws;
}

__global__ void composite_rays_backward(const int *__restrict__ counts, const float *__restrict__ sigma_raw, const float *__restrict__ rgb,
                                        const float *__restrict__ dts, const float *__restrict__ image, const float *__restrict__ dL_dimage,
                                        float *__restrict__ dL_dsigma, float *__restrict__ dL_drgb, int n_rays, int max_samples,
                                        float t_thresh) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= n_rays) return;
  const int offset = r * max_samples;
  const int n = counts[r];
  const float3 g = make_float3(dL_dimage[3 * r], dL_dimage[3 * r + 1], dL_dimage[3 * r + 2]);
  // Final colour minus the background: the sum of w * rgb over the samples the forward used.
  float3 total = make_float3(image[3 * r] , image[3 * r + 1], image[3 * r + 2]);
  float T = 1.f;
  float3 acc = make_float3(0.f, 0.f, 0.f);
  for (int s = 0; s < n; ++s) {
    const float dt = dts[offset + s];
    const float x = sigma_raw[offset + s];
    const float sigma = softplus(x);
    const float alpha = 1.f - __expf(-sigma * dt);
    const float w = alpha * T;
    const float3 col = make_float3(rgb[3 * (offset + s)], rgb[3 * (offset + s) + 1], rgb[3 * (offset + s) + 2]);
    acc.x += w * col.x;
    acc.y += w * col.y;
    acc.z += w * col.z;
    T *= 1.f - alpha;
    dL_drgb[3 * (offset + s) + 0] = w * g.x;
    dL_drgb[3 * (offset + s) + 1] = w * g.y;
    dL_drgb[3 * (offset + s) + 2] = w * g.z;
    // d image / d sigma_s = dt * (T_s+1 * rgb_s - (total - acc_s)), background included in total.
    const float3 suffix = make_float3(total.x - acc.x, total.y - acc.y, total.z - acc.z);
    const float dsig = dt * (g.x * (T * col.x - suffix.x) + g.y * (T * col.y - suffix.y) + g.z * (T * col.z - suffix.z));
    dL_dsigma[offset + s] = dsig * softplus_grad(x);
    if (T < t_thresh) break;
  }
}
