// welford_layernorm_block without the barrier after thread 0 posts mean and
// deviation: every thread reads s_mu while thread 0 may still be writing it.
// LAUNCH: grid=16 block=256 args=x:f32[16384]:rand y:f32[16384]:zero cols:i32=1024
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ void welford_combine(float &n, float &mean, float &m2, float nb, float meanb, float m2b) {
  float count = n + nb;
  if (count == 0.0f) return;
  float delta = meanb - mean;
  float fb = nb / count;
  mean += delta * fb;
  m2 += m2b + delta * delta * n * fb;
  n = count;
}

extern "C" __global__ void __launch_bounds__(256) welford_no_broadcast_sync(const float *x, float *y, int cols) {
  __shared__ float s_n[32], s_mean[32], s_m2[32];
  __shared__ float s_mu, s_rstd;
  const float *row = x + (size_t)blockIdx.x * cols;
  float n = 0.0f, mean = 0.0f, m2 = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float v = row[c];
    n += 1.0f;
    float d = v - mean;
    mean += d / n;
    m2 += d * (v - mean);
  }
  for (int off = 16; off > 0; off >>= 1) {
    float nb = __shfl_down_sync(0xffffffffu, n, off);
    float mb = __shfl_down_sync(0xffffffffu, mean, off);
    float qb = __shfl_down_sync(0xffffffffu, m2, off);
    welford_combine(n, mean, m2, nb, mb, qb);
  }
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0) {
    s_n[warp] = n;
    s_mean[warp] = mean;
    s_m2[warp] = m2;
  }
  __syncthreads();
  if (warp == 0) {
    int warps = blockDim.x / 32;
    n = lane < warps ? s_n[lane] : 0.0f;
    mean = lane < warps ? s_mean[lane] : 0.0f;
    m2 = lane < warps ? s_m2[lane] : 0.0f;
    for (int off = 16; off > 0; off >>= 1) {
      float nb = __shfl_down_sync(0xffffffffu, n, off);
      float mb = __shfl_down_sync(0xffffffffu, mean, off);
      float qb = __shfl_down_sync(0xffffffffu, m2, off);
      welford_combine(n, mean, m2, nb, mb, qb);
    }
    if (lane == 0) {
      s_mu = mean;
      s_rstd = rsqrtf(m2 / n + 1e-5f);
    }
  }
  // CHECK: welford_no_broadcast_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  float mu = s_mu, rstd = s_rstd;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[(size_t)blockIdx.x * cols + c] = (row[c] - mu) * rstd;
}
