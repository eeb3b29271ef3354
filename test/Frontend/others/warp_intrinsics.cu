// RUN: kilnc %s --emit=simt -o /dev/null
__device__ __forceinline__ int warpInclusiveScan(int v) {
  const unsigned lane = threadIdx.x & 31;
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    int n = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += n;
  }
  return v;
}
__global__ void compact(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool keep = i < n && in[i] > 0;
  unsigned ballot = __ballot_sync(0xffffffff, keep);
  int lane = threadIdx.x % 32;
  int rank = __popc(ballot & ((1u << lane) - 1));
  int base = 0;
  if (lane == 0) base = atomicAdd(count, __popc(ballot));
  base = __shfl_sync(0xffffffff, base, 0);
  if (keep) out[base + rank] = in[i];
}
__global__ void scan(int *data) { data[threadIdx.x] = warpInclusiveScan(data[threadIdx.x]); }
__global__ void votes(const float *x, int *flags) {
  float v = x[threadIdx.x];
  int anyNeg = __any_sync(__activemask(), v < 0.f);
  int allFinite = __all_sync(0xffffffff, isfinite(v));
  unsigned peers = __match_any_sync(0xffffffff, (int)v);
  flags[threadIdx.x] = anyNeg | (allFinite << 1) | (__ffs(peers) << 2);
}
__global__ void lock_free_max(float *addr, float value) {
  int *ai = (int *)addr;
  int old = *ai, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value) break;
    old = atomicCAS(ai, assumed, __float_as_int(value));
  } while (assumed != old);
}
