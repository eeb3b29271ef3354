// @realcode Lambdas inside kernels the way modern CUDA code factors loops: a capture-by-reference accumulator lambda, a capture-by-value clamp, a generic (auto-parameter) lambda used with two types, a lambda passed to a __device__ function template (for_each_strided), an immediately-invoked lambda initialising a const, and a stateless lambda converted to a function pointer.
// @let N = 1 << 22
// @buf x f32[N] uniform(-3, 3)
// @buf xi i32[N] uniform(-50, 50)
// @buf part f32[N / 128] zero
// @buf parti i32[N / 128] zero
// @buf y f32[N] zero
// @launch lambda_mix grid(N / 256 / 4) block(256) args(x, xi, part, parti, y, i32(N), f32(2))
// @check part abs=1e-3 rel=1e-5
// @check parti exact
// @check y abs=1e-6 rel=1e-6
template <typename F>
__device__ void for_each_strided(int begin, int end, int stride, F &&f) {
  for (int i = begin; i < end; i += stride) f(i);
}

__device__ float apply_fn(float (*fn)(float), float v) { return fn(v); }

__global__ void lambda_mix(const float *__restrict__ x, const int *__restrict__ xi, float *__restrict__ part, int *__restrict__ parti,
                           float *__restrict__ y, int n, float limit) {
  const int per_thread = 4;
  const int base = blockIdx.x * blockDim.x * per_thread;
  const int block_items = [&] {
    int left = n - base;
    return left < (int)blockDim.x * per_thread ? left : (int)blockDim.x * per_thread;
  }();
  auto clamp = [limit](float v) { return fminf(fmaxf(v, -limit), limit); };
  auto twice = [](auto v) { return v + v; };
  float (*cube)(float) = [](float v) { return v * v * v; };
  float acc = 0.0f;
  int iacc = 0;
  auto add = [&](int i) {
    float v = clamp(x[base + i]);
    acc += twice(v);
    iacc += twice(xi[base + i]);
    y[base + i] = apply_fn(cube, v);
  };
  for_each_strided((int)threadIdx.x, block_items, (int)blockDim.x, add);
  for (int off = 16; off > 0; off >>= 1) {
    acc += __shfl_down_sync(0xffffffffu, acc, off);
    iacc += __shfl_down_sync(0xffffffffu, iacc, off);
  }
  int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  if ((threadIdx.x & 31) == 0) {
    part[w] = acc;
    parti[w] = iacc;
  }
}
