// A local array of 16 bytes or more is 16-byte aligned, as in nvcc's local
// frame, and its stores at constant offsets know it, so the load-store
// vectorizer writes it four floats at a time (realcode
// mamba_selective_scan_block_pairs: `An[n] = A[d * 16 + n]` was 16
// st.local.b32 in a `.align 4` depot; nvcc has 4 st.local.v4.f32).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .entry staged(
// CHECK: .local .align 16 .b8 __local_depot0[64];
// CHECK-COUNT-4: st.local.v4.{{[bf]}}32
// CHECK-NOT: st.local
// CHECK: ld.local.{{[bf]}}32
// CHECK: ret;
extern "C" __global__ void staged(const float *__restrict__ a, const int *__restrict__ pick, float *out, int m) {
  float table[16];
#pragma unroll
  for (int n = 0; n < 16; n++) table[n] = a[blockIdx.x * 16 + n];
  // Data-dependent indices in a loop keep the array in local memory.
  float s = 0.f;
  for (int r = 0; r < m; ++r) s += table[pick[r * 32 + threadIdx.x] & 15];
  out[threadIdx.x] = s;
}
