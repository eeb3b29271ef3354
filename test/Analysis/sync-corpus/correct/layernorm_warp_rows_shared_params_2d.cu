// LayerNorm forward in the style of llm.c's later kernels: a (32, 8) block
// handles eight rows, one warp (threadIdx.y) per row; the weight and bias
// vectors are staged in dynamic shared memory as float4 by the whole block
// (`i = threadIdx.y * 32 + threadIdx.x; i < C / 4; i += blockDim.x * blockDim.y`),
// each warp caches its own row next to them, a barrier, and then rows past the
// end leave (warp-uniform) before the warp shuffles.
// LAUNCH: grid=8 block=32,8 smem=10240 tol=1e-4 args=out:f32[16384]:zero mean:f32[64]:zero rstd:f32[64]:zero inp:f32[16384]:rand weight:f32[256]:rand bias:f32[256]:rand N:i32=60 C:i32=256
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void layernorm_warp_rows_shared_params_2d(float *out, float *mean, float *rstd, const float *inp,
                                                                const float *weight, const float *bias, int N, int C) {
  extern __shared__ float4 params[];
  const int C4 = C / 4;
  float4 *s_weight = params;
  float4 *s_bias = params + C4;
  float4 *s_in = params + 2 * C4 + threadIdx.y * C4;

  for (int i = threadIdx.y * 32 + threadIdx.x; i < C4; i += blockDim.x * blockDim.y) {
    s_weight[i] = reinterpret_cast<const float4 *>(weight)[i];
    s_bias[i] = reinterpret_cast<const float4 *>(bias)[i];
  }
  __syncthreads();

  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= N)
    return;
  const float4 *x = reinterpret_cast<const float4 *>(inp + row * C);
  float sum = 0.0f;
  for (int c = threadIdx.x; c < C4; c += 32) {
    float4 v = x[c];
    s_in[c] = v;
    sum += v.x + v.y + v.z + v.w;
  }
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffff, sum, o);
  const float m = sum / C;
  float var = 0.0f;
  for (int c = threadIdx.x; c < C4; c += 32) {
    float4 v = s_in[c];
    var += (v.x - m) * (v.x - m) + (v.y - m) * (v.y - m) + (v.z - m) * (v.z - m) + (v.w - m) * (v.w - m);
  }
  for (int o = 16; o > 0; o >>= 1)
    var += __shfl_xor_sync(0xffffffff, var, o);
  const float s = rsqrtf(var / C + 1e-5f);
  float4 *o4 = reinterpret_cast<float4 *>(out + row * C);
  for (int c = threadIdx.x; c < C4; c += 32) {
    float4 v = s_in[c], w = s_weight[c], b = s_bias[c];
    o4[c] = make_float4(s * (v.x - m) * w.x + b.x, s * (v.y - m) * w.y + b.y, s * (v.z - m) * w.z + b.z,
                        s * (v.w - m) * w.w + b.w);
  }
  if (threadIdx.x == 0) {
    mean[row] = m;
    rstd[row] = s;
  }
}
