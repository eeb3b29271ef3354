// @realcode Scaled copy with loads and stores written in inline PTX: ld.global.nc.v4.f32 (read-only path, 16 bytes) and st.global.cs.v4.f32 (streaming), "l" address constraints and a "memory" clobber.
// @let N = 1 << 27
// @buf src f32[N] uniform(-1, 1)
// @buf dst f32[N] zero
// @launch scale_copy_ptx grid(2640) block(256) args(dst, src, f32(1.5), i64(N / 4))
// @check dst exact
#include <cuda_runtime.h>

__device__ __forceinline__ float4 ld_nc_v4(const float4 *p) {
  float4 r;
  asm volatile("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(r.x), "=f"(r.y), "=f"(r.z), "=f"(r.w)
               : "l"(p));
  return r;
}

__device__ __forceinline__ void st_cs_v4(float4 *p, float4 v) {
  asm volatile("st.global.cs.v4.f32 [%0], {%1, %2, %3, %4};" ::"l"(p), "f"(v.x), "f"(v.y), "f"(v.z), "f"(v.w)
               : "memory");
}

__global__ void scale_copy_ptx(float4 *dst, const float4 *src, float s, long n4) {
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n4; i += (long)blockDim.x * gridDim.x) {
    float4 v = ld_nc_v4(src + i);
    v.x *= s;
    v.y *= s;
    v.z *= s;
    v.w *= s;
    st_cs_v4(dst + i, v);
  }
}
