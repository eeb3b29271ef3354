// @realcode SHOC S3D / combustion-code style reaction-rate kernels as chemistry code generators emit them: double-precision species concentrations in a structure-of-arrays with index macros, NASA 7-coefficient Gibbs polynomials in __constant__ tables with a T > 1000 K branch, Arrhenius forward rates exp(log(A) + b*log(T) - Ea/T) written out reaction by reaction, equilibrium constants from Gibbs differences, third-body efficiencies, and wdot accumulation: long straight-line code with many live values (register pressure).
// @let N = 1 << 20
// @buf T f64[N] uniform(600, 2400)
// @buf P f64[N] uniform(0.5e6, 2.0e6)
// @buf Y f64[9 * N] uniform(0.01, 0.2)
// @buf gibbs f64[9 * N] zero
// @buf wdot f64[9 * N] zero
// @const c_nasa_lo f64[63] uniform(-2, 2)
// @const c_nasa_hi f64[63] uniform(-2, 2)
// @const c_mw f64[9] uniform(1, 32)
// @launch gr_base_gibbs grid(cdiv(N, 128)) block(128) args(T, gibbs, i32(N))
// @launch ratt_rdsmh_wdot grid(cdiv(N, 128)) block(128) args(T, P, Y, gibbs, wdot, i32(N))
// @check gibbs rel=1e-12 abs=1e-12
// @check wdot rel=1e-9 abs=1e-9
#include <cuda_runtime.h>
#include <math.h>

// Species: H2 O2 O OH H2O H HO2 H2O2 N2
#define NSP 9
#define GPU_IDX(arr, sp) (arr)[(sp) * n + idx]
#define DIV(a, b) ((a) / (b))
#define R_UNIV 8.31446261815324e7 /* erg / (mol K) */
#define R_CAL 1.987204258640832   /* cal / (mol K) */
#define P_ATM 1.01325e6

__constant__ double c_nasa_lo[NSP * 7];
__constant__ double c_nasa_hi[NSP * 7];
__constant__ double c_mw[NSP];

// G / RT from the NASA polynomial: a0 (1 - ln T) - a1 T / 2 - a2 T^2 / 6 - a3 T^3 / 12 - a4 T^4 / 20 + a5 / T - a6
__device__ __forceinline__ double nasa_gibbs(const double *a, double T, double logT) {
  double T2 = T * T, T3 = T2 * T, T4 = T3 * T;
  return a[0] * (1.0 - logT) - a[1] * T * 0.5 - a[2] * T2 * (1.0 / 6.0) - a[3] * T3 * (1.0 / 12.0) -
         a[4] * T4 * 0.05 + DIV(a[5], T) - a[6];
}

__global__ void gr_base_gibbs(const double *__restrict__ T_in, double *__restrict__ gibbs, int n) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= n) return;
  double T = T_in[idx] * 1e-3; // scaled so the polynomial stays tame
  double logT = log(T);
  const double *tab = (T_in[idx] > 1000.0) ? c_nasa_hi : c_nasa_lo;
#pragma unroll
  for (int sp = 0; sp < NSP; ++sp) GPU_IDX(gibbs, sp) = nasa_gibbs(tab + sp * 7, T, logT);
}

__device__ __forceinline__ double arrhenius(double logA, double b, double Ea_over_R, double logT, double rT) {
  return exp(logA + b * logT - Ea_over_R * rT);
}

__global__ void ratt_rdsmh_wdot(const double *__restrict__ T_in, const double *__restrict__ P_in, const double *__restrict__ Y,
                                const double *__restrict__ gibbs, double *__restrict__ wdot, int n) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= n) return;
  const double T = T_in[idx];
  const double logT = log(T);
  const double rT = 1.0 / T;
  const double P = P_in[idx];

  // Concentrations from mass fractions.
  double sumY = 0.0;
#pragma unroll
  for (int sp = 0; sp < NSP; ++sp) sumY += DIV(GPU_IDX(Y, sp), c_mw[sp]);
  const double rho_over = P / (R_UNIV * T * sumY);
  double C[NSP];
#pragma unroll
  for (int sp = 0; sp < NSP; ++sp) C[sp] = GPU_IDX(Y, sp) / c_mw[sp] * rho_over;

  double g[NSP];
