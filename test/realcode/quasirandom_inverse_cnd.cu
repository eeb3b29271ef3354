// @realcode The CUDA samples' quasirandomGenerator: a Niederreiter-style base-2 generator whose bit table lives in __constant__ memory (c_Table[QRNG_DIMENSIONS][QRNG_RESOLUTION]), each thread XOR-ing the table rows of its index's set bits and scaling by INT_SCALE, then inverseCNDKernel mapping the uniforms to normals with Moro's rational approximation (MoroInvCNDgpu, with its log-log tail polynomial).
// @let N = 1 << 20
// @let QRNG_DIMENSIONS = 3
// @let QRNG_RESOLUTION = 31
// @const c_Table u32[QRNG_DIMENSIONS * QRNG_RESOLUTION] uniform(0, 2147483648)
// @buf d_Output f32[QRNG_DIMENSIONS * N] zero
// @buf d_Normal f32[QRNG_DIMENSIONS * N] zero
// @launch quasirandomGeneratorKernel grid(128, QRNG_DIMENSIONS) block(128) args(d_Output, u32(0), u32(N))
// @launch inverseCNDKernel grid(128) block(128) args(d_Normal, u32(QRNG_DIMENSIONS * N))
// @check d_Output exact
// @check d_Normal abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

#define QRNG_DIMENSIONS 3
#define QRNG_RESOLUTION 31
#define INT_SCALE (1.0f / (float)0x80000001U)
#define MUL(a, b) __umul24(a, b)

static __constant__ unsigned int c_Table[QRNG_DIMENSIONS][QRNG_RESOLUTION];

__global__ void quasirandomGeneratorKernel(float *d_Output, unsigned int seed, unsigned int N) {
  unsigned int *dimBase = &c_Table[threadIdx.y][0];
  unsigned int tid = MUL(blockDim.x, blockIdx.x) + threadIdx.x;
  unsigned int threadN = MUL(blockDim.x, gridDim.x);
  (void)dimBase;

  for (unsigned int pos = tid; pos < N; pos += threadN) {
    unsigned int result = 0;
    unsigned int data = seed + pos;

    for (int bit = 0; bit < QRNG_RESOLUTION; bit++, data >>= 1)
      if (data & 1) result ^= c_Table[blockIdx.y][bit];

    d_Output[MUL(blockIdx.y, N) + pos] = (float)(result + 1) * INT_SCALE;
  }
}

__device__ inline float MoroInvCNDgpu(unsigned int x) {
  const float a1 = 2.50662823884f;
  const float a2 = -18.61500062529f;
  const float a3 = 41.39119773534f;
  const float a4 = -25.44106049637f;
  const float b1 = -8.4735109309f;
  const float b2 = 23.08336743743f;
  const float b3 = -21.06224101826f;
  const float b4 = 3.13082909833f;
  const float c1 = 0.337475482272615f;
  const float c2 = 0.976169019091719f;
  const float c3 = 0.160797971491821f;
  const float c4 = 2.76438810333863E-02f;
  const float c5 = 3.8405729373609E-03f;
  const float c6 = 3.951896511919E-04f;
  const float c7 = 3.21767881768E-05f;
  const float c8 = 2.888167364E-07f;
  const float c9 = 3.960315187E-07f;

  float z;
  bool negate = false;

  // Ensure the conversion to floating point will give a value in the range (0,0.5] by restricting the
  // input to the bottom half of the input domain.
  if (x >= 0x80000000UL) {
    x = 0xffffffffUL - x;
    negate = true;
  }

  const float x1 = 1.0f / static_cast<float>(0xffffffffUL);
  const float x2 = x1 / 2.0f;
  float p1 = x * x1 + x2;
  float p2 = p1 - 0.5f;

  if (p2 > -0.42f) {
    z = p2 * p2;
    z = p2 * (((a4 * z + a3) * z + a2) * z + a1) / ((((b4 * z + b3) * z + b2) * z + b1) * z + 1.0f);
  } else {
    z = __logf(-__logf(p1));
    z = -(c1 + z * (c2 + z * (c3 + z * (c4 + z * (c5 + z * (c6 + z * (c7 + z * (c8 + z * c9))))))));
  }

  return negate ? -z : z;
}

__global__ void inverseCNDKernel(float *d_Output, unsigned int pathN) {
  unsigned int distance = ((unsigned int)-1) / (pathN + 1);
  unsigned int tid = MUL(blockDim.x, blockIdx.x) + threadIdx.x;
  unsigned int threadN = MUL(blockDim.x, gridDim.x);

  for (unsigned int pos = tid; pos < pathN; pos += threadN) {
    unsigned int d = (pos + 1) * distance;
    d_Output[pos] = MoroInvCNDgpu(d);
  }
}
