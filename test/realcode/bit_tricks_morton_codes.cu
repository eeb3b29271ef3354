// @realcode Bit-twiddling kernels from spatial-index and hashing code: 3-D Morton codes by magic-number spreading, their decoding, __clz/__clzll for the longest common prefix of neighbouring codes (LBVH construction), __popc/__popcll, __brev, __byte_perm byte swaps and __funnelshift_l/__funnelshift_r rotations, __ffsll.
// @let N = 1 << 21
// @buf pts f32[3 * N] uniform(0, 1)
// @buf codes u32[N] zero
// @buf lcp i32[N] zero
// @buf mix u32[4 * N] zero
// @buf wide u64[N] zero
// @launch morton_encode grid(cdiv(N, 256)) block(256) args(pts, codes, i32(N))
// @launch morton_analyse grid(cdiv(N, 256)) block(256) args(codes, lcp, mix, wide, i32(N))
// @check codes exact
// @check lcp exact
// @check mix exact
// @check wide exact
__device__ __forceinline__ unsigned expand_bits(unsigned v) {
  v = (v * 0x00010001u) & 0xFF0000FFu;
  v = (v * 0x00000101u) & 0x0F00F00Fu;
  v = (v * 0x00000011u) & 0xC30C30C3u;
  v = (v * 0x00000005u) & 0x49249249u;
  return v;
}

__device__ __forceinline__ unsigned compact_bits(unsigned v) {
  v &= 0x49249249u;
  v = (v ^ (v >> 2)) & 0xC30C30C3u;
  v = (v ^ (v >> 4)) & 0x0F00F00Fu;
  v = (v ^ (v >> 8)) & 0xFF0000FFu;
  v = (v ^ (v >> 16)) & 0x000003FFu;
  return v;
}

__global__ void morton_encode(const float3 *__restrict__ pts, unsigned *__restrict__ codes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3 p = pts[i];
  unsigned x = (unsigned)fminf(fmaxf(p.x * 1024.0f, 0.0f), 1023.0f);
  unsigned y = (unsigned)fminf(fmaxf(p.y * 1024.0f, 0.0f), 1023.0f);
  unsigned z = (unsigned)fminf(fmaxf(p.z * 1024.0f, 0.0f), 1023.0f);
  codes[i] = expand_bits(x) * 4 + expand_bits(y) * 2 + expand_bits(z);
}

__global__ void morton_analyse(const unsigned *__restrict__ codes, int *__restrict__ lcp, uint4 *__restrict__ mix,
                               unsigned long long *__restrict__ wide, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned c = codes[i];
  unsigned d = i + 1 < n ? codes[i + 1] : ~c;
  // Equal codes fall back to the index, as Karras' LBVH does.
  lcp[i] = c == d ? 32 + __clz((unsigned)i ^ (unsigned)(i + 1)) : __clz(c ^ d);
  unsigned x = compact_bits(c >> 2), y = compact_bits(c >> 1), z = compact_bits(c);
  unsigned swapped = __byte_perm(c, 0, 0x0123);
  unsigned rotl = __funnelshift_l(c, c, x & 31);
  unsigned rotr = __funnelshift_r(c, d, y & 31);
  mix[i] = make_uint4(x | (y << 10) | (z << 20), swapped ^ __brev(c), rotl + rotr, __popc(c) | (__ffs(c) << 8));
  unsigned long long w = ((unsigned long long)c << 32) | d;
  wide[i] = (unsigned long long)__popcll(w) | ((unsigned long long)__clzll(w) << 8) | ((unsigned long long)__ffsll(w) << 16) |
            (__brevll(w) & 0xffffffff000000ull);
}
