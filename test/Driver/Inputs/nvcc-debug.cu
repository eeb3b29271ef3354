// test/Driver/nvcc-G.test: the kernel is named after __CUDACC_DEBUG__.
#ifdef __CUDACC_DEBUG__
__global__ void debug(float *a) { a[threadIdx.x] += 1.0f; }
#else
__global__ void release(float *a) { a[threadIdx.x] += 1.0f; }
#endif
