// RUN: kilnc %s --emit=simt -o - 2>&1 | FileCheck %s
// A kernel argument and a thread index captured by reference in a lambda
// (`auto load = [&](int i) {...}`, the load_stage helper of hand-written
// GEMMs) are stored into the closure; once the closure is split and promoted
// they are plain locals, and a second mem2reg makes them values. Left in
// memory, `n` read back was per-thread data, the loop bounded by it
// "thread-dependent", and each barrier in it a warning.
// CHECK-NOT: warning:
// CHECK-NOT: simt.alloca
// CHECK: func.func @_Z10tiled_loadPKfPfi
// CHECK-NOT: simt.alloca
// CHECK: return
__global__ void __launch_bounds__(128) tiled_load(const float *in, float *out, int n) {
  __shared__ float s[128];
  const int tid = threadIdx.x;
  auto load = [&](int i) { s[tid] = in[i * 128 + tid + n]; };
  float acc = 0.f;
  const int tiles = n / 128;
  for (int t = 0; t < tiles; ++t) {
    load(t);
    __syncthreads();
    acc += s[(tid + 1) % 128];
    __syncthreads();
  }
  out[tid] = acc;
}
