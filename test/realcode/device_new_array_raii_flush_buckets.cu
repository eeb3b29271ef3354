// @realcode device-side `new T[n]` / `delete[]` of objects with constructors and destructors (RAII in device code, the way ports of object-oriented CPU code use the device heap): a block's thread 0 allocates an array of bucket accumulators whose destructor flushes its partial sums to global memory with atomics, the block fills them through a pointer published in shared memory, and `delete[]` runs the destructors (last to first) before freeing; also an over-aligned (alignas(16)) element type whose array cookie is 16 bytes, `new T[n]()` value-initialisation, and a null `delete[]`.
// @let NB = 1024
// @let N = NB * 2048
// @let K = 64
// @buf keys u32[N] uniform(0, 64)
// @buf vals f32[N] uniform(0, 1)
// @buf sums f64[K] zero
// @buf counts u32[K] zero
// @buf moments f32[NB * 4] zero
// @buf status i32[NB] zero
// @launch bucket_flush grid(NB) block(256) args(keys, vals, sums, counts, moments, status, i32(2048))
// @check sums rel=1e-9
// @check counts exact
// @check moments abs=1e-3 rel=1e-5
// @check status exact
#include <cuda_runtime.h>

#define K 64

struct Bucket {
  double *sum_out;
  unsigned *count_out;
  double sum;
  unsigned count;
  __device__ Bucket() : sum_out(nullptr), count_out(nullptr), sum(0.0), count(0) {}
  __device__ ~Bucket() {
    if (sum_out && count) {
      atomicAdd(sum_out, sum);
      atomicAdd(count_out, count);
    }
  }
};

struct alignas(16) Moments {
  float m[4];
  float *out;
  __device__ Moments() : m{0.0f, 0.0f, 0.0f, 0.0f}, out(nullptr) {}
  __device__ ~Moments() {
    if (out)
      for (int k = 0; k < 4; ++k)
        out[k] = m[k];
  }
};

__global__ void bucket_flush(const unsigned *keys, const float *vals, double *sums, unsigned *counts, float *moments,
                             int *status, int per_block) {
  __shared__ Bucket *buckets;
  __shared__ Moments *mom;
  __shared__ float partial[4][256];
  if (threadIdx.x == 0) {
    buckets = new Bucket[K];
    mom = new Moments[1]();
    int ok = buckets != nullptr && mom != nullptr;
    if (ok) {
      for (int k = 0; k < K; ++k) {
        buckets[k].sum_out = sums + k;
        buckets[k].count_out = counts + k;
      }
      mom->out = moments + blockIdx.x * 4;
    }
    status[blockIdx.x] = ok;
  }
  __syncthreads();
  if (!buckets || !mom)
    return;
  float s1 = 0.0f, s2 = 0.0f, mn = 3.0e38f, mx = -3.0e38f;
  const size_t base = size_t(blockIdx.x) * per_block;
  for (int i = threadIdx.x; i < per_block; i += blockDim.x) {
    unsigned key = keys[base + i];
    float v = vals[base + i];
    atomicAdd(&buckets[key].sum, (double)v);
    atomicAdd(&buckets[key].count, 1u);
    s1 += v;
    s2 += v * v;
    mn = fminf(mn, v);
    mx = fmaxf(mx, v);
  }
  partial[0][threadIdx.x] = s1;
  partial[1][threadIdx.x] = s2;
  partial[2][threadIdx.x] = mn;
  partial[3][threadIdx.x] = mx;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      partial[0][threadIdx.x] += partial[0][threadIdx.x + s];
      partial[1][threadIdx.x] += partial[1][threadIdx.x + s];
      partial[2][threadIdx.x] = fminf(partial[2][threadIdx.x], partial[2][threadIdx.x + s]);
      partial[3][threadIdx.x] = fmaxf(partial[3][threadIdx.x], partial[3][threadIdx.x + s]);
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    for (int k = 0; k < 4; ++k)
      mom->m[k] = partial[k][0];
    delete[] buckets; // the destructors flush the block's buckets
    delete[] mom;
    Bucket *none = nullptr;
    delete[] none;
    status[blockIdx.x] |= 2;
  }
}
