// @realcode Per-bucket float maximum by an atomicCAS loop on the bit pattern (__float_as_int / __int_as_float), plus an integer atomicMin of the element index per bucket.
// @let N = 1 << 25
// @let BUCKETS = 65536
// @buf key i32[N] uniform(0, BUCKETS)
// @buf val f32[N] uniform(-1000, 1000)
// @buf bmax f32[BUCKETS] fill(-3.0e38)
// @buf bfirst i32[BUCKETS] fill(2147483647)
// @launch bucket_max grid(N / 256) block(256) args(key, val, bmax, bfirst, i32(N))
// @check bmax exact
// @check bfirst exact
#include <cuda_runtime.h>

__device__ float atomicMaxFloat(float *address, float val) {
  int *address_as_int = (int *)address;
  int old = *address_as_int, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= val) break;
    old = atomicCAS(address_as_int, assumed, __float_as_int(val));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void bucket_max(const int *key, const float *val, float *bmax, int *bfirst, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int k = key[i];
  atomicMaxFloat(&bmax[k], val[i]);
  atomicMin(&bfirst[k], i);
}
