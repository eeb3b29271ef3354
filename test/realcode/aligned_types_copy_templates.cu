// @realcode The CUDA samples' alignedTypes: structs of the sizes image code uses, declared with __align__(N) so the compiler may move each element in one wide load and store (RGBA8 as 4 bytes, LA32 as 8, RGB32 padded to 16, RGBA32 as 16, RGBA32_2 as two RGBA32 in 32), and one templated copy kernel instantiated per type, its grid-stride loop over the element count; plus a misaligned packed counterpart for contrast.
// @let MEM_SIZE = 1 << 26
// @buf src u8[MEM_SIZE] uniform(0, 256)
// @buf d8 u8[MEM_SIZE] zero
// @buf d16 u8[MEM_SIZE] zero
// @buf d32 u8[MEM_SIZE] zero
// @buf d32b u8[MEM_SIZE] zero
// @buf dpk u8[MEM_SIZE] zero
// @launch testKernel<RGBA8> grid(2048) block(256) args(d8, src, i32(MEM_SIZE / 4))
// @launch testKernel<LA32> grid(2048) block(256) args(d16, src, i32(MEM_SIZE / 8))
// @launch testKernel<RGBA32> grid(2048) block(256) args(d32, src, i32(MEM_SIZE / 16))
// @launch testKernel<RGBA32_2> grid(2048) block(256) args(d32b, src, i32(MEM_SIZE / 32))
// @launch testKernel<RGB8_packed> grid(2048) block(256) args(dpk, src, i32(MEM_SIZE / 3))
// @check d8 exact
// @check d16 exact
// @check d32 exact
// @check d32b exact
// @check dpk exact
#include <cuda_runtime.h>

typedef unsigned char uint8;
typedef unsigned int uint32;

typedef struct __align__(4) {
  uint8 r, g, b, a;
} RGBA8;

typedef struct __align__(8) {
  uint32 l, a;
} LA32;

typedef struct __align__(16) {
  uint32 r, g, b;
} RGB32;

typedef struct __align__(16) {
  uint32 r, g, b, a;
} RGBA32;

typedef struct __align__(16) {
  RGBA32 c1, c2;
} RGBA32_2;

struct RGB8_packed {
  uint8 r, g, b;
};

static_assert(sizeof(RGB32) == 16, "RGB32 is padded to its alignment");
static_assert(sizeof(RGB8_packed) == 3 && alignof(RGB8_packed) == 1, "packed bytes");

template <class TData> __global__ void testKernel(TData *d_odata, TData *d_idata, int numElements) {
  const int tid = blockDim.x * blockIdx.x + threadIdx.x;
  const int numThreads = blockDim.x * gridDim.x;

  for (int pos = tid; pos < numElements; pos += numThreads) d_odata[pos] = d_idata[pos];
}

template __global__ void testKernel<RGBA8>(RGBA8 *, RGBA8 *, int);
template __global__ void testKernel<LA32>(LA32 *, LA32 *, int);
template __global__ void testKernel<RGB32>(RGB32 *, RGB32 *, int);
template __global__ void testKernel<RGBA32>(RGBA32 *, RGBA32 *, int);
template __global__ void testKernel<RGBA32_2>(RGBA32_2 *, RGBA32_2 *, int);
template __global__ void testKernel<RGB8_packed>(RGB8_packed *, RGB8_packed *, int);
