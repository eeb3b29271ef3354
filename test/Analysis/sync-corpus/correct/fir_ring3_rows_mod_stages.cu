// A 3x3 box filter streamed down an image of 256-pixel rows: three rows live in
// a shared ring (row r in slot r % 3); each step loads row s + 2 into slot
// (s + 2) % 3 and filters row s + 1 from the three slots, neighbours wrapping
// round the row ((c + W - 1) % W, (c + 1) % W). A barrier after the load and
// one after the filter, which reads the slot the next step refills.
// LAUNCH: grid=1 block=128 args=in:f32[2560]:rand(0,1) out:f32[2048]:zero rows:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define W 256
#define SLOTS 3

extern "C" __global__ void __launch_bounds__(128) fir_ring3_rows_mod_stages(const float *in, float *out, int rows) {
  __shared__ float ring[SLOTS][W];
  const int t = threadIdx.x;
  for (int c = t; c < W; c += 128) {
    ring[0][c] = in[c];
    ring[1][c] = in[W + c];
  }
  __syncthreads();
  for (int s = 0; s < rows; ++s) {
    for (int c = t; c < W; c += 128)
      ring[(s + 2) % SLOTS][c] = in[(s + 2) * W + c];
    __syncthreads();
    for (int c = t; c < W; c += 128) {
      float acc = 0.f;
      for (int r = 0; r < SLOTS; ++r)
        acc += ring[(s + r) % SLOTS][(c + W - 1) % W] + ring[(s + r) % SLOTS][c] +
               ring[(s + r) % SLOTS][(c + 1) % W];
      out[s * W + c] = acc * (1.f / 9.f);
    }
    __syncthreads();
  }
}
