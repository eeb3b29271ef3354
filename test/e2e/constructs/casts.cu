// Type conversions and arithmetic in every rounding mode (round to nearest even, toward
// zero, up, down), and the legacy cudaRoundMode forms: checked against the CPU computing
// with the same rounding mode (construct_intrinsics.cpp) and, where the device package has
// nvcc's PTX of this file, bit for bit against nvcc. Expression order = the CPU tables.

extern "C" __global__ void float_arith(const float* a, const float* b, const float* c, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i], z = c[i];
  float* o = out + 33 * i;
  o[0] = __fadd_rn(x, y);
  o[1] = __fadd_rz(x, y);
  o[2] = __fadd_ru(x, y);
  o[3] = __fadd_rd(x, y);
  o[4] = __fsub_rn(x, y);
  o[5] = __fsub_rz(x, y);
  o[6] = __fsub_ru(x, y);
  o[7] = __fsub_rd(x, y);
  o[8] = __fmul_rn(x, y);
  o[9] = __fmul_rz(x, y);
  o[10] = __fmul_ru(x, y);
  o[11] = __fmul_rd(x, y);
  o[12] = __fdiv_rn(x, y);
  o[13] = __fdiv_rz(x, y);
  o[14] = __fdiv_ru(x, y);
  o[15] = __fdiv_rd(x, y);
  o[16] = __fmaf_rn(x, y, z);
  o[17] = __fmaf_rz(x, y, z);
  o[18] = __fmaf_ru(x, y, z);
  o[19] = __fmaf_rd(x, y, z);
  o[20] = __fmaf_ieee_rn(x, y, z);
  o[21] = __fmaf_ieee_rz(x, y, z);
  o[22] = __fmaf_ieee_ru(x, y, z);
  o[23] = __fmaf_ieee_rd(x, y, z);
  o[24] = __frcp_rn(x);
  o[25] = __frcp_rz(x);
  o[26] = __frcp_ru(x);
  o[27] = __frcp_rd(x);
  o[28] = __fsqrt_rn(fabsf(x));
  o[29] = __fsqrt_rz(fabsf(x));
  o[30] = __fsqrt_ru(fabsf(x));
  o[31] = __fsqrt_rd(fabsf(x));
  o[32] = __frsqrt_rn(fabsf(x));
}

extern "C" __global__ void double_arith(const double* a, const double* b, const double* c, double* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = a[i], y = b[i], z = c[i];
  double* o = out + 44 * i;
  o[0] = __dadd_rn(x, y);
  o[1] = __dadd_rz(x, y);
  o[2] = __dadd_ru(x, y);
  o[3] = __dadd_rd(x, y);
  o[4] = __dsub_rn(x, y);
  o[5] = __dsub_rz(x, y);
  o[6] = __dsub_ru(x, y);
  o[7] = __dsub_rd(x, y);
  o[8] = __dmul_rn(x, y);
  o[9] = __dmul_rz(x, y);
  o[10] = __dmul_ru(x, y);
  o[11] = __dmul_rd(x, y);
  o[12] = __ddiv_rn(x, y);
  o[13] = __ddiv_rz(x, y);
  o[14] = __ddiv_ru(x, y);
  o[15] = __ddiv_rd(x, y);
  o[16] = __fma_rn(x, y, z);
  o[17] = __fma_rz(x, y, z);
  o[18] = __fma_ru(x, y, z);
  o[19] = __fma_rd(x, y, z);
  o[20] = __drcp_rn(x);
  o[21] = __drcp_rz(x);
  o[22] = __drcp_ru(x);
  o[23] = __drcp_rd(x);
  o[24] = __dsqrt_rn(fabs(x));
  o[25] = __dsqrt_rz(fabs(x));
  o[26] = __dsqrt_ru(fabs(x));
  o[27] = __dsqrt_rd(fabs(x));
  o[28] = dmul(x, y, cudaRoundNearest);
  o[29] = dadd(x, y, cudaRoundNearest);
  o[30] = dsub(x, y, cudaRoundNearest);
  o[31] = fma(x, y, z, cudaRoundNearest);
  o[32] = dmul(x, y, cudaRoundZero);
  o[33] = dadd(x, y, cudaRoundZero);
  o[34] = dsub(x, y, cudaRoundZero);
  o[35] = fma(x, y, z, cudaRoundZero);
  o[36] = dmul(x, y, cudaRoundPosInf);
  o[37] = dadd(x, y, cudaRoundPosInf);
  o[38] = dsub(x, y, cudaRoundPosInf);
  o[39] = fma(x, y, z, cudaRoundPosInf);
  o[40] = dmul(x, y, cudaRoundMinInf);
  o[41] = dadd(x, y, cudaRoundMinInf);
  o[42] = dsub(x, y, cudaRoundMinInf);
  o[43] = fma(x, y, z, cudaRoundMinInf);
}

