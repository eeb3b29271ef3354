// @realcode a single-source CUDA/HIP portability layer as ROCm-ported projects write it (PyTorch's, rocPRIM-style and many scientific codes): `#if defined(__HIP_PLATFORM_AMD__)` / `__HIPCC__` branches with the CUDA side active, `GPU_DEVICE`/`GPU_GLOBAL` macros, `gpuStream_t`-style typedefs, a compile-time `WARP_SIZE` of 32 or 64 with `LaneMask` typed to match, `WARP_SHFL_XOR(v, mask)` / `WARP_BALLOT` / `WARP_SYNC` macro shims over the `_sync` intrinsics, `__popcll` on the lane mask, a `__launch_bounds__` macro taking a MAX_THREADS expression, a `GPU_LAMBDA` macro, and kernels written only against the shims: a warp-level top-2 per row, a ballot-based compaction count and a segmented sum using lane masks.
// @let ROWS = 1 << 18
// @let COLS = 128
// @buf x f32[ROWS * COLS] uniform(-10, 10)
// @buf top1 f32[ROWS] zero
// @buf top2 f32[ROWS] zero
// @buf npos u32[ROWS] zero
// @buf segsum f32[ROWS * 4] zero
// @launch row_top2 grid(ROWS / 8) block(256) args(x, top1, top2, npos, i32(ROWS))
// @launch segment_sums grid(ROWS / 8) block(256) args(x, segsum, i32(ROWS))
// @check top1 exact
// @check top2 exact
// @check npos exact
// @check segsum abs=1e-4 rel=1e-5

#if defined(__HIP_PLATFORM_AMD__) || defined(__HIPCC__)
#include <hip/hip_runtime.h>
#define GPU_DEVICE __device__
#define GPU_GLOBAL __global__
#define WARP_SIZE 64
typedef unsigned long long LaneMask;
typedef hipStream_t gpuStream_t;
#define WARP_SHFL_XOR(v, m) __shfl_xor((v), (m))
#define WARP_SHFL(v, l) __shfl((v), (l))
#define WARP_BALLOT(p) __ballot(p)
#define WARP_SYNC()
#define GPU_POPC_MASK(m) __popcll(m)
#else
#include <cuda_runtime.h>
#define GPU_DEVICE __device__
#define GPU_GLOBAL __global__
#define WARP_SIZE 32
typedef unsigned int LaneMask;
typedef cudaStream_t gpuStream_t;
#define FULL_LANE_MASK 0xffffffffu
#define WARP_SHFL_XOR(v, m) __shfl_xor_sync(FULL_LANE_MASK, (v), (m))
#define WARP_SHFL(v, l) __shfl_sync(FULL_LANE_MASK, (v), (l))
#define WARP_BALLOT(p) __ballot_sync(FULL_LANE_MASK, (p))
#define WARP_SYNC() __syncwarp()
#define GPU_POPC_MASK(m) __popcll((unsigned long long)(m))
#endif

#define MAX_THREADS_PER_BLOCK(rows_per_block) ((rows_per_block) * WARP_SIZE)
#define GPU_LAUNCH_BOUNDS(n) __launch_bounds__(n)
#define GPU_LAMBDA [=]
#define ROWS_PER_BLOCK (256 / WARP_SIZE)

static_assert(sizeof(LaneMask) * 8 == WARP_SIZE, "lane mask must hold one bit per lane");

GPU_DEVICE inline int lane_id() { return threadIdx.x % WARP_SIZE; }
GPU_DEVICE inline LaneMask lanes_below() { return (LaneMask(1) << lane_id()) - 1; }

GPU_GLOBAL void GPU_LAUNCH_BOUNDS(MAX_THREADS_PER_BLOCK(ROWS_PER_BLOCK))
row_top2(const float *x, float *top1, float *top2, unsigned *npos, int rows) {
  int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / WARP_SIZE;
  if (row >= rows)
    return;
  const float *r = x + size_t(row) * 128;
  float a = -3.0e38f, b = -3.0e38f; // a >= b: the lane's two largest
  unsigned positives = 0;
  for (int c = lane_id(); c < 128; c += WARP_SIZE) {
    float v = r[c];
    if (v > a) { b = a; a = v; } else if (v > b) { b = v; }
    LaneMask m = WARP_BALLOT(v > 0.0f);
    positives += GPU_POPC_MASK(m);
  }
  auto merge = GPU_LAMBDA(float &p, float &q, float op, float oq) {
    // top two of {p, q, op, oq} with p >= q and op >= oq
    float hi = fmaxf(p, op);
    float lo = fmaxf(fminf(p, op), p >= op ? oq : q);
    p = hi;
    q = lo;
  };
  for (int m = WARP_SIZE / 2; m > 0; m >>= 1) {
    float oa = WARP_SHFL_XOR(a, m), ob = WARP_SHFL_XOR(b, m);
    merge(a, b, oa, ob);
  }
  if (lane_id() == 0) {
    top1[row] = a;
    top2[row] = b;
    npos[row] = positives;
  }
}

GPU_GLOBAL void GPU_LAUNCH_BOUNDS(256) segment_sums(const float *x, float *segsum, int rows) {
  int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / WARP_SIZE;
  if (row >= rows)
    return;
  const float *r = x + size_t(row) * 128;
  // Segments of 32 columns; a lane sums its columns, then lanes of a segment
  // combine: on a 32-wide warp each segment is one pass of the warp.
  for (int seg = 0; seg < 4; ++seg) {
    float v = r[seg * 32 + (lane_id() & 31)];
    LaneMask pos = WARP_BALLOT(v > 0.0f);
    float s = v;
    for (int m = 16; m > 0; m >>= 1)
      s += WARP_SHFL_XOR(s, m);
    int rank = GPU_POPC_MASK(pos & lanes_below());
    s = WARP_SHFL(s, 0);
    WARP_SYNC();
    if (lane_id() == 0)
      segsum[size_t(row) * 4 + seg] = s + 0.001f * float(rank + GPU_POPC_MASK(pos));
  }
}
