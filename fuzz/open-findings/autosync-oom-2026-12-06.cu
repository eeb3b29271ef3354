// kilnc --arch=sm_86 --auto-sync runs out of memory on this generated kernel (fuzz/generate.py --grammar mixed
// --seed 28002, kernel 1038624907; 4 GiB limit: 'kilnc: error: kilnc ran out of memory (Allocation failed)', no
// location; at 1 GiB after ~20 s). Without --auto-sync it compiles in 1.9 s. The kernel has no shared memory and
// no barrier, so auto-sync should have nothing to place. Open: see README.md.
// Line-deletion reduced (245 -> 78 lines; its local array is no longer initialised: irrelevant to a compile-time
// blow-up). Left: nested loops with global atomics, a recursive call in a loop, bf16 pairs, no shared memory.
#include <cuda_bf16.h>
__device__ __forceinline__ unsigned long long fz_bits(float x) {
}
__device__ __forceinline__ unsigned long long fz_bits(__half x) {
}
__device__ __forceinline__ unsigned long long fz_bits(__nv_bfloat16 x) {
}
__device__ __forceinline__ unsigned long long fz_mix(unsigned long long h, unsigned long long v) {
}
template <typename T, int K> __device__ __forceinline__ T fz_rotl(T x) {
}
template <typename T, int N> struct FzBox {
  __device__ explicit FzBox(T x) {
  }
  double d; float f[2]; };
