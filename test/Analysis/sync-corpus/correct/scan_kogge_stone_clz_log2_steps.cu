// Kogge-Stone inclusive scan whose step count is the log2 of the block size
// taken with count-leading-zeros (`31 - __clz(blockDim.x)`, a power-of-two
// block) and whose offsets are `1 << d`: each step reads the partner into a
// register, waits, adds, and waits again before the next step's reads.
// LAUNCH: grid=4 block=256 args=in:f32[1024]:rand out:f32[1024]:zero n:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) scan_kogge_stone_clz_log2_steps(const float *in, float *out,
                                                                                 int n) {
  __shared__ float s[256];
  const unsigned t = threadIdx.x;
  const unsigned g = blockIdx.x * blockDim.x + t;
  s[t] = g < n ? in[g] : 0.0f;
  __syncthreads();
  const int steps = 31 - __clz(blockDim.x);
  for (int d = 0; d < steps; ++d) {
    const unsigned off = 1u << d;
    const float partner = t >= off ? s[t - off] : 0.0f;
    __syncthreads();
    s[t] += partner;
    __syncthreads();
  }
  if (g < n)
    out[g] = s[t];
}
