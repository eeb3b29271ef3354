// Applying a permutation held in shared memory (an FFT's or a transpose's index table, a
// sort's ranks): one __shared__ struct holds the permutation, the values and the result.
// After a barrier, every thread gathers val[perm[t]] (a data-dependent index into one member)
// and stores it into another member; no barrier is needed between the gathers and the stores.
// The result is read back reversed after the second barrier.
// LAUNCH: grid=3 block=256 args=x:f32[768]:rand perm_in:i32[256]:rand(0,256) y:f32[768]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

struct PermuteShared {
  int perm[N];
  float val[N];
  float res[N];
};

extern "C" __global__ void __launch_bounds__(N)
shared_struct_permute_gather_fields(const float *x, const int *perm_in, float *y) {
  __shared__ PermuteShared s;
  const int t = threadIdx.x;
  s.perm[t] = perm_in[t] & (N - 1);
  s.val[t] = x[blockIdx.x * N + t];
  __syncthreads();
  s.res[t] = 2.f * s.val[s.perm[t]];
  __syncthreads();
  y[blockIdx.x * N + t] = s.res[N - 1 - t];
}
