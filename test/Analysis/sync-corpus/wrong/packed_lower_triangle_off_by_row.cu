// packed_lower_triangle_gram with the packed offset of row r written
// r*(r-1)/2 + c: entry (1,1) and entry (2,0) land on one slot.
// LAUNCH: grid=3 block=16,16 args=v:f32[3072]:rand gram:f32[408]:zero dim:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NV 16
#define NPACK (NV * (NV + 1) / 2)

extern "C" __global__ void packed_lower_triangle_off_by_row(const float *v, float *gram, int dim) {
  __shared__ float packed[NPACK];
  const int c = threadIdx.x, r = threadIdx.y;
  const float *vs = v + (size_t)blockIdx.x * NV * dim;
  if (c <= r) {
    float s = 0.0f;
    for (int k = 0; k < dim; k++)
      s += vs[r * dim + k] * vs[c * dim + k];
    // CHECK: packed_lower_triangle_off_by_row.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    packed[r * (r - 1) / 2 + c] = s;
  }
  __syncthreads();
  const int t = r * NV + c;
  for (int i = t; i < NPACK; i += NV * NV)
    gram[blockIdx.x * NPACK + i] = packed[i];
}
