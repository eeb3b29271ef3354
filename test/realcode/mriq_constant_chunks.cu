// @realcode Parboil-style MRI-Q: k-space samples in __constant__ memory as a struct array, each thread accumulates Qr/Qi for one voxel over the chunk with __sincosf-free sincosf of 2*pi*(k . x), the outputs accumulated across chunk launches.
// @let NX = 1 << 18
// @let KC = 1024
// @buf x f32[NX] uniform(-0.5, 0.5)
// @buf y f32[NX] uniform(-0.5, 0.5)
// @buf z f32[NX] uniform(-0.5, 0.5)
// @buf Qr f32[NX] zero
// @buf Qi f32[NX] zero
// @const ck f32[KC * 4] uniform(-1, 1)
// @launch compute_q grid(NX / 256) block(256) args(i32(KC), x, y, z, Qr, Qi)
// @launch compute_q grid(NX / 256) block(256) args(i32(KC), x, y, z, Qr, Qi)
// @check Qr rel=1e-3 abs=2e-2
// @check Qi rel=1e-3 abs=2e-2
#include <cuda_runtime.h>

#define KERNEL_Q_K_ELEMS_PER_GRID 1024
#define PIx2 6.2831853071795864769252867665590058f

struct kValues {
  float Kx, Ky, Kz, PhiMag;
};

__constant__ kValues ck[KERNEL_Q_K_ELEMS_PER_GRID];

__global__ void compute_q(int numK, const float *x, const float *y, const float *z, float *Qr, float *Qi) {
  int xIndex = blockIdx.x * blockDim.x + threadIdx.x;
  float sX = x[xIndex], sY = y[xIndex], sZ = z[xIndex];
  float sQr = Qr[xIndex], sQi = Qi[xIndex];
  for (int kIndex = 0; kIndex < numK; kIndex++) {
    float expArg = PIx2 * (ck[kIndex].Kx * sX + ck[kIndex].Ky * sY + ck[kIndex].Kz * sZ);
    float s, c;
    sincosf(expArg, &s, &c);
    sQr += ck[kIndex].PhiMag * c;
    sQi += ck[kIndex].PhiMag * s;
  }
  Qr[xIndex] = sQr;
  Qi[xIndex] = sQi;
}
