// @realcode Marching squares iso-contouring as GIS and visualisation tools run it on GPUs: a 2-D scalar field from a sum of Gaussian bumps, one thread per cell computing the 4-bit case index from its corners, the number of segments from a __constant__ case table (saddles 5 and 10 disambiguated by the cell-centre average), a block-wide exclusive scan of segment counts (warp __shfl_up_sync scans plus a shared array of warp totals) that compacts each block's segments into its own output bucket (the per-block counts and the total kept too, the total with one atomicAdd per block), then the segment end points interpolated linearly along the cut edges, written as float4 (x0, y0, x1, y1).
// @let NX = 2048
// @let NY = 2048
// @let NBLK = cdiv((NX - 1) * (NY - 1), 256)
// @let MAXSEG = NBLK * 512
// @buf field f32[NX * NY] zero
// @buf segs f32[MAXSEG * 4] zero
// @buf nseg u32[1] zero
// @buf blockseg u32[NBLK] zero
// @buf percell u8[(NX - 1) * (NY - 1)] zero
// @launch make_field grid(cdiv(NX, 32), cdiv(NY, 8)) block(32, 8) args(field, i32(NX), i32(NY))
// @launch march_cells grid(cdiv((NX - 1) * (NY - 1), 256)) block(256) args(field, segs, nseg, blockseg, percell, i32(NX), i32(NY), f32(0.5))
// @check field abs=1e-5 rel=1e-5
// @check percell exact
// @check nseg exact
// @check blockseg exact
// @check segs abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

// Edges: 0 bottom (v0-v1), 1 right (v1-v2), 2 top (v3-v2), 3 left (v0-v3).
__constant__ signed char c_edges[16][4] = {
    {-1, -1, -1, -1}, {3, 0, -1, -1}, {0, 1, -1, -1}, {3, 1, -1, -1}, {1, 2, -1, -1}, {3, 0, 1, 2},
    {0, 2, -1, -1},   {3, 2, -1, -1}, {3, 2, -1, -1}, {0, 2, -1, -1}, {3, 2, 0, 1},   {1, 2, -1, -1},
    {3, 1, -1, -1},   {0, 1, -1, -1}, {3, 0, -1, -1}, {-1, -1, -1, -1}};

__global__ void make_field(float *field, int nx, int ny) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= nx || j >= ny) return;
  float x = i / (float)nx, y = j / (float)ny, v = 0.f;
#pragma unroll
  for (int k = 0; k < 12; ++k) {
    float cx = 0.08f * k + 0.04f, cy = 0.5f + 0.35f * __sinf(1.7f * k), s = 0.002f + 0.0015f * (k % 4);
    float dx = x - cx, dy = y - cy;
    v += __expf(-(dx * dx + dy * dy) / s);
  }
  field[(size_t)j * nx + i] = v;
}

__device__ __forceinline__ float2 edge_point(int e, int i, int j, const float v[4], float iso) {
  const int a[4] = {0, 1, 3, 0}, b[4] = {1, 2, 2, 3};
  const float px[4] = {0.f, 1.f, 1.f, 0.f}, py[4] = {0.f, 0.f, 1.f, 1.f};
  float t = (iso - v[a[e]]) / (v[b[e]] - v[a[e]]);
  return make_float2(i + px[a[e]] + t * (px[b[e]] - px[a[e]]), j + py[a[e]] + t * (py[b[e]] - py[a[e]]));
}

__global__ void __launch_bounds__(256) march_cells(const float *__restrict__ field, float4 *segs, unsigned *nseg,
                                                   unsigned *blockseg, unsigned char *percell, int nx, int ny, float iso) {
  __shared__ unsigned warp_tot[8];
  __shared__ unsigned block_base;
  const int cell = blockIdx.x * blockDim.x + threadIdx.x, cw = nx - 1;
  const bool valid = cell < cw * (ny - 1);
  int i = 0, j = 0, ci = 0, count = 0;
  float v[4] = {0.f, 0.f, 0.f, 0.f};
  if (valid) {
    i = cell % cw;
    j = cell / cw;
    v[0] = field[(size_t)j * nx + i];
    v[1] = field[(size_t)j * nx + i + 1];
    v[2] = field[(size_t)(j + 1) * nx + i + 1];
    v[3] = field[(size_t)(j + 1) * nx + i];
    ci = (v[0] > iso) | ((v[1] > iso) << 1) | ((v[2] > iso) << 2) | ((v[3] > iso) << 3);
    if ((ci == 5 || ci == 10) && 0.25f * (v[0] + v[1] + v[2] + v[3]) > iso) ci = 15 - ci;
    count = c_edges[ci][0] < 0 ? 0 : (c_edges[ci][2] < 0 ? 1 : 2);
    percell[cell] = (unsigned char)(ci | (count << 4));
  }
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  unsigned incl = count;
  for (int off = 1; off < 32; off <<= 1) {
    unsigned y = __shfl_up_sync(0xffffffffu, incl, off);
    if (lane >= off) incl += y;
  }
  if (lane == 31) warp_tot[warp] = incl;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned run = 0;
    for (int w = 0; w < 8; ++w) {
      unsigned t = warp_tot[w];
      warp_tot[w] = run;
      run += t;
    }
    blockseg[blockIdx.x] = run;
    if (run) atomicAdd(nseg, run);
    block_base = blockIdx.x * 2 * blockDim.x;
  }
  __syncthreads();
  unsigned out = block_base + warp_tot[warp] + incl - count;
  for (int s = 0; s < count; ++s) {
    float2 p0 = edge_point(c_edges[ci][2 * s], i, j, v, iso), p1 = edge_point(c_edges[ci][2 * s + 1], i, j, v, iso);
    segs[out + s] = make_float4(p0.x, p0.y, p1.x, p1.y);
  }
}
