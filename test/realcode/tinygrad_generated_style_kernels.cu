// @realcode Kernels in the shape tinygrad's CUDA renderer emits: the file starts by redefining INFINITY and NAN through __int_as_float (a compatible-enough redefinition nvcc only warns about, since cuda_runtime.h already brought math.h's), extern "C" __global__ void __launch_bounds__(N) kernels with generated names (r_256_16_4, E_4096_4), data0/data1 pointer parameters with __restrict__, gidx/lidx index variables with /* size */ comments, alu temporaries, *((float4*)(data0+alu0)) = make_float4(...) vector stores, ternary-select NaN handling, a __shared__ float temp0[] reduction with __syncthreads and acc0 accumulators, half loads through *((half4*)...) of a locally declared struct, and (unsigned int) casts in index math.
// @let N = 1 << 22
// @buf data1 f32[N] uniform(-10, 10)
// @buf data2 f32[N] uniform(0, 4)
// @buf data0 f32[N] zero
// @buf hin f16[N] uniform(-4, 4)
// @buf red f32[N / 4096] zero
// @launch E_4096_4 grid(N / 4 / 256) block(256) args(data0, data1, data2)
// @launch r_256_16_4 grid(N / 4096) block(256) args(red, data1, hin)
// @check data0 rel=1e-6 abs=1e-6
// @check red rel=1e-4 abs=1e-3
#define INFINITY (__int_as_float(0x7f800000))
#define NAN (__int_as_float(0x7fffffff))
#include <cuda_fp16.h>
struct __align__(8) half4 { half x, y, z, w; };
__device__ half4 make_half4(half x, half y, half z, half w) { half4 r={x, y, z, w}; return r; }

extern "C" __global__ void __launch_bounds__(256) E_4096_4(float* __restrict__ data0, const float* __restrict__ data1, const float* __restrict__ data2) {
  int gidx0 = blockIdx.x; /* 4096 */
  int lidx0 = threadIdx.x; /* 256 */
  int alu0 = ((gidx0<<10)+(lidx0<<2));
  float4 val0 = *((float4*)((data1+alu0)));
  float4 val1 = *((float4*)((data2+alu0)));
  float alu1 = sqrtf(val1.x);
  float alu2 = sqrtf(val1.y);
  float alu3 = sqrtf(val1.z);
  float alu4 = sqrtf(val1.w);
  float alu5 = ((val0.x<0.0f)?(val0.x*alu1):((val0.x!=val0.x)?NAN:(val0.x+alu1)));
  float alu6 = ((val0.y<0.0f)?(val0.y*alu2):((val0.y!=val0.y)?NAN:(val0.y+alu2)));
  float alu7 = ((val0.z<0.0f)?(val0.z*alu3):((val0.z!=val0.z)?NAN:(val0.z+alu3)));
  float alu8 = ((val0.w<0.0f)?(val0.w*alu4):((val0.w!=val0.w)?NAN:(val0.w+alu4)));
  float alu9 = ((alu5<-INFINITY)?0.0f:exp2((alu5*-1.4426950408889634f)));
  *((float4*)((data0+alu0))) = make_float4((1.0f/(1.0f+alu9)),(alu6*alu6),max(alu7,0.0f),((alu8<0.5f)?((float)((int)(alu8))):log2(alu8+1.0f)));
}

extern "C" __global__ void __launch_bounds__(256) r_256_16_4(float* __restrict__ data0, const float* __restrict__ data1, const half* __restrict__ data2) {
  __shared__ float temp0[256];
  int gidx0 = blockIdx.x; /* 1024 */
  int lidx0 = threadIdx.x; /* 256 */
  float acc0 = 0.0f;
  for (int ridx0 = 0; ridx0 < 4; ridx0++) {
    int alu0 = ((gidx0<<12)+(ridx0<<10)+(lidx0<<2));
    float4 val0 = *((float4*)((data1+alu0)));
    half4 val1 = *((half4*)((data2+alu0)));
    acc0 = (acc0+(val0.x*((float)(val1.x)))+(val0.y*((float)(val1.y)))+(val0.z*((float)(val1.z)))+(val0.w*((float)(val1.w))));
  }
  temp0[lidx0] = acc0;
  __syncthreads();
  if (((bool)(lidx0<1))) {
    float acc1 = 0.0f;
    for (int ridx1 = 0; ridx1 < 256; ridx1++) {
      float val2 = temp0[ridx1];
      acc1 = (acc1+val2);
    }
    *(data0+gidx0) = (((unsigned int)(acc1!=acc1))?0.0f:acc1);
  }
}
