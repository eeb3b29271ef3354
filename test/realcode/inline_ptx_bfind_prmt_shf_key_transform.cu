// @realcode Sort-key preparation with inline PTX the way hand-tuned libraries write it: bfind.u32 for the leading bit, prmt.b32 for byte swaps, shf.l.wrap.b32 for rotations, the lane id from %laneid and a ld.global.nc.v4.u32 read-only vector load; one uint4 of keys per thread.
// @let N = 1 << 24
// @buf keys u32[N] uniform(0, 4294967295)
// @buf out u32[N] zero
// @buf lead u8[N] zero
// @launch transform_keys grid(cdiv(N / 4, 256)) block(256) args(keys, out, lead, i32(N / 4))
// @check out exact
// @check lead exact
#include <cstdint>

__device__ __forceinline__ unsigned lane_id() {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

__device__ __forceinline__ unsigned leading_bit(unsigned x) {
  unsigned pos;
  asm("bfind.u32 %0, %1;" : "=r"(pos) : "r"(x));  // 0xffffffff for zero
  return pos;
}

__device__ __forceinline__ unsigned byte_swap(unsigned x) {
  unsigned y;
  asm("prmt.b32 %0, %1, 0, 0x0123;" : "=r"(y) : "r"(x));
  return y;
}

__device__ __forceinline__ unsigned rotl(unsigned x, unsigned n) {
  unsigned y;
  asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(y) : "r"(x), "r"(n));
  return y;
}

__device__ __forceinline__ uint4 load_nc(const uint4 *p) {
  uint4 v;
  asm volatile("ld.global.nc.v4.u32 {%0, %1, %2, %3}, [%4];"
               : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
               : "l"(p));
  return v;
}

__device__ __forceinline__ unsigned transform(unsigned k, unsigned lane, unsigned char *lead) {
  unsigned b = leading_bit(k);
  *lead = (unsigned char)(b == 0xffffffffu ? 255 : b);
  return rotl(byte_swap(k), (lane + b) & 31) ^ (b * 0x9E3779B9u);
}

__global__ void transform_keys(const uint4 *__restrict__ keys, uint4 *__restrict__ out, unsigned char *__restrict__ lead, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4) return;
  unsigned lane = lane_id();
  uint4 k = load_nc(keys + i);
  uchar4 l;
  uint4 r;
  r.x = transform(k.x, lane, &l.x);
  r.y = transform(k.y, lane, &l.y);
  r.z = transform(k.z, lane, &l.z);
  r.w = transform(k.w, lane, &l.w);
  out[i] = r;
  reinterpret_cast<uchar4 *>(lead)[i] = l;
}
