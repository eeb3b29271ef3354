// @realcode an OpenCL C kernel library compiled as CUDA through a compatibility header, the way many ports (hashcat, clBLAS and OpenCV-ocl derivatives) do it: `#define __kernel extern "C" __global__`, `__global`/`__constant` as empty or `const` macros, `__local` as `__shared__`, get_global_id/get_local_id/get_group_id/get_local_size/get_num_groups(dim) as functions over the CUDA builtins, `barrier(CLK_LOCAL_MEM_FENCE)` as __syncthreads, `mad`, `clamp`, `native_exp`, `convert_int_sat_rte` and `as_uint` helpers, `uint`/`uchar` typedefs, and three kernels: a local-memory 2-D tiled transpose-add, a work-group parallel reduction with `__local float*` passed as a kernel argument (dynamic shared memory), and a saturating uchar image gain.
// @let W = 4096
// @let H = 2048
// @buf a f32[W * H] uniform(-1, 1)
// @buf b f32[W * H] uniform(-1, 1)
// @buf c f32[W * H] zero
// @buf partial f32[W * H / 512] zero
// @buf img u8[W * H] uniform(0, 256)
// @buf img_out u8[W * H] zero
// @buf hist u32[64] zero
// @launch transpose_add grid(W / 16, H / 16) block(16, 16) args(a, b, c, i32(W), i32(H))
// @launch reduce_sum grid(W * H / 512) block(256) shared(1024) args(a, partial, i32(W * H))
// @launch image_gain grid(W * H / 256) block(256) args(img, img_out, hist, f32(1.7), f32(-20.5))
// @check c exact
// @check partial abs=1e-4 rel=1e-5
// @check img_out exact
// @check hist exact
#include <cuda_runtime.h>

/* ---- cl2cuda.h ---- */
#define __kernel extern "C" __global__
#define __global
#define __constant const
#define __local __shared__
#define __private
#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2
typedef unsigned int uint;
typedef unsigned char uchar;
typedef unsigned short ushort;

static __device__ __forceinline__ size_t get_global_id(uint d) {
  return d == 0 ? blockIdx.x * blockDim.x + threadIdx.x : d == 1 ? blockIdx.y * blockDim.y + threadIdx.y : blockIdx.z * blockDim.z + threadIdx.z;
}
static __device__ __forceinline__ size_t get_local_id(uint d) { return d == 0 ? threadIdx.x : d == 1 ? threadIdx.y : threadIdx.z; }
static __device__ __forceinline__ size_t get_group_id(uint d) { return d == 0 ? blockIdx.x : d == 1 ? blockIdx.y : blockIdx.z; }
static __device__ __forceinline__ size_t get_local_size(uint d) { return d == 0 ? blockDim.x : d == 1 ? blockDim.y : blockDim.z; }
static __device__ __forceinline__ size_t get_num_groups(uint d) { return d == 0 ? gridDim.x : d == 1 ? gridDim.y : gridDim.z; }
static __device__ __forceinline__ void barrier(int flags) {
  if (flags & CLK_GLOBAL_MEM_FENCE)
    __threadfence();
  __syncthreads();
}
static __device__ __forceinline__ float mad(float a, float b, float c) { return a * b + c; }
static __device__ __forceinline__ float clamp(float x, float lo, float hi) { return fminf(fmaxf(x, lo), hi); }
static __device__ __forceinline__ int clamp(int x, int lo, int hi) { return min(max(x, lo), hi); }
static __device__ __forceinline__ float native_exp(float x) { return __expf(x); }
static __device__ __forceinline__ int convert_int_sat_rte(float x) { return __float2int_rn(x); }
static __device__ __forceinline__ uchar convert_uchar_sat(int x) { return (uchar)clamp(x, 0, 255); }
static __device__ __forceinline__ uint as_uint(float x) { return __float_as_uint(x); }
/* ---- end cl2cuda.h ---- */

#define TILE 16

__kernel void transpose_add(__global const float *a, __global const float *b, __global float *c, int width, int height) {
  __local float tile[TILE][TILE + 1];
  int gx = get_global_id(0), gy = get_global_id(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  tile[ly][lx] = a[gy * width + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  // c^T tile: read a transposed from local memory, add b at the transposed spot.
  int tx = get_group_id(1) * TILE + lx, ty = get_group_id(0) * TILE + ly;
  if (tx < height && ty < width)
    c[ty * height + tx] = tile[lx][ly] + b[ty * height + tx];
}

__kernel void reduce_sum(__global const float *in, __global float *out, int n) {
  extern __local float scratch[]; /* a `__local float *scratch` argument in the OpenCL original */
  uint lid = get_local_id(0), lsz = get_local_size(0);
  size_t base = get_group_id(0) * lsz * 2 + lid;
  float v = 0.0f;
  if (base < (size_t)n)
    v = in[base];
  if (base + lsz < (size_t)n)
    v += in[base + lsz];
  scratch[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = lsz / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = scratch[0];
}

__kernel void image_gain(__global const uchar *src, __global uchar *dst, __global uint *hist, float gain, float bias) {
  __local uint lhist[64];
  uint lid = get_local_id(0);
  if (lid < 64)
    lhist[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t i = get_global_id(0);
  float v = mad((float)src[i], gain, bias);
  // a soft knee above 200: v' = 200 + 55 (1 - e^{-(v - 200) / 55})
  if (v > 200.0f)
    v = 200.0f + 55.0f * (1.0f - native_exp(-(v - 200.0f) / 55.0f));
  uchar o = convert_uchar_sat(convert_int_sat_rte(clamp(v, -1.0f, 256.0f)));
  dst[i] = o;
  atomicAdd(&lhist[o >> 2], 1u);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid < 64 && lhist[lid])
    atomicAdd(&hist[lid], lhist[lid] + (as_uint(0.0f) & 1u));
}
