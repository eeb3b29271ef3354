// The integer intrinsics beyond intrinsics.cu (24-bit multiplies, sums of absolute
// differences, halving adds, byte permutes, funnel shifts, fns, dot products, byte
// swaps), cache-hint loads and stores for scalars and vectors, device memcpy/memset,
// clocks and sleep, address-space tests and conversions, and the atomics' wider
// overloads: checked against CPU references (construct_intrinsics.cpp).
#include <cstring>

extern "C" __global__ void integer_intrinsics(const unsigned* a, const unsigned* b, const unsigned* c,
                                              unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i], z = c[i];
  unsigned* o = out + 32 * i;
  o[0] = (unsigned)__mul24((int)x, (int)y);
  o[1] = __umul24(x, y);
  o[2] = __sad((int)x, (int)y, z);
  o[3] = __usad(x, y, z);
  o[4] = (unsigned)__hadd((int)x, (int)y);
  o[5] = (unsigned)__rhadd((int)x, (int)y);
  o[6] = __uhadd(x, y);
  o[7] = __urhadd(x, y);
  o[8] = __byte_perm(x, y, z & 0x7777);
  o[9] = __funnelshift_l(x, y, z);
  o[10] = __funnelshift_lc(x, y, z & 63);
  o[11] = __funnelshift_r(x, y, z);
  o[12] = __funnelshift_rc(x, y, z & 63);
  o[13] = __fns(x, z & 31, (int)(y % 9) - 4);
  o[14] = (unsigned)__dp4a((int)x, (int)y, (int)z);
  o[15] = __dp4a(x, y, z);
  o[16] = (unsigned)__dp2a_lo((int)x, (int)y, (int)z);
  o[17] = __dp2a_lo(x, y, z);
  o[18] = (unsigned)__dp2a_hi((int)x, (int)y, (int)z);
  o[19] = __dp2a_hi(x, y, z);
  char4 ca = make_char4((signed char)x, (signed char)(x >> 8), (signed char)(x >> 16), (signed char)(x >> 24));
  char4 cb = make_char4((signed char)y, (signed char)(y >> 8), (signed char)(y >> 16), (signed char)(y >> 24));
  o[20] = (unsigned)__dp4a(ca, cb, (int)z) ^ o[14];  // the vector overload agrees: 0
  short2 sa = make_short2((short)x, (short)(x >> 16));
  o[21] = (unsigned)__dp2a_hi(sa, cb, (int)z) ^ o[18];  // 0
  o[22] = __nv_bswap32(x);
  o[23] = (unsigned)__nv_bswap16((unsigned short)y);
  o[24] = (unsigned)(__nv_bswap64(((unsigned long long)x << 32) | y) >> 16);
  o[25] = (unsigned)__mul64hi((long long)x << 20, (long long)(int)y);
  o[26] = (unsigned)(__umul64hi((unsigned long long)x << 31 | z, (unsigned long long)y << 29) >> 3);
  o[27] = (unsigned)__popcll(((unsigned long long)x << 32) | y) + (unsigned)__clzll((long long)z);
  o[28] = (unsigned)__ffsll((long long)((unsigned long long)y << 32));
  o[29] = __brev(x) ^ (unsigned)(__brevll((unsigned long long)z) >> 32);
  o[30] = (unsigned)__mulhi((int)x, (int)z) + __umulhi(y, z);
  o[31] = (unsigned)abs((int)x) + (unsigned)llabs((long long)(int)y);
}

