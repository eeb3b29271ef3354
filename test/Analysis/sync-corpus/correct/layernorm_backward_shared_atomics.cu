// Layer-norm backward in the style of a small LLM training code base: dbias
// and dweight accumulate in two arrays carved from dynamic shared memory
// (block-strided zeroing, shared atomics from a warp-per-row loop with
// full-mask butterflies, one flush to global memory after a barrier).
// Float atomics make the sums order-dependent, hence the tolerance.
// LAUNCH: grid=4 block=128 smem=768 tol=1e-3 args=dinp:f32[6144]:zero dweight:f32[96]:zero dbias:f32[96]:zero dout:f32[6144]:rand inp:f32[6144]:rand weight:f32[96]:rand mean:f32[64]:rand rstd:f32[64]:urand N:i32=64 C:i32=96
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void layernorm_backward_shared_atomics(float *dinp, float *dweight, float *dbias, const float *dout,
                                                             const float *inp, const float *weight, const float *mean,
                                                             const float *rstd, int N, int C) {
  extern __shared__ float shared[];
  float *dbias_shared = shared;
  float *dweight_shared = shared + C;
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int warps = blockDim.x / 32;

  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    dbias_shared[i] = 0.0f;
    dweight_shared[i] = 0.0f;
  }
  __syncthreads();

  for (int row = blockIdx.x * warps + warp; row < N; row += gridDim.x * warps) {
    const float *dout_r = dout + row * C;
    const float *inp_r = inp + row * C;
    float *dinp_r = dinp + row * C;
    float m = mean[row], s = rstd[row];
    float dnorm_mean = 0.0f, dnorm_norm_mean = 0.0f;
    for (int i = lane; i < C; i += 32) {
      float norm = (inp_r[i] - m) * s;
      float dnorm = weight[i] * dout_r[i];
      dnorm_mean += dnorm;
      dnorm_norm_mean += dnorm * norm;
    }
    for (int o = 16; o > 0; o >>= 1) {
      dnorm_mean += __shfl_xor_sync(0xffffffff, dnorm_mean, o);
      dnorm_norm_mean += __shfl_xor_sync(0xffffffff, dnorm_norm_mean, o);
    }
    dnorm_mean /= C;
    dnorm_norm_mean /= C;
    for (int i = lane; i < C; i += 32) {
      float norm = (inp_r[i] - m) * s;
      float dnorm = weight[i] * dout_r[i];
      atomicAdd(&dbias_shared[i], dout_r[i]);
      atomicAdd(&dweight_shared[i], norm * dout_r[i]);
      dinp_r[i] += (dnorm - dnorm_mean - norm * dnorm_norm_mean) * s;
    }
  }
  __syncthreads();

  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    atomicAdd(&dbias[i], dbias_shared[i]);
    atomicAdd(&dweight[i], dweight_shared[i]);
  }
}
