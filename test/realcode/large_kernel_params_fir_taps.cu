// @realcode Kernel parameters past the old 4 KB limit (CUDA 12.1+ allows 32764 bytes on Volta and later), as multi-tensor-apply and filter code now pass them: an 8 KB struct of 2000 FIR taps plus a tap count taken by value (read with a runtime index, so it stays in the parameter space), and a 6 KB table of per-segment affine coefficients applied by segment id; each is also a __grid_constant__ variant.
// @let N = 1 << 21
// @let NT = 2000
// @buf taps f32[2048] uniform(-0.01, 0.01) set(2047, 0)
// @buf segs f32[1536] uniform(-1, 1)
// @buf x f32[N + 2048] uniform(-1, 1)
// @buf y f32[N] zero
// @buf y2 f32[N] zero
// @buf z f32[N] zero
// @launch fir_by_value grid(cdiv(N, 256)) block(256) args(bytes(taps), x, y, i32(N))
// @launch fir_grid_constant grid(cdiv(N, 256)) block(256) args(bytes(taps), x, y2, i32(N))
// @launch segment_affine grid(cdiv(N, 256)) block(256) args(bytes(segs), x, z, i32(N))
// @check y rel=1e-5 abs=1e-6
// @check y2 rel=1e-5 abs=1e-6
// @check z rel=1e-6 abs=1e-6
#include <cuda_runtime.h>

struct FirTaps {
  float taps[2047];
  int count;  // the bits of the 2048th float: set to 0 by the header means "use NT"
};
static_assert(sizeof(FirTaps) == 8192, "8 KB of parameters");

struct SegmentTable {
  float scale[512];
  float shift[512];
  float clampv[512];
};
static_assert(sizeof(SegmentTable) == 6144, "6 KB of parameters");

__device__ __forceinline__ float fir_at(const FirTaps &f, const float *x, int i) {
  const int nt = f.count > 0 ? f.count : 2000;
  float acc = 0.f;
  for (int k = 0; k < nt; ++k) acc += f.taps[k] * x[i + k];
  return acc;
}

__global__ void fir_by_value(FirTaps f, const float *__restrict__ x, float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = fir_at(f, x, i);
}

__global__ void fir_grid_constant(const __grid_constant__ FirTaps f, const float *__restrict__ x, float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = fir_at(f, x, i);
}

__global__ void segment_affine(SegmentTable t, const float *__restrict__ x, float *__restrict__ z, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int s = (i * 2654435761u) >> 23;  // 0..511
  float v = x[i] * t.scale[s] + t.shift[s];
  float c = fabsf(t.clampv[s]);
  z[i] = fminf(fmaxf(v, -c), c);
}