__device__ unsigned fz_rec(unsigned x, int d) {
}
struct FzS0 {
};
struct FzS1 {
};
__device__ float helper1(unsigned long p0, bool p1) { return -2.25f; }
extern "C" __global__ void fz_kernel(const unsigned *in_u, const int *in_s, const float *in_f,
    const double *in_d, unsigned long long *out_h, float *out_f, double *out_d, float *out_x,
    unsigned *acc_u, unsigned long long *acc_l, int n) {
  constexpr unsigned KF = 1u, KD = 3u, KX = 8u;
  const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long h = 0x9e3779b97f4a7c15ull ^ tid;
  out_x[tid * KX] = (float)hrsqrt(__float2half_rn(in_f[tid * 4u + 1u]));
  short arr0[8];
  for (int i1 = 0; i1 < 8; ++i1) {
  }
  if (((unsigned)((unsigned)(in_u[tid * 4u + 3u]) << 30) < (unsigned long long)((unsigned long long)((unsigned long long)21845ull) << (((unsigned long long)(((unsigned)fz_bits(in_f[tid * 4u + 2u]) != (unsigned long long)fminf(fmaxf(in_f[tid * 4u + 0u], 0.0f), 1.8446743e19f)))) & 63)))) {
    for (int i5 = 0; i5 < 8; ++i5) {
      float v7 = __double2float_rn((((__half)(float)(arr0[(blockIdx.x) & 7u]) >= __hsub_rn((__half)(float)(in_u[tid * 4u + (((unsigned)((unsigned)123456789u % (unsigned)((blockIdx.x) | 1))) & 3u)]), (__half)(float)(blockIdx.x))) ? (((short)2 == (short)(in_s[tid * 4u + 3u])) ? in_d[tid * 2u + 1u] : (double)(blockIdx.x)) : ((__half)(in_d[tid * 2u + 0u]) > (__half)(0.125f)) ? __dmul_rn((double)(blockIdx.x), in_d[tid * 2u + 1u]) : (double)(blockIdx.x)));
    }
    for (int i8 = 0; i8 < 8; ++i8) {
      for (int i9 = 0; i9 < n % 9; ++i9) {
      }
      if ((__hsub_rn((__half)(float)(in_u[tid * 4u + 0u]), (((long long)(in_s[tid * 4u + 2u]) >= (long long)18446744073709551615ull) ? (__half)(float)(tid) : (__half)(0.125f))) == __hsub_rn(__hsub_rn((__half)(float)(in_u[tid * 4u + 2u]), (__half)(0.5f)), (__half)(__dmul_rn(in_d[tid * 2u + 1u], (double)(blockIdx.x)))))) break;
    }
  }
  for (int i12 = 0; i12 < 6; ++i12) {
    if (((short)((short)((unsigned)((short)(in_u[tid * 4u + 0u])) * (unsigned)((short)(blockIdx.x))) / (short)((((short)(in_u[tid * 4u + 2u])) & 15) + 2)) <= (short)fminf(fmaxf(in_f[tid * 4u + 2u], -32768.0f), 32767.0f))) {
      if ((in_s[tid * 4u + 0u] >= in_u[tid * 4u + 2u])) {
      }
    }
    if (((((unsigned)n <= (unsigned)(~(unsigned)((unsigned)1000u))) ? 1 : ((double)(blockIdx.x) != __ddiv_rd(9007199254740993.0, (double)((unsigned)n))) ? (((__int128)((unsigned)n) == (__int128)fminf(fmaxf(in_f[tid * 4u + 2u], -1.7e38f), 1.7e38f)) ? i12 : (3.0e30 != -2.25) ? i12 : i12) : __ffsll((long long)3ll)) != i12)) break;
  }
  switch ((int)((unsigned)((unsigned)((unsigned)fmin(fmax(in_d[tid * 2u + 1u], 0.0), 4294967295.0)) >> (((unsigned)(arr0[((unsigned)((unsigned)((((__int128)(in_u[tid * 4u + 0u]) < (__int128)fminf(fmaxf(in_f[tid * 4u + ((in_u[tid * 4u + 3u]) & 3u)], -1.7e38f), 1.7e38f)) ? (unsigned)(in_s[tid * 4u + 3u]) : ((__int128)(in_u[tid * 4u + 0u]) > (__int128)65535) ? in_u[tid * 4u + 0u] : ((int)fmin(fmax(in_d[tid * 2u + 0u], -2147483648.0), 2147483647.0) == 65535) ? (unsigned)n : (unsigned)fmin(fmax(in_d[tid * 2u + 0u], 0.0), 4294967295.0))) >> ((__uhadd((unsigned)fminf(fmaxf(in_f[tid * 4u + 3u], 0.0f), 4294967040.0f), (unsigned)fminf(fmaxf(in_f[tid * 4u + (((unsigned)fz_bits((double)(in_s[tid * 4u + (((unsigned)(arr0[((unsigned)fminf(fmaxf(in_f[tid * 4u + (((unsigned)((unsigned)21845ull ^ (unsigned)65535u)) & 3u)], 0.0f), 4294967040.0f)) & 7u])) & 3u)]))) & 3u)], 0.0f), 4294967040.0f))) & 31))) & 7u])) & 31))) & 7) {
  case 3: {
    for (int i24 = 0; i24 < 8; ++i24) {
    }
    __nv_bfloat162 hp26 = __floats2bfloat162_rn((((double)(in_s[tid * 4u + 0u]) <= __ll2double_ru((((__half)(float)(in_u[tid * 4u + 0u]) <= (__half)(in_d[tid * 2u + 1u])) ? (long long)65535ll : ((unsigned long long)(in_s[tid * 4u + 0u]) > (long long)2147483647ll) ? (long long)1000ll : (long long)0ll))) ? (fmaxf(0.0f, 0.5f) - remainderf(in_f[tid * 4u + ((__vabs2((unsigned)(in_s[tid * 4u + 3u]))) & 3u)], 1.0f)) : ((long long)(in_s[tid * 4u + 3u]) >= (long long)(tid)) ? helper1((unsigned long)(in_u[tid * 4u + (((unsigned)fminf(fmaxf(in_f[tid * 4u + 1u], 0.0f), 4294967040.0f)) & 3u)]), (bool)((unsigned short)1000)) : (__hadd_rn(__ushort_as_half((unsigned short)(in_s[tid * 4u + (((unsigned)((unsigned)0u & (unsigned)1u)) & 3u)])), (__half)(float)((long)1000l)) != (((unsigned long long)127ull != (unsigned long long)(in_s[tid * 4u + 1u])) ? (__half)(in_d[tid * 2u + 1u]) : __short2half_rn((short)(in_s[tid * 4u + 1u])))) ? (float)(__double2ll_rd(0.0)) : (float)(in_s[tid * 4u + 2u])), __fdiv_rd((__fmaf_ru(in_f[tid * 4u + 0u], 1e-3f, -2.25f) - __fmul_rn(3.0e3f, (float)((unsigned long)(in_u[tid * 4u + 0u])))), (helper1((unsigned long)fmin(fmax(in_d[tid * 2u + 0u], 0.0), 1.8446744073709550e19), (bool)(float)((__half)(0.5f))) / (float)(in_s[tid * 4u + 0u]))));
  } break;
  case 0: {
  } break;
  }
  for (int i28 = 0; i28 < 6; ++i28) {
    h = fz_mix(h, fz_rec((unsigned)(__vcmpgtu4((unsigned)4294967295ull, threadIdx.x) & (unsigned)(in_s[tid * 4u + 1u])), (int)(((((unsigned char)((unsigned char)(arr0[((unsigned)fminf(fmaxf(in_f[tid * 4u + (((unsigned)n) & 3u)], 0.0f), 4294967040.0f)) & 7u])) == (long long)((unsigned long long)(llmax((long long)(threadIdx.x), (long long)63ll)) << 0)) ? (unsigned)fmin(fmax(in_d[tid * 2u + 1u], 0.0), 4294967295.0) : ((((short)fmin(fmax(in_d[tid * 2u + 1u], -32768.0), 32767.0) >= in_u[tid * 4u + 2u]) ? (__nv_bfloat16)(float)(tid) : (1.0 != in_d[tid * 2u + 1u]) ? (__nv_bfloat16)(float)(in_s[tid * 4u + 1u]) : ((__int128)123456789 < (__int128)fminf(fmaxf(in_f[tid * 4u + 2u], -1.7e38f), 1.7e38f)) ? (__nv_bfloat16)(float)(in_u[tid * 4u + (((unsigned)(((unsigned __int128)(tid) != in_u[tid * 4u + 2u]))) & 3u)]) : (__nv_bfloat16)(in_d[tid * 2u + 1u])) > __float2bfloat16_ru((3.4e38f - 1e-40f))) ? (unsigned)((unsigned)((unsigned)((unsigned)(in_s[tid * 4u + (((unsigned)1u) & 3u)])) >> (((unsigned)31u) & 31)) * threadIdx.x) : (copysign((3.0e30 / -2.25), isnan((((long long)fmin(fmax(in_d[tid * 2u + 1u], -9.2233720368547758e18), 9.2233720368547748e18) != (long long)(in_u[tid * 4u + 2u])) ? 1e-300 : ((float)(in_s[tid * 4u + 0u]) > (float)(tid)) ? (double)(blockIdx.x) : (double)(in_s[tid * 4u + 3u]))) ? 1.0 : ((((long long)fmin(fmax(in_d[tid * 2u + 1u], -9.2233720368547758e18), 9.2233720368547748e18) != (long long)(in_u[tid * 4u + 2u])) ? 1e-300 : ((float)(in_s[tid * 4u + 0u]) > (float)(tid)) ? (double)(blockIdx.x) : (double)(in_s[tid * 4u + 3u])))) == __ddiv_rn((0.0 + in_d[tid * 2u + 1u]), (double)((unsigned short)(in_s[tid * 4u + 1u])))) ? __vavgu4((unsigned)2u, (((__half)(0.5f) < (__half)(float)(threadIdx.x)) ? (unsigned)fminf(fmaxf(in_f[tid * 4u + 1u], 0.0f), 4294967040.0f) : ((double)(in_s[tid * 4u + 1u]) != in_d[tid * 2u + 1u]) ? (unsigned)32u : (unsigned)2147483647u)) : (unsigned)(~(unsigned)((unsigned)fminf(fmaxf(in_f[tid * 4u + 0u], 0.0f), 4294967040.0f))))) & 7u)));
    atomicAnd(&acc_u[((unsigned)(in_s[tid * 4u + (((unsigned)123456789u) & 3u)])) & 7u], (unsigned)((((__half)(0.125f) < (((long long)(tid) > (long long)31ll) ? (__half)(in_f[tid * 4u + 1u]) : ((unsigned)127u < i28) ? (__half)(float)(tid) : (__half)(3.5f))) ? __vhaddu2((unsigned)fminf(fmaxf(in_f[tid * 4u + 2u], 0.0f), 4294967040.0f), (unsigned)n) : __funnelshift_lc((unsigned)((unsigned)(in_s[tid * 4u + 3u]) * blockIdx.x), (unsigned)(in_u[tid * 4u + 2u] - in_u[tid * 4u + 0u]), (unsigned)(arr0[((unsigned)2147483647u) & 7u]))) + (unsigned)!((unsigned)fminf(fmaxf(in_f[tid * 4u + 1u], 0.0f), 4294967040.0f))));
    if (((__half)(float)(in_u[tid * 4u + (((unsigned)65535u) & 3u)]) == __hadd_rn(__hsub_rn((__half)(1.0f), (__half)(in_d[tid * 2u + 0u])), (__half)(__dmul_rn(in_d[tid * 2u + 1u], 0.5))))) {
      for (int i29 = 0; i29 < n % 9; ++i29) {
        float v30 = (((short)((unsigned)((short)(in_u[tid * 4u + ((__funnelshift_l((unsigned)fminf(fmaxf(in_f[tid * 4u + 3u], 0.0f), 4294967040.0f), (unsigned)2147483647ull, (unsigned)(in_s[tid * 4u + 2u]))) & 3u)])) << (((short)(((long)((unsigned)n) >= (short)(blockIdx.x)))) & 31)) > (short)31) ? ((threadIdx.x == (unsigned)(in_s[tid * 4u + 3u])) ? 1.0f : __fsqrt_rd(in_f[tid * 4u + (((unsigned)((unsigned)(in_s[tid * 4u + 3u]) * blockIdx.x)) & 3u)])) : ((long long)fmin(fmax((double)(float)((__half)(0.125f)), -9.2233720368547758e18), 9.2233720368547748e18) < (unsigned long long)fminf(fmaxf(in_f[tid * 4u + (((unsigned)123456789u) & 3u)], 0.0f), 1.8446743e19f)) ? 0.1f : ((__int128)fmin(fmax(in_d[tid * 2u + 0u], -1.7e38), 1.7e38) == (__int128)((unsigned __int128)((__int128)((unsigned __int128)((__int128)7) * (unsigned __int128)((__int128)(in_s[tid * 4u + 2u])))) << (((__int128)fz_bits(-2.25f)) & 127))) ? ((threadIdx.x >= (unsigned)1u) ? -2.25f : (in_d[tid * 2u + 0u] < (double)(tid)) ? 1e-3f : ((__int128)(in_s[tid * 4u + 0u]) < (__int128)((unsigned __int128)1 << 64)) ? (float)((unsigned)n) : (((__int128)63 >= (__int128)fminf(fmaxf(in_f[tid * 4u + 2u], -1.7e38f), 1.7e38f)) ? 3.0e3f : (0.1 > 3.0e30) ? (float)(in_s[tid * 4u + 3u]) : ((short)127 <= (long long)(in_u[tid * 4u + (((unsigned)n) & 3u)])) ? (float)(in_s[tid * 4u + 0u]) : 1e-3f)) : copysignf(in_f[tid * 4u + (((unsigned)(arr0[((unsigned)21845ull) & 7u])) & 3u)], isnan(__fmul_rz((in_f[tid * 4u + 0u] - 1e-3f), (3.0e3f / (float)(threadIdx.x)))) ? 1.0f : (__fmul_rz((in_f[tid * 4u + 0u] - 1e-3f), (3.0e3f / (float)(threadIdx.x))))));
      }
      switch ((int)(__urhadd((unsigned)(in_s[tid * 4u + 3u]), (unsigned)fmin(fmax((double)(__int_as_float(0x7f800000)), 0.0), 4294967295.0))) & 7) {
      case 5: {
        double v32 = copysign(__dmul_rn(copysign(in_d[tid * 2u + 1u], isnan((4.9e-324 + -2.25)) ? 1.0 : ((4.9e-324 + -2.25))), (double)(arr0[((unsigned)(arr0[((unsigned)(in_s[tid * 4u + 2u])) & 7u])) & 7u])), isnan(__longlong_as_double((long long)fz_bits(__hadd_rn((__nv_bfloat16)(float)(in_s[tid * 4u + 2u]), (__nv_bfloat16)(0.5f))))) ? 1.0 : (__longlong_as_double((long long)fz_bits(__hadd_rn((__nv_bfloat16)(float)(in_s[tid * 4u + 2u]), (__nv_bfloat16)(0.5f))))));
      } break;
      }
    }
    __nv_bfloat162 hp41 = __floats2bfloat162_rn(((in_d[tid * 2u + 1u] >= ((double)((unsigned short)(in_s[tid * 4u + 2u])) - (double)(in_s[tid * 4u + (((unsigned)21845ull) & 3u)]))) ? in_f[tid * 4u + ((tid) & 3u)] : ((short)((unsigned)((short)((short)((short)fmin(fmax(in_d[tid * 2u + 0u], -32768.0), 32767.0)) >> (((short)(in_u[tid * 4u + 0u])) & 31))) + (unsigned)((short)fz_bits((__nv_bfloat16)(1.0f)))) > (short)((short)((short)32768ull / (short)((((short)(in_s[tid * 4u + 0u])) & 15) + 2)) & (short)((unsigned)((short)(in_s[tid * 4u + 3u])) << (((short)(in_s[tid * 4u + (((((int)(blockIdx.x) < (int)fminf(fmaxf(in_f[tid * 4u + 1u], -2147483648.0f), 2147483520.0f)) ? (unsigned)fminf(fmaxf(in_f[tid * 4u + (((unsigned)(blockIdx.x ^ (unsigned)fmin(fmax(in_d[tid * 2u + 1u], 0.0), 4294967295.0))) & 3u)], 0.0f), 4294967040.0f) : tid)) & 3u)])) & 31)))) ? (float)(in_s[tid * 4u + 1u]) : ((float)((unsigned char)(arr0[((unsigned)3u) & 7u])) == __fmaf_rn((float)((char)(in_u[tid * 4u + 1u])), __fmaf_rz(in_f[tid * 4u + 2u], 1e-3f, 0.0f), in_f[tid * 4u + 3u])) ? (__frcp_rz((float)((unsigned)n)) - 3.0e3f) : 1.0f), (float)(float)((__half)(int)(in_s[tid * 4u + 2u])));
    hp41 = __hmin2(hp41, __halves2bfloat162(__hsub_rn((__nv_bfloat16)(float)(__vseteq2((unsigned)(threadIdx.x % (unsigned)(((unsigned)0u) | 1)), (unsigned)65535u)), (__nv_bfloat16)(float)(in_u[tid * 4u + 0u])), (__nv_bfloat16)(0.125f)));
    if ((__urhadd((unsigned)255u, (unsigned)(arr0[((unsigned)(blockIdx.x - (unsigned)0u)) & 7u])) < (short)(in_s[tid * 4u + 3u]))) {
      atomicMin(&acc_l[((unsigned)(threadIdx.x & (unsigned)((unsigned)((unsigned)31u) >> ((tid) & 31)))) & 7u], (unsigned long long)fminf(fmaxf(in_f[tid * 4u + 3u], 0.0f), 1.8446743e19f));
    }
  }
}