// @realcode The cuda-samples cudaOpenMP pattern: a host program that includes <omp.h>, sets omp_set_num_threads to a multiple of the GPU count, and in a `#pragma omp parallel` region binds each CPU thread to a device (cudaSetDevice(cpu_thread_id % num_gpus)) and launches its slice of a kernel that adds a constant; the kernel file compiles unchanged, host OpenMP included.
// @let N = 1 << 22
// @buf g f32[N] uniform(-1, 1)
// @launch kernelAddConstant grid(N / 128) block(128) args(g, f32(3.5))
// @check g exact
#include <omp.h>
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void kernelAddConstant(float *g_a, const float b) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  g_a[idx] += b;
}

int correctResult(float *data, const int n, const float b) {
  for (int i = 0; i < n; i++)
    if (data[i] != i + b) return 0;
  return 1;
}

int main(int argc, char *argv[]) {
  int num_gpus = 0;
  cudaGetDeviceCount(&num_gpus);
  if (num_gpus < 1) {
    printf("no CUDA capable devices were detected\n");
    return 1;
  }
  unsigned int n = num_gpus * 8192;
  unsigned int nbytes = n * sizeof(float);
  float b = 3.5f;
  float *a = (float *)malloc(nbytes);
  for (unsigned int i = 0; i < n; i++) a[i] = (float)i;
  omp_set_num_threads(2 * num_gpus);
#pragma omp parallel
  {
    unsigned int cpu_thread_id = omp_get_thread_num();
    unsigned int num_cpu_threads = omp_get_num_threads();
    int gpu_id = -1;
    cudaSetDevice(cpu_thread_id % num_gpus);
    cudaGetDevice(&gpu_id);
    printf("CPU thread %d (of %d) uses CUDA device %d\n", cpu_thread_id, num_cpu_threads, gpu_id);
    float *d_a = 0;
    float *sub_a = a + cpu_thread_id * n / num_cpu_threads;
    unsigned int nbytes_per_kernel = nbytes / num_cpu_threads;
    dim3 gpu_threads(128);
    dim3 gpu_blocks(n / (gpu_threads.x * num_cpu_threads));
    cudaMalloc((void **)&d_a, nbytes_per_kernel);
    cudaMemset(d_a, 0, nbytes_per_kernel);
    cudaMemcpy(d_a, sub_a, nbytes_per_kernel, cudaMemcpyHostToDevice);
    kernelAddConstant<<<gpu_blocks, gpu_threads>>>(d_a, b);
    cudaMemcpy(sub_a, d_a, nbytes_per_kernel, cudaMemcpyDeviceToHost);
    cudaFree(d_a);
  }
  int ok = correctResult(a, n, b);
  free(a);
  return ok ? 0 : 1;
}