// Every cache operator, on scalars and vectors: out must equal in.
extern "C" __global__ void cache_hints(const float* fin, const int4* iin, const double2* din, const char* cin,
                                       float* fout, int4* iout, double2* dout, char* cout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float f = 0;
  switch (i % 5) {
  case 0: f = __ldca(fin + i); break;
  case 1: f = __ldcg(fin + i); break;
  case 2: f = __ldcs(fin + i); break;
  case 3: f = __ldlu(fin + i); break;
  default: f = __ldcv(fin + i); break;
  }
  int4 v = i % 2 ? __ldcs(iin + i) : __ldcg(iin + i);
  double2 d = i % 3 ? __ldca(din + i) : __ldlu(din + i);
  char c = __ldcv(cin + i);
  switch (i % 4) {
  case 0: __stwb(fout + i, f); __stcs(iout + i, v); __stwt(dout + i, d); __stcg(cout + i, c); break;
  case 1: __stcg(fout + i, f); __stwt(iout + i, v); __stwb(dout + i, d); __stcs(cout + i, c); break;
  case 2: __stcs(fout + i, f); __stwb(iout + i, v); __stcg(dout + i, d); __stwt(cout + i, c); break;
  default: __stwt(fout + i, f); __stcg(iout + i, v); __stcs(dout + i, d); __stwb(cout + i, c); break;
  }
}

struct Record { int key; float value; short tag[3]; };

// memcpy of structs and of float bits (type punning), memset of bytes.
extern "C" __global__ void mem_functions(const Record* in, Record* out, unsigned* bits, unsigned char* bytes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Record r;
  memcpy(&r, in + i, sizeof(Record));
  r.key += 1;
  std::memcpy(out + i, &r, sizeof r);
  float f = r.value * 2.0f;
  unsigned u;
  memcpy(&u, &f, sizeof u);
  bits[i] = u;
  memset(bytes + 8 * i, 0x5a + i % 7, 8);
}

// clock() and clock64() advance over a __nanosleep; the spaces of pointers are known.
__shared__ int shared_word;
__device__ int global_word;
extern "C" __global__ void clocks_and_spaces(long long* out, int* flags) {
  long long t0 = clock64();
  int c0 = (int)clock();
  __nanosleep(2000);
  long long t1 = clock64();
  int c1 = (int)clock();
  int local_word = 0;
  if (threadIdx.x == 0) {
    out[0] = t1 - t0;
    out[1] = (long long)(unsigned)(c1 - c0);
    flags[0] = __isGlobal(&global_word);
    flags[1] = __isShared(&shared_word);
    flags[2] = __isLocal(&local_word);
    flags[3] = __isGlobal(&shared_word) + __isShared(&global_word) + __isLocal(&global_word);
    size_t s = __cvta_generic_to_shared(&shared_word);
    int* back = (int*)__cvta_shared_to_generic(s);
    *back = 41;
    flags[4] = shared_word + 1;
    flags[5] = (int)(__cvta_generic_to_global(&global_word) == (size_t)&global_word);
  }
}

// The overloads of atomics beyond atomics.cu: 64-bit min/max/and/or/xor, 16-bit CAS,
// and (sm_90) float2/float4 atomicAdd.
extern "C" __global__ void atomics_wide(long long* ll, unsigned long long* ull, unsigned short* us, float4* f4,
                                        float2* f2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long v = (long long)(i * 2654435761u) - (1ll << 31);
  atomicMin(&ll[0], v);
  atomicMax(&ll[1], v);
  atomicAnd(&ll[2], ~(1ll << (i % 63)));
  atomicOr(&ll[3], 1ll << (i % 63));
  atomicXor(&ll[4], v);
  atomicMin_block(&ull[0], (unsigned long long)v);
  atomicMax_system(&ull[1], (unsigned long long)v);
  atomicXor_block(&ull[2], (unsigned long long)v);
  // A 16-bit counter built from CAS.
  unsigned short old = us[0], seen;
  do {
    seen = old;
    old = atomicCAS(&us[0], seen, (unsigned short)(seen + 1));
  } while (old != seen);
#if __CUDA_ARCH__ >= 900
  atomicAdd(&f4[0], make_float4(1.0f, 2.0f, 0.5f, -1.0f));
  atomicAdd_block(&f2[0], make_float2(0.25f, 4.0f));
#else
  atomicAdd(&f4[0].x, 1.0f); atomicAdd(&f4[0].y, 2.0f); atomicAdd(&f4[0].z, 0.5f); atomicAdd(&f4[0].w, -1.0f);
  atomicAdd(&f2[0].x, 0.25f); atomicAdd(&f2[0].y, 4.0f);
#endif
}
