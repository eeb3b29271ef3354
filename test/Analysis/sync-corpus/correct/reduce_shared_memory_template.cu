// The CUDA samples' SharedMemory<T> idiom: a struct whose conversion
// operator returns the dynamic shared buffer (declared as int and cast), so
// templated kernels for several element types share one extern array; a
// blockDim-halving tree reduction instantiated for float and int.
// LAUNCH: kernel=reduce_shared_memory_template_f32 grid=4 block=256 smem=1024 args=in:f32[1024]:rand out:f32[4]:zero n:u32=1000
// LAUNCH: kernel=reduce_shared_memory_template_i32 grid=4 block=128 smem=512 args=in:i32[512]:rand out:i32[4]:zero n:u32=512
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <class T> struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <class T> __device__ void reduceTree(const T *g_idata, T *g_odata, unsigned n) {
  T *sdata = SharedMemory<T>();
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : T(0);
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0];
}

extern "C" __global__ void reduce_shared_memory_template_f32(const float *in, float *out, unsigned n) {
  reduceTree<float>(in, out, n);
}
extern "C" __global__ void reduce_shared_memory_template_i32(const int *in, int *out, unsigned n) {
  reduceTree<int>(in, out, n);
}
