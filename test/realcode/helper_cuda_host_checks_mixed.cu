// @realcode A CUDA-samples-style .cu with its host program in the same file: helper_cuda.h-like checkCudaErrors / getLastCudaError macros over a template check(), cudaEvent timing, cudaMemcpyToSymbol into a __constant__ table, cudaOccupancyMaxPotentialBlockSize, std::vector and printf on the host; the device side is a polynomial evaluation from the constant table (the harness sets it as the host would).
// @let N = 1 << 22
// @const c_coeffs f32[8] uniform(-0.5, 0.5)
// @buf x f32[N] uniform(-1, 1)
// @buf y f32[N] zero
// @launch poly_eval grid(cdiv(N, 256)) block(256) args(x, y, i32(N))
// @check y abs=1e-5 rel=1e-5
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

template <typename T>
void check(T result, char const *const func, const char *const file, int const line) {
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\" \n", file, line, static_cast<unsigned int>(result),
            cudaGetErrorName(result), func);
    exit(EXIT_FAILURE);
  }
}
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#define getLastCudaError(msg) __getLastCudaError(msg, __FILE__, __LINE__)
inline void __getLastCudaError(const char *errorMessage, const char *file, const int line) {
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) {
    fprintf(stderr, "%s(%i) : getLastCudaError() CUDA error : %s : (%d) %s.\n", file, line, errorMessage,
            static_cast<int>(err), cudaGetErrorString(err));
    exit(EXIT_FAILURE);
  }
}

__constant__ float c_coeffs[8];

__global__ void poly_eval(const float *__restrict__ x, float *__restrict__ y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float v = x[i], acc = c_coeffs[7];
#pragma unroll
    for (int k = 6; k >= 0; --k) acc = fmaf(acc, v, c_coeffs[k]);
    y[i] = acc;
  }
}

int main(int argc, char **argv) {
  const int n = 1 << 22;
  std::vector<float> h_x(n), h_y(n), coeffs(8);
  for (int i = 0; i < n; ++i) h_x[i] = 2.0f * rand() / RAND_MAX - 1.0f;
  for (int k = 0; k < 8; ++k) coeffs[k] = 1.0f / (k + 1);
  float *d_x, *d_y;
  checkCudaErrors(cudaMalloc(&d_x, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_y, n * sizeof(float)));
  checkCudaErrors(cudaMemcpy(d_x, h_x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpyToSymbol(c_coeffs, coeffs.data(), 8 * sizeof(float)));
  int min_grid = 0, block = 0;
  checkCudaErrors(cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, poly_eval, 0, 0));
  cudaEvent_t start, stop;
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreate(&stop));
  checkCudaErrors(cudaEventRecord(start));
  poly_eval<<<(n + block - 1) / block, block>>>(d_x, d_y, n);
  getLastCudaError("poly_eval failed");
  checkCudaErrors(cudaEventRecord(stop));
  checkCudaErrors(cudaEventSynchronize(stop));
  float ms = 0;
  checkCudaErrors(cudaEventElapsedTime(&ms, start, stop));
  checkCudaErrors(cudaMemcpy(h_y.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("poly_eval: %.3f ms, y[0] = %f\n", ms, h_y[0]);
  checkCudaErrors(cudaFree(d_x));
  checkCudaErrors(cudaFree(d_y));
  return 0;
}
