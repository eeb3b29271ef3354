// Many shared-memory loads that LICM hoisted ahead of a loop which only reads
// them inside go back next to their uses, read every iteration, as nvcc's PTX
// reads them: 32 keys hoisted out of the `#pragma unroll 1` loop stayed live
// through it (43 registers against 22; realcode aes128_ctr_ttables' 44 round
// keys: 64 registers against nvcc's 32, half the blocks an SM).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: .entry keyed_rounds(
// CHECK: bar.sync
// CHECK-NOT: ld.shared
// CHECK: ld.global.nc.b32
// CHECK-COUNT-32: ld.shared.b32
// CHECK: st.global.b32
// CHECK: ret;
extern "C" __global__ void __launch_bounds__(256) keyed_rounds(const unsigned *__restrict__ keys_g,
                                                               const unsigned *__restrict__ in,
                                                               unsigned *__restrict__ out, int n) {
  __shared__ unsigned keys[32];
  if (threadIdx.x < 32)
    keys[threadIdx.x] = keys_g[threadIdx.x];
  __syncthreads();
#pragma unroll 1
  for (int j = 0; j < 4; ++j) {
    int i = (blockIdx.x * 4 + j) * blockDim.x + threadIdx.x;
    if (i >= n)
      break;
    unsigned s = in[i];
#pragma unroll
    for (int r = 0; r < 32; ++r)
      s = (s ^ keys[r]) * 0x9e3779b1u + (s >> 7);
    out[i] = s;
  }
}

// A few hoisted loads stay ahead of the loop: their registers are cheap.
// CHECK-LABEL: .entry few_keys(
// CHECK: bar.sync
// CHECK-COUNT-4: ld.shared.b32
// CHECK: ld.global.nc.b32
// CHECK-NOT: ld.shared
// CHECK: ret;
extern "C" __global__ void few_keys(const unsigned *__restrict__ keys_g, const unsigned *__restrict__ in,
                                    unsigned *__restrict__ out, int n) {
  __shared__ unsigned keys[4];
  if (threadIdx.x < 4)
    keys[threadIdx.x] = keys_g[threadIdx.x];
  __syncthreads();
#pragma unroll 1
  for (int j = 0; j < 4; ++j) {
    int i = (blockIdx.x * 4 + j) * blockDim.x + threadIdx.x;
    if (i >= n)
      break;
    unsigned s = in[i];
#pragma unroll
    for (int r = 0; r < 4; ++r)
      s = (s ^ keys[r]) * 0x9e3779b1u + (s >> 7);
    out[i] = s;
  }
}