#pragma unroll
  for (int sp = 0; sp < NSP; ++sp) g[sp] = GPU_IDX(gibbs, sp);

  const double PFAC = P_ATM / (R_UNIV * T);
  // Third-body concentration with efficiencies (H2 2.5, H2O 12, others 1).
  const double CTOT = C[0] * 2.5 + C[1] + C[2] + C[3] + C[4] * 12.0 + C[5] + C[6] + C[7] + C[8];

  // Forward rate constants, reaction by reaction.
  const double kf1 = arrhenius(35.5713, -0.406, 8352.9, logT, rT);    // H + O2 = O + OH
  const double kf2 = arrhenius(10.8139, 2.67, 3165.2, logT, rT);      // O + H2 = H + OH
  const double kf3 = arrhenius(19.1900, 1.51, 1726.0, logT, rT);      // H2 + OH = H2O + H
  const double kf4 = arrhenius(15.1927, 2.02, 6743.0, logT, rT);      // O + H2O = OH + OH
  const double kf5 = arrhenius(43.3680, -1.4, 52525.0, logT, rT) * CTOT; // H2 + M = H + H + M
  const double kf6 = arrhenius(35.2256, -0.5, 0.0, logT, rT) * CTOT;  // O + O + M = O2 + M
  const double kf7 = arrhenius(44.7630, -2.0, 0.0, logT, rT) * CTOT;  // H + OH + M = H2O + M
  const double kf8 = arrhenius(29.0585, 0.44, 0.0, logT, rT) * CTOT;  // H + O2 + M = HO2 + M
  const double kf9 = arrhenius(29.9944, 0.0, 151.0, logT, rT);        // HO2 + H = H2 + O2
  const double kf10 = arrhenius(31.6106, 0.0, 148.0, logT, rT);       // HO2 + H = OH + OH
  const double kf11 = arrhenius(31.0154, 0.0, -500.0, logT, rT);      // HO2 + OH = H2O + O2
  const double kf12 = arrhenius(30.7331, 0.0, 1500.0, logT, rT);      // H2O2 + H = H2O + OH

  // Equilibrium constants from the Gibbs differences (moles change where noted).
  const double kr1 = kf1 / exp(g[1] + g[5] - g[2] - g[3]);
  const double kr2 = kf2 / exp(g[2] + g[0] - g[5] - g[3]);
  const double kr3 = kf3 / exp(g[0] + g[3] - g[4] - g[5]);
  const double kr4 = kf4 / exp(g[2] + g[4] - g[3] - g[3]);
  const double kr5 = kf5 / (exp(g[0] - g[5] - g[5]) * PFAC);
  const double kr6 = kf6 / (exp(g[2] + g[2] - g[1]) / PFAC);
  const double kr7 = kf7 / (exp(g[5] + g[3] - g[4]) / PFAC);
  const double kr8 = kf8 / (exp(g[5] + g[1] - g[6]) / PFAC);
  const double kr9 = kf9 / exp(g[6] + g[5] - g[0] - g[1]);
  const double kr10 = kf10 / exp(g[6] + g[5] - g[3] - g[3]);
  const double kr11 = kf11 / exp(g[6] + g[3] - g[4] - g[1]);
  const double kr12 = kf12 / exp(g[7] + g[5] - g[4] - g[3]);

  // Rates of progress.
  const double q1 = kf1 * C[5] * C[1] - kr1 * C[2] * C[3];
  const double q2 = kf2 * C[2] * C[0] - kr2 * C[5] * C[3];
  const double q3 = kf3 * C[0] * C[3] - kr3 * C[4] * C[5];
  const double q4 = kf4 * C[2] * C[4] - kr4 * C[3] * C[3];
  const double q5 = kf5 * C[0] - kr5 * C[5] * C[5];
  const double q6 = kf6 * C[2] * C[2] - kr6 * C[1];
  const double q7 = kf7 * C[5] * C[3] - kr7 * C[4];
  const double q8 = kf8 * C[5] * C[1] - kr8 * C[6];
  const double q9 = kf9 * C[6] * C[5] - kr9 * C[0] * C[1];
  const double q10 = kf10 * C[6] * C[5] - kr10 * C[3] * C[3];
  const double q11 = kf11 * C[6] * C[3] - kr11 * C[4] * C[1];
  const double q12 = kf12 * C[7] * C[5] - kr12 * C[4] * C[3];

  GPU_IDX(wdot, 0) = (-q2 - q3 - q5 + q9) * c_mw[0];
  GPU_IDX(wdot, 1) = (-q1 + q6 - q8 + q9 + q11) * c_mw[1];
  GPU_IDX(wdot, 2) = (q1 - q2 - q4 - 2.0 * q6) * c_mw[2];
  GPU_IDX(wdot, 3) = (q1 + q2 - q3 + 2.0 * q4 - q7 + 2.0 * q10 - q11 + q12) * c_mw[3];
  GPU_IDX(wdot, 4) = (q3 - q4 + q7 + q11 + q12) * c_mw[4];
  GPU_IDX(wdot, 5) = (-q1 + q2 + q3 + 2.0 * q5 - q7 - q8 - q9 - q10 - q12) * c_mw[5];
  GPU_IDX(wdot, 6) = (q8 - q9 - q10 - q11) * c_mw[6];
  GPU_IDX(wdot, 7) = (-q12) * c_mw[7];
  GPU_IDX(wdot, 8) = 0.0 * c_mw[8];
}
