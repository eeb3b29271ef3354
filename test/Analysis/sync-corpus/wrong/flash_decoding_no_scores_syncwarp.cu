// flash_decoding_warp_partials without the __syncwarp() between the lanes' stores of their
// keys' weights into the warp's row of s_p and the loop in which every lane reads all of them:
// lane 0 reads s_p[warp][1] while lane 1 may not have stored it.
// LAUNCH: grid=3 block=128 args=out:f32[192]:zero q:f32[192]:rand k:f32[57600]:rand v:f32[57600]:rand n_keys:i32=300 scale:f32=0.125
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define HEAD_DIM 64
#define NUM_WARPS 4
#define NEG_BIG (-1.0e30f)

extern "C" __global__ void __launch_bounds__(NUM_WARPS * 32)
flash_decoding_no_scores_syncwarp(float *out, const float *q, const float *k, const float *v, int n_keys,
                             float scale) {
  __shared__ float s_q[HEAD_DIM];
  __shared__ float s_p[NUM_WARPS][32];
  __shared__ float s_m[NUM_WARPS], s_l[NUM_WARPS];
  __shared__ float s_o[NUM_WARPS][HEAD_DIM];
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int head = blockIdx.x;
  const float *kh = k + head * n_keys * HEAD_DIM;
  const float *vh = v + head * n_keys * HEAD_DIM;

  if (tid < HEAD_DIM) s_q[tid] = q[head * HEAD_DIM + tid] * scale;
  __syncthreads();

  float m = NEG_BIG, l = 0.f, o0 = 0.f, o1 = 0.f;
  for (int base = warp * 32; base < n_keys; base += NUM_WARPS * 32) {
    const int key = base + lane;
    float s = NEG_BIG;
    if (key < n_keys) {
      s = 0.f;
      for (int d = 0; d < HEAD_DIM; ++d) s += s_q[d] * kh[key * HEAD_DIM + d];
    }
    float mx = s;
    for (int off = 16; off > 0; off >>= 1) mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, off));
    const float m_new = fmaxf(m, mx);
    const float p = key < n_keys ? __expf(s - m_new) : 0.f;
    s_p[warp][lane] = p;
    float ps = p;
    for (int off = 16; off > 0; off >>= 1) ps += __shfl_xor_sync(0xffffffffu, ps, off);
    const float corr = __expf(m - m_new);
    l = l * corr + ps;
    o0 *= corr;
    o1 *= corr;
    const int cnt = min(32, n_keys - base);
    for (int j = 0; j < cnt; ++j) {
      // CHECK: flash_decoding_no_scores_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      const float pj = s_p[warp][j];
      o0 += pj * vh[(base + j) * HEAD_DIM + lane];
      o1 += pj * vh[(base + j) * HEAD_DIM + lane + 32];
    }
    __syncwarp();
    m = m_new;
  }
  if (lane == 0) {
    s_m[warp] = m;
    s_l[warp] = l;
  }
  s_o[warp][lane] = o0;
  s_o[warp][lane + 32] = o1;
  __syncthreads();
  if (tid < HEAD_DIM) {
    float M = NEG_BIG;
    for (int w = 0; w < NUM_WARPS; ++w) M = fmaxf(M, s_m[w]);
    float L = 0.f, O = 0.f;
    for (int w = 0; w < NUM_WARPS; ++w) {
      const float c = __expf(s_m[w] - M);
      L += s_l[w] * c;
      O += s_o[w][tid] * c;
    }
    out[head * HEAD_DIM + tid] = O / L;
  }
}
