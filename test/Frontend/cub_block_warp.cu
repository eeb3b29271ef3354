// CUB's block and warp primitives (the toolkit's headers, CUDA 13: include/cccl/cub)
// compile as users write them: TempStorage in __shared__ (alone or in a union reused
// across calls with __syncthreads() between), no sync diagnostic. Their objects hold
// `linear_tid` next to a register array (`T cached_segment[4]`): SROA splits them
// (test/Dialect/simt/sroa.mlir, @array_field), or the lane-dependent-branch check
// read `if (linear_tid < RAKING_THREADS)` as per-thread data.
// REQUIRES: cuda-headers
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// DIAG-NOT: warning
// DIAG-NOT: error
// CUB's EmptyKernel<void> (its host-side PTX-version query instantiates it) comes after the
// file's kernels, as nvcc emits it (test/Frontend/cub_device_wide_kernels.cu).
// RUN: grep -c '\.entry _ZN3cub.*EmptyKernel' %t.ptx | FileCheck %s --check-prefix=EMPTY
// EMPTY: 1
#include <cub/cub.cuh>

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// CHECK-LABEL: .entry _Z9warp_sumsPKiPi
// CHECK: redux.sync.add.s32
// CHECK: shfl.sync.down.b32
__global__ void warp_sums(const int *in, int *out) {
  using WR = cub::WarpReduce<int>;
  __shared__ typename WR::TempStorage tmp[4];
  int warp = threadIdx.x / 32;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int s = WR(tmp[warp]).Sum(v);
  int m = WR(tmp[warp]).Reduce(v, MaxOp());
  if (threadIdx.x % 32 == 0)
    out[blockIdx.x * 4 + warp] = s + m;
}

// CHECK-LABEL: .entry _Z10block_scanPKiPi
// CHECK: bar.sync 0;
// CHECK: shfl.sync.up.b32
__global__ void block_scan(const int *in, int *out) {
  using BS = cub::BlockScan<int, 128>;
  using BR = cub::BlockReduce<float, 128>;
  __shared__ union {
    typename BS::TempStorage scan;
    typename BR::TempStorage reduce;
  } tmp;
  int v = in[blockIdx.x * 128 + threadIdx.x];
  int e, agg, inc;
  BS(tmp.scan).ExclusiveSum(v, e, agg);
  __syncthreads();
  BS(tmp.scan).InclusiveSum(v, inc);
  __syncthreads();
  float total = BR(tmp.reduce).Sum(float(v));
  out[blockIdx.x * 128 + threadIdx.x] = e + inc + agg + (threadIdx.x == 0 ? int(total) : 0);
}

// CHECK-LABEL: .entry _Z13exchange_scanPKiPi
__global__ void exchange_scan(const int *in, int *out) {
  using Load = cub::BlockLoad<int, 64, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Ex = cub::BlockExchange<int, 64, 4>;
  using WS = cub::WarpScan<int>;
  using BS = cub::BlockScan<int, 64, cub::BLOCK_SCAN_WARP_SCANS>;
  using Store = cub::BlockStore<int, 64, 4, cub::BLOCK_STORE_VECTORIZE>;
  __shared__ typename Load::TempStorage ld;
  __shared__ typename Ex::TempStorage ex;
  __shared__ typename WS::TempStorage ws[2];
  __shared__ typename BS::TempStorage bs;
  int items[4];
  Load(ld).Load(in + blockIdx.x * 256, items);
  Ex(ex).BlockedToStriped(items);
  int pre;
  WS(ws[threadIdx.x / 32]).ExclusiveSum(items[0] + items[3], pre);
  int agg;
  BS(bs).InclusiveScan(items, items, cuda::std::plus<>(), agg);
  for (int i = 0; i < 4; ++i)
    items[i] += pre + agg;
  Store().Store(out + blockIdx.x * 256, items);
}
