// conv1d_filter_tiles_loop without the barrier at the end of an iteration: the
// next filter tile overwrites sf[] and sx[] while slower threads still read them.
// LAUNCH: grid=4 block=128 args=in:f32[768]:rand filt:f32[256]:rand out:f32[512]:zero K:i32=256
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 128
#define FT 64

extern "C" __global__ void __launch_bounds__(B) conv1d_filter_tiles_no_end_sync(const float *in, const float *filt,
                                                                         float *out, int K) {
  __shared__ float sf[FT];
  __shared__ float sx[B + FT];
  int t = threadIdx.x;
  int base = blockIdx.x * B;
  float acc = 0.0f;
  for (int f0 = 0; f0 < K; f0 += FT) {
    // CHECK: conv1d_filter_tiles_no_end_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (t < FT) sf[t] = filt[f0 + t];
    sx[t] = in[base + f0 + t];
    if (t < FT) sx[B + t] = in[base + f0 + B + t];
    __syncthreads();
    for (int j = 0; j < FT; ++j) acc += sf[j] * sx[t + j];
  }
  out[base + t] = acc;
}
