// @realcode Faiss-style IVF-PQ search pieces: per-query distance lookup tables (M sub-quantisers x 256 centroids, squared L2 of the query's subvector to each centroid, computed with float4 loads of the codebook) written as __half for the scan, then a list-scan kernel that stages the LUT in shared memory as half2 pairs, reads each vector's M uint8 codes as one uint4 (16 codes) through __ldg, sums __half2float lookups, and keeps the best distance per query and list through a packed 64-bit (distance bits << 32 | index) atomicMin.
// @let NQ = 256
// @let M = 16
// @let DSUB = 8
// @let NVEC = 1 << 17
// @buf query f32[NQ * M * DSUB] uniform(-1, 1)
// @buf codebook f32[M * 256 * DSUB] uniform(-1, 1)
// @buf lut f16[NQ * M * 256] zero
// @buf codes u8[NVEC * M] uniform(0, 256)
// @buf best u64[NQ] fill(18446744073709551615)
// @buf dist f32[NQ * 1024] zero
// @launch compute_pq_lut<16, 8> grid(NQ) block(256) args(query, codebook, lut)
// @launch scan_list_pq16 grid(NVEC / 1024, NQ) block(256) args(lut, codes, best, dist, i32(NVEC))
// Each table entry is an 8-term sum of squares (fma placement may differ by an ulp) rounded to half, which
// almost always absorbs the difference; an entry that rounds the other way moves a scanned distance by one
// half ulp (about 0.016 at 8). The best index is compared exactly: a changed winner would show here.
// @check lut abs=0.02 rel=0.002
// @check dist abs=0.1 rel=0.01
// @check best frac=0.02 (a table entry a half ulp apart can reorder near-equal candidates)
#include <cstdint>
#include <cuda_fp16.h>

template <int M, int DSUB>
__global__ void __launch_bounds__(256) compute_pq_lut(const float* __restrict__ query, const float* __restrict__ codebook, __half* __restrict__ lut) {
  static_assert(DSUB % 4 == 0, "float4 sub-vectors");
  const int q = blockIdx.x, c = threadIdx.x;
  const float* qv = query + (size_t)q * M * DSUB;
  for (int m = 0; m < M; ++m) {
    const float4* cb = reinterpret_cast<const float4*>(codebook + ((size_t)m * 256 + c) * DSUB);
    const float4* qq = reinterpret_cast<const float4*>(qv + m * DSUB);
    float d = 0.0f;
#pragma unroll
    for (int k = 0; k < DSUB / 4; ++k) {
      float4 a = __ldg(cb + k), b = qq[k];
      float dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z, dw = a.w - b.w;
      d += dx * dx + dy * dy + dz * dz + dw * dw;
    }
    lut[((size_t)q * M + m) * 256 + c] = __float2half_rn(d);
  }
}

__device__ __forceinline__ unsigned long long pack_dist_idx(float d, int idx) {
  return ((unsigned long long)__float_as_uint(d) << 32) | (unsigned)idx;
}

// Grid (list chunks, queries): 1024 vectors a block, four per thread; the LUT of one query in shared memory.
__global__ void __launch_bounds__(256) scan_list_pq16(const __half* __restrict__ lut, const uint8_t* __restrict__ codes,
                                                     unsigned long long* __restrict__ best, float* __restrict__ dist_out, int nvec) {
  constexpr int M = 16;
  __shared__ __half2 slut[M * 256 / 2];
  const int q = blockIdx.y;
  const __half2* src = reinterpret_cast<const __half2*>(lut + (size_t)q * M * 256);
  for (int k = threadIdx.x; k < M * 128; k += blockDim.x) slut[k] = src[k];
  __syncthreads();
  const __half* hl = reinterpret_cast<const __half*>(slut);
  unsigned long long mine = ~0ull;
  float first = 0.0f;
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    int v = blockIdx.x * 1024 + r * 256 + threadIdx.x;
    if (v >= nvec) break;
    uint4 packed = __ldg(reinterpret_cast<const uint4*>(codes) + v);
    uint32_t w[4] = {packed.x, packed.y, packed.z, packed.w};
    float d = 0.0f;
#pragma unroll
    for (int m = 0; m < M; ++m) {
      uint32_t code = (w[m / 4] >> (8 * (m % 4))) & 0xFF;
      d += __half2float(hl[m * 256 + code]);
    }
    if (r == 0) first = d;
    unsigned long long p = pack_dist_idx(d, v);
    mine = p < mine ? p : mine;
  }
  // Distances are non-negative, so their bits order as unsigned integers.
  for (int off = 16; off > 0; off >>= 1) {
    unsigned long long o = __shfl_xor_sync(0xffffffffu, mine, off);
    mine = o < mine ? o : mine;
  }
  if ((threadIdx.x & 31) == 0) atomicMin(&best[q], mine);
  if (threadIdx.x == 0 && blockIdx.x < 1024) dist_out[q * 1024 + blockIdx.x] = first;
}

template __global__ void compute_pq_lut<16, 8>(const float*, const float*, __half*);
