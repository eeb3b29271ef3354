// Minimal FlashAttention forward in the style of small teaching repositories:
// one block per (batch, head), one thread per query row of a tile; the Q, K,
// V tiles and the score tile S are carved out of one dynamic shared buffer at
// multiples of `Bc * d` (kernel arguments), each thread filling its own row
// `tx * d + x`. The K/V tiles are reloaded after a barrier at the end of every
// outer step. Launched with blockDim.x == Bc == Br.
// LAUNCH: grid=1,2 block=32 smem=10240 tol=1e-3 args=Q:f32[2048]:rand K:f32[2048]:rand V:f32[2048]:rand N:i32=64 d:i32=16 Tc:i32=2 Tr:i32=2 Bc:i32=32 Br:i32=32 softmax_scale:f32=0.25 l:f32[128]:zero m:f32[128]:const(-1e30) O:f32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void flash_attention_minimal_tiles(const float *Q, const float *K, const float *V, const int N,
                                                          const int d, const int Tc, const int Tr, const int Bc,
                                                          const int Br, const float softmax_scale, float *l, float *m,
                                                          float *O) {
  int tx = threadIdx.x;
  int bx = blockIdx.x;
  int by = blockIdx.y;

  int qkv_offset = (bx * gridDim.y * N * d) + (by * N * d);
  int lm_offset = (bx * gridDim.y * N) + (by * N);

  extern __shared__ float sram[];
  int tile_size = Bc * d;
  float *Qi = sram;
  float *Kj = &sram[tile_size];
  float *Vj = &sram[tile_size * 2];
  float *S = &sram[tile_size * 3];

  for (int j = 0; j < Tc; j++) {
    for (int x = 0; x < d; x++) {
      Kj[(tx * d) + x] = K[qkv_offset + (tile_size * j) + (tx * d) + x];
      Vj[(tx * d) + x] = V[qkv_offset + (tile_size * j) + (tx * d) + x];
    }
    __syncthreads();

    for (int i = 0; i < Tr; i++) {
      for (int x = 0; x < d; x++)
        Qi[(tx * d) + x] = Q[qkv_offset + (tile_size * i) + (tx * d) + x];
      float row_m_prev = m[lm_offset + (Br * i) + tx];
      float row_l_prev = l[lm_offset + (Br * i) + tx];

      float row_m = -1e30f;
      for (int y = 0; y < Bc; y++) {
        float sum = 0;
        for (int x = 0; x < d; x++)
          sum += Qi[(tx * d) + x] * Kj[(y * d) + x];
        sum *= softmax_scale;
        S[(Bc * tx) + y] = sum;
        if (sum > row_m)
          row_m = sum;
      }
      float row_l = 0;
      for (int y = 0; y < Bc; y++) {
        S[(Bc * tx) + y] = __expf(S[(Bc * tx) + y] - row_m);
        row_l += S[(Bc * tx) + y];
      }
      float row_m_new = fmaxf(row_m_prev, row_m);
      float row_l_new = (__expf(row_m_prev - row_m_new) * row_l_prev) + (__expf(row_m - row_m_new) * row_l);

      for (int x = 0; x < d; x++) {
        float pv = 0;
        for (int y = 0; y < Bc; y++)
          pv += S[(Bc * tx) + y] * Vj[(y * d) + x];
        int o = qkv_offset + (tile_size * i) + (tx * d) + x;
        O[o] = (1 / row_l_new) *
               ((row_l_prev * __expf(row_m_prev - row_m_new) * O[o]) + (__expf(row_m - row_m_new) * pv));
      }
      m[lm_offset + (Br * i) + tx] = row_m_new;
      l[lm_offset + (Br * i) + tx] = row_l_new;
    }
    __syncthreads();
  }
}
