// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// Issue 11 (branch sync17): Apex's Welford row statistics, one warp a row
// with a (32, 8) block: `if (i1 >= n1) return;` with i1 = blockIdx.x *
// blockDim.y + threadIdx.y before full-mask shuffles. threadIdx.y is the
// same in a warp only when blockDim.x is a multiple of 32, and the kernel
// says it is: it names shuffle lanes `(threadIdx.x + (1 << l)) & 31`. A 2-D
// kernel that splits threadIdx.x into groups of C lanes (`/ C`, `% C`, `&
// (C - 1)`, `>> log2 C`, also of threadIdx.x plus a uniform offset) is
// checked only under shapes whose x is a multiple of C (LaunchShapes.cpp,
// CandidateShapes::xGroup), and the diagnostics say so. The twin puts two
// rows in a warp (`threadIdx.x / 16`): lanes 0-15 and 16-31 can disagree.
__global__ void welford_rows(const float *vals, float *mean_out, int n1, int n2) {
#ifdef WRONG
  const int i1 = (blockIdx.x * blockDim.y + threadIdx.y) * 2 + threadIdx.x / 16;
#else
  const int i1 = blockIdx.x * blockDim.y + threadIdx.y;
#endif
  if (i1 >= n1) return;
  float mu = 0.f;
  const float *row = vals + (size_t)i1 * n2;
  for (int l = threadIdx.x; l < n2; l += blockDim.x) mu += row[l];
#pragma unroll
  for (int l = 0; l <= 4; ++l) {
    const int srcLane = (threadIdx.x + (1 << l)) & 31;
    // CHECK: lane-group-shapes.cu:[[@LINE+1]]:{{.*}} error: warp shuffle with a full lane mask is reached under lane-dependent control flow{{.*}}assuming blockDim.x is a multiple of 32 (the lane groups of threadIdx.x at line [[@LINE-1]]){{.*}}threads (0,0) and (16,0) of warp 0 disagree
    mu += __shfl_sync(0xffffffff, mu, srcLane);
  }
  // CHECK: lane-group-shapes.cu:[[@LINE+1]]:{{.*}} error: warp shuffle
  mu = __shfl_sync(0xffffffff, mu, 0);
  if (threadIdx.x == 0) mean_out[i1] = mu / n2;
}
