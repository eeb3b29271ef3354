// @realcode Texture objects as image-processing code uses them: a cudaTextureObject_t over a linear float buffer read with tex1Dfetch<float> (point sampling, integer coordinates) and one over a float4 buffer read with tex1Dfetch<float4>; a 1-D resampler interpolates between fetched texels by hand (the harness makes the objects: point sampling, clamp, read as stored).
// @let N = 1 << 22
// @buf src f32[N] uniform(-1, 1)
// @buf src4 f32[N * 4] uniform(0, 1)
// @buf out f32[N] zero
// @launch resample_linear grid(cdiv(N, 256)) block(256) args(tex(src), tex(src4, 4), out, i32(N), f32(0.75))
// @check out abs=1e-6 rel=1e-6
#include <cuda_runtime.h>

__global__ void resample_linear(cudaTextureObject_t tsrc, cudaTextureObject_t tsrc4, float *__restrict__ out, int n, float ratio) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = i * ratio;
  int x0 = (int)x;
  float t = x - x0;
  int x1 = min(x0 + 1, n - 1);
  float a = tex1Dfetch<float>(tsrc, x0), b = tex1Dfetch<float>(tsrc, x1);
  float4 w = tex1Dfetch<float4>(tsrc4, i);
  out[i] = (a + t * (b - a)) * w.x + w.y * w.z - w.w;
}
