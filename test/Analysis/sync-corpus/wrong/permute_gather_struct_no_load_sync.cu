// shared_struct_permute_gather_fields without the barrier between filling the struct and the
// gather: thread t reads val[perm[t]], which any other thread may still be storing (the index is
// data, so the analysis may only be able to say that it cannot prove the pair apart).
// LAUNCH: grid=3 block=256 args=x:f32[768]:rand perm_in:i32[256]:rand(0,256) y:f32[768]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

struct PermuteShared {
  int perm[N];
  float val[N];
  float res[N];
};

extern "C" __global__ void __launch_bounds__(N)
permute_gather_struct_no_load_sync(const float *x, const int *perm_in, float *y) {
  __shared__ PermuteShared s;
  const int t = threadIdx.x;
  s.perm[t] = perm_in[t] & (N - 1);
  s.val[t] = x[blockIdx.x * N + t];
  // CHECK: permute_gather_struct_no_load_sync.cu:[[@LINE+1]]: {{error|warning}} race
  s.res[t] = 2.f * s.val[s.perm[t]];
  __syncthreads();
  y[blockIdx.x * N + t] = s.res[N - 1 - t];
}