extern "C" __global__ void to_integer(const float* a, const double* b, long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long* o = out + 43 * i;
  {
    float x = a[i];
    o[0] = (long long)__float2int_rn(x);
    o[1] = (long long)__float2int_rz(x);
    o[2] = (long long)__float2int_ru(x);
    o[3] = (long long)__float2int_rd(x);
    o[4] = (long long)__float2uint_rn(x);
    o[5] = (long long)__float2uint_rz(x);
    o[6] = (long long)__float2uint_ru(x);
    o[7] = (long long)__float2uint_rd(x);
    o[8] = (long long)__float2ll_rn(x);
    o[9] = (long long)__float2ll_rz(x);
    o[10] = (long long)__float2ll_ru(x);
    o[11] = (long long)__float2ll_rd(x);
    o[12] = (long long)__float2ull_rn(x);
    o[13] = (long long)__float2ull_rz(x);
    o[14] = (long long)__float2ull_ru(x);
    o[15] = (long long)__float2ull_rd(x);
  }
  {
    double x = b[i];
    o[16 + 0] = (long long)__double2int_rn(x);
    o[16 + 1] = (long long)__double2int_rz(x);
    o[16 + 2] = (long long)__double2int_ru(x);
    o[16 + 3] = (long long)__double2int_rd(x);
    o[16 + 4] = (long long)__double2uint_rn(x);
    o[16 + 5] = (long long)__double2uint_rz(x);
    o[16 + 6] = (long long)__double2uint_ru(x);
    o[16 + 7] = (long long)__double2uint_rd(x);
    o[16 + 8] = (long long)__double2ll_rn(x);
    o[16 + 9] = (long long)__double2ll_rz(x);
    o[16 + 10] = (long long)__double2ll_ru(x);
    o[16 + 11] = (long long)__double2ll_rd(x);
    o[16 + 12] = (long long)__double2ull_rn(x);
    o[16 + 13] = (long long)__double2ull_rz(x);
    o[16 + 14] = (long long)__double2ull_ru(x);
    o[16 + 15] = (long long)__double2ull_rd(x);
    o[16 + 16] = (long long)double2int(x, cudaRoundNearest);
    o[16 + 17] = (long long)double2ll(x, cudaRoundNearest);
    o[16 + 18] = (long long)double2int(x, cudaRoundZero);
    o[16 + 19] = (long long)double2ll(x, cudaRoundZero);
    o[16 + 20] = (long long)double2int(x, cudaRoundPosInf);
    o[16 + 21] = (long long)double2ll(x, cudaRoundPosInf);
    o[16 + 22] = (long long)double2int(x, cudaRoundMinInf);
    o[16 + 23] = (long long)double2ll(x, cudaRoundMinInf);
    o[40] = __double2hiint(x);
    o[41] = __double2loint(x);
    o[42] = __double_as_longlong(__hiloint2double(__double2hiint(x), __double2loint(x)));
  }
}

extern "C" __global__ void to_float(const unsigned long long* a, const double* b, float* fout, double* dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long u = a[i];
  double d = b[i];
  float* o = fout + 20 * i;
  o[0] = __int2float_rn((int)u);
  o[1] = __int2float_rz((int)u);
  o[2] = __int2float_ru((int)u);
  o[3] = __int2float_rd((int)u);
  o[4] = __uint2float_rn((unsigned)u);
  o[5] = __uint2float_rz((unsigned)u);
  o[6] = __uint2float_ru((unsigned)u);
  o[7] = __uint2float_rd((unsigned)u);
  o[8] = __ll2float_rn((long long)u);
  o[9] = __ll2float_rz((long long)u);
  o[10] = __ll2float_ru((long long)u);
  o[11] = __ll2float_rd((long long)u);
  o[12] = __ull2float_rn(u);
  o[13] = __ull2float_rz(u);
  o[14] = __ull2float_ru(u);
  o[15] = __ull2float_rd(u);
  o[16] = __double2float_rn(d);
  o[17] = __double2float_rz(d);
  o[18] = __double2float_ru(d);
  o[19] = __double2float_rd(d);
  double* p = dout + 10 * i;
  p[0] = __int2double_rn((int)u);
  p[1] = __uint2double_rn((unsigned)u);
  p[2] = __ll2double_rn((long long)u);
  p[3] = __ll2double_rz((long long)u);
  p[4] = __ll2double_ru((long long)u);
  p[5] = __ll2double_rd((long long)u);
  p[6] = __ull2double_rn(u);
  p[7] = __ull2double_rz(u);
  p[8] = __ull2double_ru(u);
  p[9] = __ull2double_rd(u);
}
