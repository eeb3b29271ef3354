// @realcode L2 access-property hints the libcu++ way: a lookup table read through cuda::annotated_ptr<const float, cuda::access_property::persisting>, the streamed input through access_property::streaming, the output associated with evict-first via cuda::associate_access_property; the per-thread accumulator is a small class whose constructors delegate to one another.
// @let N = 1 << 24
// @let T = 4096
// @buf lut f32[T] uniform(0, 1)
// @buf x i32[N] uniform(0, 1000000)
// @buf y f32[N] zero
// @launch lut_gather grid(cdiv(N, 256)) block(256) args(lut, x, y, i32(N), i32(T))
// @check y abs=1e-6 rel=1e-6
#include <cuda/annotated_ptr>

struct Blend {
  float w0, w1, bias;
  __device__ Blend(float a, float b, float c) : w0(a), w1(b), bias(c) {}
  __device__ explicit Blend(float a) : Blend(a, 1.0f - a, 0.0f) {}
  __device__ Blend() : Blend(0.75f) { bias = 0.125f; }
  __device__ float operator()(float p, float q) const { return w0 * p + w1 * q + bias; }
};

__global__ void lut_gather(const float *lut_raw, const int *x_raw, float *y_raw, int n, int t) {
  cuda::annotated_ptr<const float, cuda::access_property::persisting> lut(lut_raw);
  cuda::annotated_ptr<const int, cuda::access_property::streaming> x(x_raw);
  float *y = cuda::associate_access_property(y_raw, cuda::access_property::streaming{});
  Blend blend;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    int k = x[i];
    y[i] = blend(lut[k % t], lut[(k / t) % t]);
  }
}
