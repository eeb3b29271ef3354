// scan_kogge_stone_clz_log2_steps without the barrier between a step's reads
// and its writes: thread t adds into s[t] while thread t + off still reads it.
// LAUNCH: grid=4 block=256 args=in:f32[1024]:rand out:f32[1024]:zero n:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) scan_kogge_stone_clz_no_read_sync(const float *in, float *out,
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
    // CHECK: scan_kogge_stone_clz_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    s[t] += partner;
    __syncthreads();
  }
  if (g < n)
    out[g] = s[t];
}
