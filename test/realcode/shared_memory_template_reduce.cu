// @realcode The CUDA samples' SharedMemory<T> idiom: a templated struct whose specialisations each declare their own extern __shared__ array, used by a templated block reduction instantiated for float, double and int with the dynamic shared size given at launch; plus an extern __shared__ array aliased as two typed arrays.
// @let N = 1 << 22
// @let B = 256
// @buf xf f32[N] uniform(-1, 1)
// @buf xd f64[N] uniform(-1, 1)
// @buf xi i32[N] uniform(-1000, 1000)
// @buf sf f32[N / B / 2] zero
// @buf sd f64[N / B / 2] zero
// @buf si i32[N / B / 2] zero
// @buf pairs f32[N] zero
// @launch block_reduce<float> grid(N / B / 2) block(B) shared(B * 4) args(xf, sf, u32(N))
// @launch block_reduce<double> grid(N / B / 2) block(B) shared(B * 8) args(xd, sd, u32(N))
// @launch block_reduce<int> grid(N / B / 2) block(B) shared(B * 4) args(xi, si, u32(N))
// @launch mixed_shared grid(N / B) block(B) shared(B * 12) args(xf, xi, pairs, u32(N))
// @check sf abs=1e-4 rel=1e-5
// @check sd abs=1e-12 rel=1e-12
// @check si exact
// @check pairs abs=1e-4 rel=1e-5
template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <>
struct SharedMemory<double> {
  __device__ inline operator double *() {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
  __device__ inline operator const double *() const {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
};

template <class T>
__global__ void block_reduce(const T *__restrict__ in, T *__restrict__ out, unsigned n) {
  T *sdata = SharedMemory<T>();
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  T sum = (i < n) ? in[i] : T(0);
  if (i + blockDim.x < n) sum += in[i + blockDim.x];
  sdata[tid] = sum;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] = sum = sum + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sum;
}

template __global__ void block_reduce<float>(const float *, float *, unsigned);
template __global__ void block_reduce<double>(const double *, double *, unsigned);
template __global__ void block_reduce<int>(const int *, int *, unsigned);

__global__ void mixed_shared(const float *__restrict__ xf, const int *__restrict__ xi, float *__restrict__ out, unsigned n) {
  extern __shared__ unsigned char raw[];
  float *fs = reinterpret_cast<float *>(raw);
  int2 *is = reinterpret_cast<int2 *>(raw + blockDim.x * sizeof(float));
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  fs[threadIdx.x] = xf[i];
  is[threadIdx.x] = make_int2(xi[i], (int)threadIdx.x);
  __syncthreads();
  unsigned j = blockDim.x - 1 - threadIdx.x;
  out[i] = fs[j] * (float)is[j].x + (float)is[threadIdx.x].y;
}
