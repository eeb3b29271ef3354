// @realcode Kessler warm-rain microphysics on an atmospheric column grid (WRF/CM1-style): physical constants as static const float members initialised in the class (GCC's extension older model code relies on, which nvcc takes), autoconversion and accretion of cloud to rain, rain evaporation with the Tetens saturation formula (expf), sedimentation flux with a column-wise upwind loop per thread, and a saturation adjustment of vapour/cloud with latent heating of theta.
// @let NCOL = 1 << 16
// @let NZ = 48
// @buf theta f32[NCOL * NZ] uniform(290, 320)
// @buf qv f32[NCOL * NZ] uniform(0.001, 0.02)
// @buf qc f32[NCOL * NZ] uniform(0, 0.002)
// @buf qr f32[NCOL * NZ] uniform(0, 0.001)
// @buf rho f32[NZ] uniform(0.4, 1.2)
// @buf pii f32[NZ] uniform(0.7, 1.0)
// @buf precip f32[NCOL] zero
// @launch kessler_column grid(NCOL / 128) block(128) args(theta, qv, qc, qr, rho, pii, precip, i32(NCOL), i32(NZ), f32(5.0), f32(250.0))
// @check theta abs=1e-3 rel=1e-5
// @check qv abs=1e-7 rel=1e-4
// @check qc abs=1e-7 rel=1e-4
// @check qr abs=1e-7 rel=1e-4
// @check precip abs=1e-6 rel=1e-4
#include <cuda_runtime.h>

struct Phys {
  static const float cp = 1004.5f;     // J / (kg K)
  static const float lv = 2.5e6f;      // J / kg
  static const float p0 = 100000.0f;   // Pa
  static const float k1 = 0.001f;      // autoconversion rate (1/s)
  static const float qc0 = 0.001f;     // autoconversion threshold
  static const float k2 = 2.2f;        // accretion
  static const int max_sub = 8;        // sedimentation substeps
};

__device__ __forceinline__ float qsat(float t, float p) {
  // Tetens over water: es in Pa, qs = 0.622 es / (p - es).
  const float es = 610.78f * expf(17.27f * (t - 273.16f) / (t - 35.86f));
  return 0.622f * es / fmaxf(p - es, 1.0f);
}

__global__ void kessler_column(float *__restrict__ theta, float *__restrict__ qv, float *__restrict__ qc,
                               float *__restrict__ qr, const float *__restrict__ rho, const float *__restrict__ pii,
                               float *__restrict__ precip, int ncol, int nz, float dt, float dz) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= ncol) return;
  float vt[64];
  // Terminal velocities and the substep count that keeps sedimentation stable.
  float max_cfl = 0.0f;
  for (int k = 0; k < nz; ++k) {
    const size_t i = static_cast<size_t>(k) * ncol + c;
    const float r = fmaxf(qr[i], 0.0f);
    vt[k] = 36.34f * powf(1000.0f * rho[k] * r, 0.1364f) * sqrtf(rho[0] / rho[k]);
    max_cfl = fmaxf(max_cfl, vt[k] * dt / dz);
  }
  const int nsub = min(Phys::max_sub, max(1, static_cast<int>(ceilf(max_cfl))));
  const float dts = dt / nsub;
  float rain_out = 0.0f;
  for (int s = 0; s < nsub; ++s) {
    rain_out += rho[0] * qr[c] * vt[0] * dts;
    for (int k = 0; k < nz - 1; ++k) {
      const size_t i = static_cast<size_t>(k) * ncol + c, up = i + ncol;
      qr[i] += dts / (rho[k] * dz) * (rho[k + 1] * qr[up] * vt[k + 1] - rho[k] * qr[i] * vt[k]);
    }
    const size_t top = static_cast<size_t>(nz - 1) * ncol + c;
    qr[top] -= dts / dz * qr[top] * vt[nz - 1];
  }
  precip[c] = rain_out;
  for (int k = 0; k < nz; ++k) {
    const size_t i = static_cast<size_t>(k) * ncol + c;
    float v = qv[i], cl = qc[i], r = fmaxf(qr[i], 0.0f), th = theta[i];
    // Autoconversion and accretion (cloud -> rain).
    const float auto_rate = Phys::k1 * fmaxf(cl - Phys::qc0, 0.0f);
    const float accr_rate = Phys::k2 * cl * powf(r, 0.875f);
    const float to_rain = fminf(cl, dt * (auto_rate + accr_rate));
    cl -= to_rain;
    r += to_rain;
    // Evaporation of rain into subsaturated air.
    const float p = Phys::p0 * powf(pii[k], 3.5f);
    const float t = th * pii[k];
    const float qs = qsat(t, p);
    const float ventil = 1.6f + 124.9f * powf(rho[k] * r, 0.2046f);
    const float evap = fminf(r, fmaxf(0.0f, dt * ventil * powf(rho[k] * r, 0.525f) / (5.4e5f + 2.55e6f / (p * qs)) *
                                                 (qs - v) / (rho[k] * qs)));
    r -= evap;
    v += evap;
    th -= Phys::lv * evap / (Phys::cp * pii[k]);
    // Saturation adjustment: condense the excess or evaporate cloud to reach saturation.
    const float gamma = Phys::lv * Phys::lv * qs / (Phys::cp * 461.5f * t * t);
    float dq = (v - qsat(th * pii[k], p)) / (1.0f + gamma);
    dq = fmaxf(dq, -cl);
    v -= dq;
    cl += dq;
    th += Phys::lv * dq / (Phys::cp * pii[k]);
    qv[i] = v;
    qc[i] = cl;
    qr[i] = r;
    theta[i] = th;
  }
}
