// @realcode The CUDA samples' simpleAtomicIntrinsics pattern: every thread hits one small array of counters with each atomic (atomicAdd, atomicSub, atomicMax, atomicMin, atomicInc with its wrap limit, atomicDec, atomicAnd, atomicOr, atomicXor, a CAS-loop add), plus the 64-bit and unsigned-long-long forms; the final values do not depend on the order.
// 16384 threads, as the sample's few blocks: every thread's CAS loops retry on one address, so the
// work grows with the square of the threads (1 << 22 did not finish in 200 s on the H200).
// @let N = 1 << 14
// @buf vals u32[N] uniform(0, 1000000)
// @buf counters u32[16] set(4, 4294967295) set(7, 4294967295) set(11, 255)
// @buf wide u64[4] set(2, 18446744073709551615)
// @launch atomics_all grid(N / 256) block(256) args(counters, wide, vals, u32(N))
// @check counters exact
// @check wide exact
#include <cuda_runtime.h>
#include <cstdint>

__device__ unsigned cas_add(unsigned *addr, unsigned v) {
  unsigned old = *addr, assumed;
  do {
    assumed = old;
    old = atomicCAS(addr, assumed, assumed + v);
  } while (assumed != old);
  return old;
}

__global__ void atomics_all(unsigned int *g_odata, unsigned long long *wide, const unsigned *vals, unsigned n) {
  const unsigned tid = blockDim.x * blockIdx.x + threadIdx.x;
  if (tid >= n) return;
  unsigned v = vals[tid];
  atomicAdd(&g_odata[0], 10u);
  atomicSub(&g_odata[1], 10u);
  atomicMax(&g_odata[2], v);
  atomicMin(reinterpret_cast<int *>(&g_odata[3]), (int)(v % 5000) - 2500);
  atomicMin(&g_odata[4], v + 17u);
  atomicInc(&g_odata[5], 17u);
  atomicDec(&g_odata[6], 137u);
  atomicAnd(&g_odata[7], ~(1u << (v % 32)) | (tid & 0x100u));
  atomicOr(&g_odata[8], 1u << (v % 29));
  atomicXor(&g_odata[9], v);
  cas_add(&g_odata[10], v & 7u);
  // a saturating byte counter: increments that would overflow are refused by the CAS loop
  unsigned old = g_odata[11], assumed;
  do {
    assumed = old;
    if ((assumed & 0xffu) == 0) break;
    old = atomicCAS(&g_odata[11], assumed, assumed - 1u);
  } while (assumed != old);
  atomicAdd(&g_odata[12], __popc(v));
  atomicMax(reinterpret_cast<int *>(&g_odata[13]), -(int)v);
  atomicAdd(&wide[0], (unsigned long long)v * 4096ull);
  atomicMax(&wide[1], (unsigned long long)v << 30);
  atomicMin(&wide[2], ((unsigned long long)v << 20) | 1ull);
  atomicXor(&wide[3], (unsigned long long)v * 0x9E3779B97F4A7C15ull);
}
