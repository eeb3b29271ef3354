// @realcode Conjugate-gradient building blocks (ELL SpMV of a 2-D Poisson matrix, dot products with a block reduction and double atomicAdd, fused axpy updates) instrumented the way research codes add device-side tracing: a TRACE() helper that takes cuda::std::source_location::current() as a default argument and appends (line, hash of the file's base name and of the function name) to a ring buffer claimed with atomicAdd when the trace flag is on (thread 0 of every 64th block), a printf path for the first thread behind a verbosity argument that the run leaves off, `#pragma nv_diag_suppress` around an unused debug variable, and a __CUDACC_VER_MAJOR__ check choosing the warp reduction (__reduce_add_sync on integers, shuffles for doubles).
// @let NX = 2048
// @let N = NX * NX
// @buf x f64[N] uniform(-1, 1)
// @buf p f64[N] uniform(-1, 1)
// @buf r f64[N] uniform(-1, 1)
// @buf ap f64[N] zero
// @buf dots f64[4] zero
// @buf trace u32[4096 * 3] zero
// @buf trace_head u32[1] zero
// @buf nnz_rows u32[1] zero
// @launch cg_spmv grid(cdiv(N, 256)) block(256) args(p, ap, nnz_rows, i32(NX), trace, trace_head, i32(1), i32(0))
// @launch cg_dot grid(cdiv(N, 256)) block(256) args(p, ap, dots, i32(N), trace, trace_head, i32(1), i32(0))
// @launch cg_update grid(cdiv(N, 256)) block(256) args(x, r, p, ap, dots, i32(N), trace, trace_head, i32(1), i32(0))
// @check ap abs=1e-12 rel=1e-12
// @check dots abs=1e-6 rel=1e-9
// @check x abs=1e-9 rel=1e-8
// @check r abs=1e-9 rel=1e-8
// @check nnz_rows exact
// @check trace unordered
// @check trace_head exact
#include <cstdio>
#include <cuda/std/source_location>

#if defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 11
#define HAVE_REDUX_SYNC 1
#else
#define HAVE_REDUX_SYNC 0
#endif

#define TRACE_CAP 4096

__device__ __forceinline__ unsigned fnv1a(const char *s) {
  unsigned h = 2166136261u;
  for (; *s; ++s) h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

__device__ __forceinline__ const char *base_name(const char *path) {
  const char *b = path;
  for (const char *s = path; *s; ++s)
    if (*s == '/' || *s == '\\') b = s + 1;
  return b;
}

// One event per 64th block (its thread 0): what the run records is independent of scheduling except its order.
__device__ void TRACE(unsigned *ring, unsigned *head, int on,
                      cuda::std::source_location loc = cuda::std::source_location::current()) {
  if (!on || threadIdx.x != 0 || blockIdx.x % 64 != 0) return;
  const unsigned slot = atomicAdd(head, 1u);
  if (slot >= TRACE_CAP) return;
  ring[3 * slot + 0] = loc.line();
  ring[3 * slot + 1] = fnv1a(base_name(loc.file_name()));
  ring[3 * slot + 2] = fnv1a(loc.function_name());
}

__device__ __forceinline__ unsigned warp_count(unsigned v) {
#if HAVE_REDUX_SYNC && (!defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800)
  return __reduce_add_sync(0xffffffffu, v);
#else
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
#endif
}

__device__ __forceinline__ double block_sum(double v) {
  __shared__ double part[32];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0) part[threadIdx.x >> 5] = v;
  __syncthreads();
  v = threadIdx.x < (blockDim.x >> 5) ? part[threadIdx.x] : 0.0;
  if (threadIdx.x < 32)
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

// 5-point Poisson operator in ELL form computed on the fly (4 on the diagonal, -1 off it).
__global__ void cg_spmv(const double *__restrict__ p, double *__restrict__ ap, unsigned *nnz_rows, int nx,
                        unsigned *ring, unsigned *head, int trace, int verbose) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int n = nx * nx;
  TRACE(ring, head, trace);
  unsigned full = 0;
  if (i < n) {
    const int gx = i % nx, gy = i / nx;
    const int cols[5] = {i, gx > 0 ? i - 1 : -1, gx < nx - 1 ? i + 1 : -1, gy > 0 ? i - nx : -1, gy < nx - 1 ? i + nx : -1};
    const double vals[5] = {4.0, -1.0, -1.0, -1.0, -1.0};
    double s = 0.0;
    int nnz = 0;
#pragma unroll
    for (int k = 0; k < 5; ++k)
      if (cols[k] >= 0) {
        s += vals[k] * p[cols[k]];
        ++nnz;
      }
    ap[i] = s;
    full = nnz == 5;
  }
  const unsigned c = warp_count(full);
  if ((threadIdx.x & 31) == 0 && c) atomicAdd(nnz_rows, c);
  if (verbose && i == 0) printf("[%s:%d] spmv n=%d ap[0]=%.6e\n", __func__, __LINE__, n, ap[0]);
}

__global__ void cg_dot(const double *__restrict__ p, const double *__restrict__ ap, double *dots, int n, unsigned *ring,
                       unsigned *head, int trace, int verbose) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  TRACE(ring, head, trace);
#pragma nv_diag_suppress 177
  int debug_unused = 0;
#pragma nv_diag_default 177
  double pap = 0.0, pp = 0.0;
  if (i < n) {
    pap = p[i] * ap[i];
    pp = p[i] * p[i];
  }
  pap = block_sum(pap);
  __syncthreads();
  pp = block_sum(pp);
  if (threadIdx.x == 0) {
    atomicAdd(dots + 0, pap);
    atomicAdd(dots + 1, pp);
    if (verbose) printf("block %d: pAp=%g pp=%g\n", blockIdx.x, pap, pp);
  }
}

__global__ void cg_update(double *__restrict__ x, double *__restrict__ r, const double *__restrict__ p,
                          const double *__restrict__ ap, const double *__restrict__ dots, int n, unsigned *ring,
                          unsigned *head, int trace, int verbose) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  TRACE(ring, head, trace);
  const double alpha = dots[1] / dots[0];
  if (i < n) {
    x[i] += alpha * p[i];
    r[i] -= alpha * ap[i];
  }
  if (verbose && i == 0) printf("alpha=%.17g\n", alpha);
}
