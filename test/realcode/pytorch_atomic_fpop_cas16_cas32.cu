// @realcode PyTorch's gpuAtomic fallbacks for 16-bit floats, written as ATen does them for architectures without native ops: AtomicFPOp<at::Half> (a 32-bit atomicCAS on the aligned word that holds the half, shifting by ((size_t)address & 2)), the same for bfloat16 max through __nv_bfloat16 comparisons, a 16-bit atomicCAS (unsigned short, sm_70+) loop for a half min, and gpuAtomicMax/Min on int64 through atomicMax/atomicMin(long long *) plus atomicAdd on double; a scatter with heavy collisions drives them.
// @let N = 1 << 22
// @let NB = 4096
// @buf idx i32[N] uniform(0, 4096)
// @buf vals f32[N] uniform(-8, 8)
// @buf hmax f16[NB] fill(-65504)
// @buf hmin f16[NB] fill(65504)
// @buf bmax bf16[NB] fill(-3e38)
// @buf lmax i64[NB] fill(-9223372036854775807)
// @buf lmin i64[NB] fill(4611686018427387904)
// @buf dsum f64[NB] zero
// @launch scatter_reduce_kernel grid(cdiv(N, 256)) block(256) args(idx, vals, hmax, hmin, bmax, lmax, lmin, dsum, i32(N))
// @check hmax abs=0 rel=0 (max of the same values: order-independent)
// @check hmin abs=0 rel=0 (min: order-independent)
// @check bmax abs=0 rel=0 (max: order-independent)
// @check lmax exact
// @check lmin exact
// @check dsum rel=1e-9 abs=1e-9 (double sums in a different order)
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdint>
#include <cstddef>

template <typename T> struct AtomicFPOp;

template <> struct AtomicFPOp<__half> {
  template <typename func_t>
  inline __device__ __half operator()(__half *address, __half val, const func_t &func) {
    unsigned int *address_as_ui = (unsigned int *)((char *)address - ((size_t)address & 2));
    unsigned int old = *address_as_ui;
    unsigned int assumed;
    __half_raw hsum;
    do {
      assumed = old;
      hsum.x = (size_t)address & 2 ? (old >> 16) : (old & 0xffff);
      __half h = hsum;
      h = func(h, val);
      hsum = h;
      old = (size_t)address & 2 ? (old & 0xffff) | ((unsigned)hsum.x << 16) : (old & 0xffff0000) | hsum.x;
      old = atomicCAS(address_as_ui, assumed, old);
    } while (assumed != old);
    hsum.x = (size_t)address & 2 ? (old >> 16) : (old & 0xffff);
    return hsum;
  }
};

template <> struct AtomicFPOp<__nv_bfloat16> {
  template <typename func_t>
  inline __device__ __nv_bfloat16 operator()(__nv_bfloat16 *address, __nv_bfloat16 val, const func_t &func) {
    unsigned int *address_as_ui = (unsigned int *)((char *)address - ((size_t)address & 2));
    unsigned int old = *address_as_ui;
    unsigned int assumed;
    __nv_bfloat16_raw bsum;
    do {
      assumed = old;
      bsum.x = (size_t)address & 2 ? (old >> 16) : (old & 0xffff);
      __nv_bfloat16 b = bsum;
      b = func(b, val);
      bsum = b;
      old = (size_t)address & 2 ? (old & 0xffff) | ((unsigned)bsum.x << 16) : (old & 0xffff0000) | bsum.x;
      old = atomicCAS(address_as_ui, assumed, old);
    } while (assumed != old);
    bsum.x = (size_t)address & 2 ? (old >> 16) : (old & 0xffff);
    return bsum;
  }
};

__device__ __half gpuAtomicMax(__half *address, __half val) {
  return AtomicFPOp<__half>()(address, val, [](__half a, __half b) { return __hgt(a, b) ? a : b; });
}
__device__ __nv_bfloat16 gpuAtomicMax(__nv_bfloat16 *address, __nv_bfloat16 val) {
  return AtomicFPOp<__nv_bfloat16>()(address, val, [](__nv_bfloat16 a, __nv_bfloat16 b) { return a > b ? a : b; });
}
// The 16-bit compare-and-swap (sm_70 and later) on the half itself.
__device__ __half atomicMinHalf16(__half *address, __half val) {
  unsigned short *p = reinterpret_cast<unsigned short *>(address);
  unsigned short old = *p, assumed;
  do {
    assumed = old;
    __half cur = __ushort_as_half(assumed);
    if (!__hlt(val, cur)) break;
    old = atomicCAS(p, assumed, __half_as_ushort(val));
  } while (old != assumed);
  return __ushort_as_half(old);
}
__device__ int64_t gpuAtomicMax(int64_t *address, int64_t val) { return atomicMax((long long *)address, (long long)val); }
__device__ int64_t gpuAtomicMin(int64_t *address, int64_t val) { return atomicMin((long long *)address, (long long)val); }

__global__ void scatter_reduce_kernel(const int *__restrict__ idx, const float *__restrict__ vals, __half *hmax, __half *hmin,
                                      __nv_bfloat16 *bmax, int64_t *lmax, int64_t *lmin, double *dsum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int j = idx[i];
  float v = vals[i];
  gpuAtomicMax(&hmax[j], __float2half_rn(v));
  atomicMinHalf16(&hmin[j], __float2half_rn(v));
  gpuAtomicMax(&bmax[j], __float2bfloat16_rn(v));
  int64_t key = ((int64_t)__float_as_int(v) << 20) ^ (int64_t)i;
  gpuAtomicMax(&lmax[j], key);
  gpuAtomicMin(&lmin[j], key);
  atomicAdd(&dsum[j], (double)v);
}
