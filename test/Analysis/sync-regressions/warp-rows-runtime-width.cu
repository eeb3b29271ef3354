// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// Issue 11 (branch sync32): per-warp rows of a width the host passes
// (`sub + warp * nbins`), cleared by the warp's lanes under `b < nbins` and
// counted into at `bin % nbins` (per-thread data, unsigned): both indices
// stay inside the warp's own row, so only lanes of one warp meet and the
// __syncwarp() between orders them. kilnc warned "not an affine function"
// (the clear against the data-indexed atomic); the rows read from the
// pointer (HazardCarvedRows.cpp runtimeRowsApart) decide it.

// CHECK-NOT: warp-rows-runtime-width.cu:{{(1[0-9]|2[0-9]|3[0-9])}}:{{.*}}{{error|warning}}
extern "C" __global__ void warp_rows_cleared_then_counted(const unsigned *in, unsigned *hist, int n,
                                                          int nbins) {
  extern __shared__ unsigned sub[];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  unsigned *mine = sub + warp * nbins;
  for (int b = lane; b < nbins; b += 32)
    mine[b] = 0;
  __syncwarp();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&mine[in[i] % nbins], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    unsigned total = 0;
    for (int w = 0; w < blockDim.x / 32; ++w)
      total += sub[w * nbins + b];
    atomicAdd(&hist[b], total);
  }
}

// Two warps share a row (`warp / 2`): the other warp's lanes may still be
// clearing the bin this one counts into, which a warp barrier does not
// order. Whether a bin meets a cleared element is the data's: a warning.
// CHECK: warp-rows-runtime-width.cu:[[@LINE+10]]:{{[0-9]+}}: warning: cannot prove this write of <dynamic shared> free of a race (write-after-write)
extern "C" __global__ void warp_pairs_share_a_row(const unsigned *in, unsigned *hist, int n,
                                                  int nbins) {
  extern __shared__ unsigned sub[];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  unsigned *mine = sub + (warp / 2) * nbins;
  for (int b = lane; b < nbins; b += 32)
    mine[b] = 0;
  __syncwarp();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&mine[in[i] % nbins], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    unsigned total = 0;
    for (int w = 0; w < blockDim.x / 64; ++w)
      total += sub[w * nbins + b];
    atomicAdd(&hist[b], total);
  }
}
