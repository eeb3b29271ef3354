// fir_ring3_rows_mod_stages without the barrier after the filter: a thread
// in step s + 1 refills slot (s + 3) % 3 = s % 3 while slower threads still
// read that slot's row in step s.
// LAUNCH: grid=1 block=128 args=in:f32[2560]:rand(0,1) out:f32[2048]:zero rows:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define W 256
#define SLOTS 3

extern "C" __global__ void __launch_bounds__(128) fir_ring3_refill_before_filter_done(const float *in, float *out,
                                                                                     int rows) {
  __shared__ float ring[SLOTS][W];
  const int t = threadIdx.x;
  for (int c = t; c < W; c += 128) {
    ring[0][c] = in[c];
    ring[1][c] = in[W + c];
  }
  __syncthreads();
  for (int s = 0; s < rows; ++s) {
    for (int c = t; c < W; c += 128)
      // CHECK: fir_ring3_refill_before_filter_done.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      ring[(s + 2) % SLOTS][c] = in[(s + 2) * W + c];
    __syncthreads();
    for (int c = t; c < W; c += 128) {
      float acc = 0.f;
      for (int r = 0; r < SLOTS; ++r)
        acc += ring[(s + r) % SLOTS][(c + W - 1) % W] + ring[(s + r) % SLOTS][c] +
               ring[(s + r) % SLOTS][(c + 1) % W];
      out[s * W + c] = acc * (1.f / 9.f);
    }
  }
}
