// scan_kogge_stone_signed_offset without the barrier between the neighbour read and
// the add: thread tid adds into s[tid] while thread tid + off may still read it.
// LAUNCH: grid=2 block=256 args=out:f32[512]:zero in:f32[512]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) scan_kogge_stone_signed_offset_no_read_sync(float *out, const float *in) {
  __shared__ float s[256];
  const int tid = threadIdx.x;
  s[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (int off = 1; off < 256; off <<= 1) {
    int j = tid - off;
    float t = j >= 0 ? s[j] : 0.f;
    // CHECK: scan_kogge_stone_signed_offset_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    s[tid] += t;
    __syncthreads();
  }
  out[blockIdx.x * 256 + tid] = s[tid];
}
