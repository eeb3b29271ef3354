// test/Driver/lineinfo-inlined-unknown-callee.test: a base class constructed implicitly
// (no source position) inside a constructor that is inlined.
struct First { __device__ virtual float f() const { return 1.0f; } };
struct Second { float scale; __device__ virtual float g() const { return scale; } };
struct Both : First, Second { __device__ Both() { scale = 2.0f; } };
__global__ void k(float *out) {
  Both b;
  const First &f = b;
  const Second &s = b;
  out[threadIdx.x] = f.f() + s.g();
}
