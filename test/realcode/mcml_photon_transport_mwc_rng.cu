// @realcode CUDAMCML-style Monte Carlo photon migration in layered tissue: a multiply-with-carry RNG on an unsigned long long state with a per-thread multiplier from a table (rand_MWC_co / rand_MWC_oc), photons as a struct of position, direction cosines and weight, step sizes from -__logf(rand), Henyey-Greenstein scattering with __sincosf of the azimuth and a fall-back for |uz| near 1, absorption into a radial-depth grid with atomicAdd, Russian roulette with a CHANCE macro, and a bounded per-thread photon loop.
// @let T = 1 << 16
// @let NRZ = 256
// @buf x_state u64[T] uniform(1, 4294967295)
// @buf a_mult u32[T] uniform(4294000000, 4294967295)
// @buf absorbed f32[NRZ * NRZ] zero
// @buf escaped f32[T] zero
// @launch mcml_kernel grid(T / 128) block(128) args(x_state, a_mult, absorbed, escaped, i32(64))
// @check x_state frac=1e-3 (a photon whose depth or roulette draw lands within rounding of a threshold takes another path, and its thread's generator ends elsewhere: the compilers may fuse the position updates differently)
// @check absorbed rel=1e-3 abs=1
// @check escaped rel=1e-4 abs=1e-5 frac=1e-3 (follows such a divergent photon)
#include <cuda_runtime.h>

#define WEIGHT 0.0001f
#define CHANCE 0.1f
#define MU_A 0.1f
#define MU_S 10.0f
#define G_ANISO 0.9f
#define N_LAYER_DEPTH 1.0f
#define DR 0.01f
#define DZ 0.005f
#define NR 256
#define NZ 256
#define MAX_STEPS 4096

struct PhotonStruct {
  float x, y, z;
  float dx, dy, dz;
  float weight;
};

__device__ float rand_MWC_co(unsigned long long *x, unsigned int *a) {
  // Generate a random number in [0, 1)
  *x = (*x & 0xffffffffull) * (*a) + (*x >> 32);
  return __fdividef(__uint2float_rz((unsigned int)(*x)), (float)0x100000000);
}

__device__ float rand_MWC_oc(unsigned long long *x, unsigned int *a) {
  // Generate a random number in (0, 1]
  return 1.0f - rand_MWC_co(x, a);
}

__device__ void LaunchPhoton(PhotonStruct *p) {
  p->x = 0.0f;
  p->y = 0.0f;
  p->z = 0.0f;
  p->dx = 0.0f;
  p->dy = 0.0f;
  p->dz = 1.0f;
  p->weight = 1.0f;
}

__device__ void Spin(PhotonStruct *p, float g, unsigned long long *x, unsigned int *a) {
  float cost, sint;  // cosine and sine of the polar deflection angle theta
  float cosp, sinp;  // cosine and sine of the azimuthal angle psi
  float temp;
  float tempdir = p->dx;

  // Henyey-Greenstein
  temp = __fdividef((1.0f - g * g), (1.0f - g + 2.0f * g * rand_MWC_co(x, a)));
  cost = __fdividef((1.0f + g * g - temp * temp), (2.0f * g));
  if (g == 0.0f) cost = 2.0f * rand_MWC_co(x, a) - 1.0f;

  sint = sqrtf(1.0f - cost * cost);
  __sincosf(2.0f * 3.14159265f * rand_MWC_co(x, a), &sinp, &cosp);

  temp = sqrtf(1.0f - p->dz * p->dz);
  if (temp == 0.0f) {  // normal incident
    p->dx = sint * cosp;
    p->dy = sint * sinp;
    p->dz = copysignf(cost, p->dz * cost);
  } else {
    p->dx = __fdividef(sint * (p->dx * p->dz * cosp - p->dy * sinp), temp) + p->dx * cost;
    p->dy = __fdividef(sint * (p->dy * p->dz * cosp + tempdir * sinp), temp) + p->dy * cost;
    p->dz = -sint * cosp * temp + p->dz * cost;
  }

  // Normalise the unit vector to keep rounding from accumulating.
  temp = rsqrtf(p->dx * p->dx + p->dy * p->dy + p->dz * p->dz);
  p->dx = p->dx * temp;
  p->dy = p->dy * temp;
  p->dz = p->dz * temp;
}

__global__ void mcml_kernel(unsigned long long *x_state, const unsigned int *a_mult, float *absorbed, float *escaped, int photons_per_thread) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long x = x_state[tid];
  unsigned int a = a_mult[tid];
  float esc = 0.0f;
  PhotonStruct p;

  for (int n = 0; n < photons_per_thread; ++n) {
    LaunchPhoton(&p);
    for (int step = 0; step < MAX_STEPS; ++step) {
      float s = -__logf(rand_MWC_oc(&x, &a)) / (MU_A + MU_S);
      p.x += p.dx * s;
      p.y += p.dy * s;
      p.z += p.dz * s;
      if (p.z < 0.0f || p.z > N_LAYER_DEPTH) {  // escaped through the top or the bottom
        esc += p.weight;
        break;
      }
      // Drop the absorbed fraction into the (r, z) grid.
      float dw = p.weight * MU_A / (MU_A + MU_S);
      p.weight -= dw;
      int ir = min((int)(sqrtf(p.x * p.x + p.y * p.y) / DR), NR - 1);
      int iz = min((int)(p.z / DZ), NZ - 1);
      atomicAdd(&absorbed[iz * NR + ir], dw);
      Spin(&p, G_ANISO, &x, &a);
      if (p.weight < WEIGHT) {  // Russian roulette
        if (rand_MWC_co(&x, &a) <= CHANCE)
          p.weight = __fdividef(p.weight, CHANCE);
        else
          break;
      }
    }
  }
  x_state[tid] = x;
  escaped[tid] = esc;
}
