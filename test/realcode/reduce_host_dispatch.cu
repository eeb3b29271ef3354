// @realcode Templated block reduction instantiated by the host the way the CUDA samples do it: a switch over the block size picks reduce_kernel<N> in a host wrapper (no explicit instantiations), dynamic shared memory, events for timing in main().
// @let N = 1 << 26
// @let B = 256
// @buf in f32[N] uniform(-1, 1)
// @buf out f32[N / (2 * B)] zero
// @launch reduce_kernel<256> grid(N / (2 * B)) block(B) shared(B * 4) args(in, out, u32(N))
// @check out abs=1e-4 rel=1e-5
#include <cuda_runtime.h>
#include <stdio.h>

template <unsigned int blockSize>
__global__ void reduce_kernel(const float *__restrict__ in, float *__restrict__ out, unsigned int n) {
  extern __shared__ float smem[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + tid;
  float v = (i < n ? in[i] : 0.0f) + (i + blockSize < n ? in[i + blockSize] : 0.0f);
  smem[tid] = v;
  __syncthreads();
#pragma unroll
  for (unsigned int s = blockSize / 2; s > 32; s >>= 1) {
    if (tid < s) smem[tid] = v = v + smem[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    if (blockSize >= 64) v += smem[tid + 32];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  }
  if (tid == 0) out[blockIdx.x] = v;
}

void reduce(int size, int threads, int blocks, const float *d_idata, float *d_odata) {
  dim3 dimBlock(threads, 1, 1);
  dim3 dimGrid(blocks, 1, 1);
  int smemSize = threads * sizeof(float);
  switch (threads) {
    case 1024: reduce_kernel<1024><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    case 512: reduce_kernel<512><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    case 256: reduce_kernel<256><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    case 128: reduce_kernel<128><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    case 64: reduce_kernel<64><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
  }
}

int main(int argc, char **argv) {
  int size = 1 << 24, threads = 256, blocks = size / (2 * threads);
  float *d_in, *d_out;
  cudaMalloc((void **)&d_in, size * sizeof(float));
  cudaMalloc((void **)&d_out, blocks * sizeof(float));
  cudaMemset(d_in, 0, size * sizeof(float));
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  reduce(size, threads, blocks, d_in, d_out);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  printf("reduce: %.3f ms\n", ms);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
