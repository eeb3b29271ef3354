// @realcode Warp-level primitives of the toolkit's CUB on 16-lane logical warps: cub::WarpScan<int, 16> InclusiveSum, ExclusiveScan with a custom max functor and an initial value, cub::WarpReduce<int, 16> HeadSegmentedSum with head flags from the data, and a 32-lane WarpReduce::Reduce with cuda::minimum; one TempStorage per logical warp in __shared__ arrays.
// @let N = 1 << 24
// @buf in i32[N] uniform(-100, 100)
// @buf incl i32[N] zero
// @buf excl_max i32[N] zero
// @buf seg_sums i32[N / 16] zero
// @buf warp_min i32[N / 32] zero
// @launch warp_scans grid(N / 256) block(256) args(in, incl, excl_max, seg_sums, warp_min)
// @check incl exact
// @check excl_max exact
// @check seg_sums exact
// @check warp_min exact
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cuda/functional>

struct Max {
  __device__ __forceinline__ int operator()(int a, int b) const { return a > b ? a : b; }
};

__global__ void warp_scans(const int *in, int *incl, int *excl_max, int *seg_sums, int *warp_min) {
  using Scan16 = cub::WarpScan<int, 16>;
  using Reduce16 = cub::WarpReduce<int, 16>;
  using Reduce32 = cub::WarpReduce<int>;
  __shared__ typename Scan16::TempStorage scan_tmp[16];
  __shared__ typename Reduce16::TempStorage reduce_tmp[16];
  __shared__ typename Reduce32::TempStorage reduce32_tmp[8];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lw = threadIdx.x / 16;
  int v = in[i];
  int s;
  Scan16(scan_tmp[lw]).InclusiveSum(v, s);
  incl[i] = s;
  int m;
  Scan16(scan_tmp[lw]).ExclusiveScan(v, m, -1000, Max());
  excl_max[i] = m;
  // A segment starts at the logical warp's first lane and wherever the value is negative.
  bool head = (threadIdx.x % 16 == 0) || v < 0;
  int seg = Reduce16(reduce_tmp[lw]).HeadSegmentedSum(v, head);
  if (threadIdx.x % 16 == 0)
    seg_sums[i / 16] = seg;
  int mn = Reduce32(reduce32_tmp[threadIdx.x / 32]).Reduce(v, cuda::minimum<>{});
  if (threadIdx.x % 32 == 0)
    warp_min[i / 32] = mn;
}
