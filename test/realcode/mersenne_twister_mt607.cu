// @realcode The CUDA samples' MersenneTwister generator: each thread runs its own small Mersenne Twister (period 2^607, 19-word state in a local array) from a per-thread parameter struct (matrix_a, tempering masks, seed) read from global memory, tempers the words into uniform floats in (0, 1], then a Box-Muller kernel turns pairs into normals in place.
// @let NPERRNG = 4096
// @let MT_RNG_COUNT = 4096
// @buf params u32[4 * MT_RNG_COUNT] uniform(1, 4294967295)
// @buf rnd f32[NPERRNG * MT_RNG_COUNT] zero
// @launch RandomGPU grid(32) block(128) args(rnd, params, i32(NPERRNG))
// @launch BoxMullerGPU grid(32) block(128) args(rnd, i32(NPERRNG))
// @check rnd abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

#define MT_RNG_COUNT 4096
#define MT_MM 9
#define MT_NN 19
#define MT_WMASK 0xFFFFFFFFU
#define MT_UMASK 0xFFFFFFFEU
#define MT_LMASK 0x1U
#define MT_SHIFT0 12
#define MT_SHIFTB 7
#define MT_SHIFTC 15
#define MT_SHIFT1 18
#define PI 3.14159265358979f

typedef struct {
  unsigned int matrix_a;
  unsigned int mask_b;
  unsigned int mask_c;
  unsigned int seed;
} mt_struct_stripped;

__global__ void RandomGPU(float *d_Random, const mt_struct_stripped *d_MT, int nPerRng) {
  const int tid = blockDim.x * blockIdx.x + threadIdx.x;
  const int THREAD_N = blockDim.x * gridDim.x;

  int iState, iState1, iStateM, iOut;
  unsigned int mti, mti1, mtiM, x;
  unsigned int mt[MT_NN], matrix_a, mask_b, mask_c;

  for (int iRng = tid; iRng < MT_RNG_COUNT; iRng += THREAD_N) {
    matrix_a = d_MT[iRng].matrix_a | 0x80000000u;
    mask_b = d_MT[iRng].mask_b;
    mask_c = d_MT[iRng].mask_c;

    mt[0] = d_MT[iRng].seed;
    for (iState = 1; iState < MT_NN; iState++)
      mt[iState] = (1812433253U * (mt[iState - 1] ^ (mt[iState - 1] >> 30)) + iState) & MT_WMASK;

    iState = 0;
    mti1 = mt[0];
    for (iOut = 0; iOut < nPerRng; iOut++) {
      iState1 = iState + 1;
      iStateM = iState + MT_MM;
      if (iState1 >= MT_NN) iState1 -= MT_NN;
      if (iStateM >= MT_NN) iStateM -= MT_NN;
      mti = mti1;
      mti1 = mt[iState1];
      mtiM = mt[iStateM];

      x = (mti & MT_UMASK) | (mti1 & MT_LMASK);
      x = mtiM ^ (x >> 1) ^ ((x & 1) ? matrix_a : 0);
      mt[iState] = x;
      iState = iState1;

      x ^= (x >> MT_SHIFT0);
      x ^= (x << MT_SHIFTB) & mask_b;
      x ^= (x << MT_SHIFTC) & mask_c;
      x ^= (x >> MT_SHIFT1);

      d_Random[iRng + iOut * MT_RNG_COUNT] = ((float)x + 1.0f) / 4294967296.0f;
    }
  }
}

__device__ inline void BoxMuller(float &u1, float &u2) {
  float r = sqrtf(-2.0f * logf(u1));
  float phi = 2 * PI * u2;
  u1 = r * __cosf(phi);
  u2 = r * __sinf(phi);
}

__global__ void BoxMullerGPU(float *d_Random, int nPerRng) {
  const int tid = blockDim.x * blockIdx.x + threadIdx.x;
  const int THREAD_N = blockDim.x * gridDim.x;

  for (int iRng = tid; iRng < MT_RNG_COUNT; iRng += THREAD_N)
    for (int iOut = 0; iOut < nPerRng; iOut += 2)
      BoxMuller(d_Random[iRng + (iOut + 0) * MT_RNG_COUNT], d_Random[iRng + (iOut + 1) * MT_RNG_COUNT]);
}
