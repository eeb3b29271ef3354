// lbm_shift_propagation_shared without the barrier between the shifted stores and the reads: a
// thread reads the slot its neighbour stores.
// LAUNCH: grid=8 block=128 args=fE:f32[1024]:rand fW:f32[1024]:rand fC:f32[1024]:rand out:f32[3072]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define NX 128

extern "C" __global__ void __launch_bounds__(NX) lbm_shift_propagation_no_sync(const float *fE, const float *fW,
                                                                              const float *fC, float *out) {
  __shared__ float F_OUT_E[NX];
  __shared__ float F_OUT_W[NX];
  const int tx = threadIdx.x;
  const int k = blockIdx.x * NX + tx;
  float e = fE[k], w = fW[k], c = fC[k];
  // Collision (a relaxation towards the local mean).
  float rho = e + w + c, mean = rho / 3.f;
  e += 0.6f * (mean - e);
  w += 0.6f * (mean - w);
  c += 0.6f * (mean - c);
  if (tx < NX - 1)
    F_OUT_E[tx + 1] = e;
  else
    F_OUT_E[0] = e;
  if (tx > 0)
    F_OUT_W[tx - 1] = w;
  else
    F_OUT_W[NX - 1] = w;
  // CHECK: lbm_shift_propagation_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-7]]{{(,|$)}}
  out[3 * k] = F_OUT_E[tx];
  out[3 * k + 1] = F_OUT_W[tx];
  out[3 * k + 2] = c;
}
