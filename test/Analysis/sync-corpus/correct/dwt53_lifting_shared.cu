// A CDF 5/3 lifting wavelet step in shared memory (Rodinia dwt2d style):
// each thread owns the pair (2t, 2t+1); predict updates the odd samples
// from their even neighbours (mirrored at the right end), a barrier, update
// adjusts the even samples from their odd neighbours (mirrored at the
// left), then each thread writes its own pair out.
// LAUNCH: grid=4 block=256 args=in:f32[2048]:rand lo:f32[1024]:zero hi:f32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void __launch_bounds__(N / 2) dwt53_lifting_shared(const float *in, float *lo, float *hi) {
  __shared__ float s[N];
  int t = threadIdx.x;
  const float *x = in + blockIdx.x * N;
  s[2 * t] = x[2 * t];
  s[2 * t + 1] = x[2 * t + 1];
  __syncthreads();
  float right = (2 * t + 2 < N) ? s[2 * t + 2] : s[2 * t];
  s[2 * t + 1] -= 0.5f * (s[2 * t] + right);
  __syncthreads();
  float left = (t > 0) ? s[2 * t - 1] : s[2 * t + 1];
  s[2 * t] += 0.25f * (left + s[2 * t + 1]);
  lo[blockIdx.x * (N / 2) + t] = s[2 * t];
  hi[blockIdx.x * (N / 2) + t] = s[2 * t + 1];
}
