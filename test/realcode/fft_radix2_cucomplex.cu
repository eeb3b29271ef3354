// @realcode Shared-memory radix-2 FFT of 1024 points per block with <cuComplex.h>: bit-reversed load with __brev, log2(N) butterfly stages with twiddles from sincospif, cuCmulf/cuCaddf/cuCsubf, and a 1/N scaled inverse flag.
// @let NB = 4096
// @let N = 1024
// @buf in f32[NB * N * 2] uniform(-1, 1)
// @buf out f32[NB * N * 2] zero
// @launch fft1024 grid(NB) block(512) args(in, out, i32(0))
// @check out rel=1e-3 abs=2e-3
#include <cuComplex.h>
#include <cuda_runtime.h>

#define FFT_N 1024
#define LOG2_N 10

__global__ void fft1024(const cuFloatComplex *__restrict__ in, cuFloatComplex *__restrict__ out, int inverse) {
  __shared__ cuFloatComplex buf[FFT_N];
  const cuFloatComplex *src = in + (size_t)blockIdx.x * FFT_N;
  cuFloatComplex *dst = out + (size_t)blockIdx.x * FFT_N;
  // Two points per thread, stored at their bit-reversed positions.
  for (int i = threadIdx.x; i < FFT_N; i += blockDim.x) buf[__brev(i) >> (32 - LOG2_N)] = src[i];
  __syncthreads();
  float sign = inverse ? 1.0f : -1.0f;
  for (int half = 1; half < FFT_N; half <<= 1) {
    int t = threadIdx.x;  // one butterfly per thread: FFT_N / 2 of them
    int group = t / half, pos = t % half;
    int i0 = group * 2 * half + pos, i1 = i0 + half;
    float s, c;
    sincospif(sign * (float)pos / (float)half, &s, &c);
    cuFloatComplex w = make_cuFloatComplex(c, s);
    cuFloatComplex a = buf[i0], b = cuCmulf(w, buf[i1]);
    __syncthreads();
    buf[i0] = cuCaddf(a, b);
    buf[i1] = cuCsubf(a, b);
    __syncthreads();
  }
  float scale = inverse ? 1.0f / FFT_N : 1.0f;
  for (int i = threadIdx.x; i < FFT_N; i += blockDim.x)
    dst[i] = make_cuFloatComplex(cuCrealf(buf[i]) * scale, cuCimagf(buf[i]) * scale);
}
