// The Q computation of MRI reconstruction in the style of Parboil's mri-q,
// with the k-space samples staged through shared memory instead of constant
// memory: the samples are processed in chunks of KCHUNK, the last one
// partial (its length min(KCHUNK, numK - k0) is uniform), each chunk loaded
// into a structure of arrays by a block-strided loop, then every thread
// accumulates the contribution of the chunk to its voxel.
// LAUNCH: grid=4 block=128 args=kx:f32[300]:rand ky:f32[300]:rand kz:f32[300]:rand phi:f32[300]:urand x:f32[512]:rand y:f32[512]:rand z:f32[512]:rand Qr:f32[512]:zero Qi:f32[512]:zero numK:i32=300 numX:i32=500
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define KCHUNK 96
#define PIx2 6.2831853071795864769f

struct KValues {
  float Kx[KCHUNK];
  float Ky[KCHUNK];
  float Kz[KCHUNK];
  float PhiMag[KCHUNK];
};

extern "C" __global__ void mri_q_kspace_chunks_shared_soa(const float *kx, const float *ky, const float *kz,
                                                          const float *phi, const float *x, const float *y,
                                                          const float *z, float *Qr, float *Qi, int numK,
                                                          int numX) {
  __shared__ KValues kv;
  const int xi = blockIdx.x * blockDim.x + threadIdx.x;
  const bool active = xi < numX;
  const float sx = active ? x[xi] : 0.0f;
  const float sy = active ? y[xi] : 0.0f;
  const float sz = active ? z[xi] : 0.0f;
  float qr = 0.0f, qi = 0.0f;

  for (int k0 = 0; k0 < numK; k0 += KCHUNK) {
    const int len = min(KCHUNK, numK - k0);
    for (int k = threadIdx.x; k < len; k += blockDim.x) {
      kv.Kx[k] = kx[k0 + k];
      kv.Ky[k] = ky[k0 + k];
      kv.Kz[k] = kz[k0 + k];
      kv.PhiMag[k] = phi[k0 + k];
    }
    __syncthreads();
    for (int k = 0; k < len; k++) {
      const float arg = PIx2 * (kv.Kx[k] * sx + kv.Ky[k] * sy + kv.Kz[k] * sz);
      float s, c;
      __sincosf(arg, &s, &c);
      qr += kv.PhiMag[k] * c;
      qi += kv.PhiMag[k] * s;
    }
    __syncthreads();
  }
  if (active) {
    Qr[xi] = qr;
    Qi[xi] = qi;
  }
}
