// @realcode A Hough line transform over a binary edge image: an angle table filled once in __constant__-free form by a setup kernel with sincospif, edge pixels compacted per block with a warp-aggregated atomic into a global list, the vote as one block per angle band with a __shared__ rho histogram (atomicAdd on shared, then a flush to global), and peak picking as a 3x3 non-maximum suppression with a threshold and an atomic counter for the output list.
// @let W = 1024
// @let H = 768
// @let NTHETA = 180
// @let NRHO = 2 * 1280
// @buf edges u8[W * H] uniform(0, 40)
// @buf trig f32[NTHETA * 2] zero
// @buf points i32[W * H] zero
// @buf npoints u32[1] zero
// @buf acc u32[NTHETA * NRHO] zero
// @buf peaks i32[1 << 16] zero
// @buf npeaks u32[1] zero
// @launch build_trig_table grid(1) block(256) args(trig, i32(NTHETA))
// @launch collect_edge_points grid(cdiv(W * H, 256)) block(256) args(edges, points, npoints, i32(W), i32(H))
// @launch hough_vote grid(NTHETA / 4) block(256) args(points, npoints, trig, acc, i32(NRHO))
// @launch hough_peaks grid(cdiv(NRHO, 32), cdiv(NTHETA, 8)) block(32, 8) args(acc, peaks, npeaks, i32(NTHETA), i32(NRHO), u32(24), i32(1 << 16))
// @check trig rel=1e-6 abs=1e-7
// @check points unordered
// @check npoints exact
// @check acc exact
// @check peaks unordered
// @check npeaks exact

#define THETAS_PER_BLOCK 4
#define MAX_RHO_BINS 2560

__global__ void build_trig_table(float2 *trig, int ntheta) {
  for (int t = threadIdx.x; t < ntheta; t += blockDim.x) {
    float s, c;
    sincospif((float)t / ntheta, &s, &c);  // theta = pi * t / ntheta
    trig[t] = make_float2(c, s);
  }
}

__global__ void collect_edge_points(const unsigned char *__restrict__ edges, int *__restrict__ points,
                                    unsigned *__restrict__ count, int w, int h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool edge = i < w * h && edges[i] == 0;  // ~1 in 40 pixels
  unsigned mask = __ballot_sync(0xffffffffu, edge);
  if (!mask) return;
  int lane = threadIdx.x & 31;
  int leader = __ffs(mask) - 1;
  unsigned base = 0;
  if (lane == leader) base = atomicAdd(count, __popc(mask));
  base = __shfl_sync(0xffffffffu, base, leader);
  if (edge) points[base + __popc(mask & ((1u << lane) - 1))] = (i / w) << 16 | (i % w);
}

__global__ void hough_vote(const int *__restrict__ points, const unsigned *__restrict__ npoints,
                           const float2 *__restrict__ trig, unsigned *__restrict__ acc, int nrho) {
  __shared__ unsigned hist[THETAS_PER_BLOCK][MAX_RHO_BINS];
  for (int i = threadIdx.x; i < THETAS_PER_BLOCK * MAX_RHO_BINS; i += blockDim.x) (&hist[0][0])[i] = 0;
  __syncthreads();
  const int t0 = blockIdx.x * THETAS_PER_BLOCK;
  const unsigned n = *npoints;
  const int half = nrho / 2;
  for (unsigned p = threadIdx.x; p < n; p += blockDim.x) {
    int packed = points[p];
    float x = (float)(packed & 0xffff), y = (float)(packed >> 16);
#pragma unroll
    for (int k = 0; k < THETAS_PER_BLOCK; k++) {
      float2 cs = trig[t0 + k];
      int rho = __float2int_rn(x * cs.x + y * cs.y) + half;
      if (rho >= 0 && rho < nrho) atomicAdd(&hist[k][rho], 1u);
    }
  }
  __syncthreads();
  for (int k = 0; k < THETAS_PER_BLOCK; k++)
    for (int r = threadIdx.x; r < nrho; r += blockDim.x) acc[(t0 + k) * nrho + r] = hist[k][r];
}

__global__ void hough_peaks(const unsigned *__restrict__ acc, int *__restrict__ peaks, unsigned *__restrict__ npeaks,
                            int ntheta, int nrho, unsigned threshold, int max_peaks) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int t = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= nrho || t >= ntheta) return;
  unsigned v = acc[t * nrho + r];
  if (v < threshold) return;
  for (int dt = -1; dt <= 1; dt++)
    for (int dr = -1; dr <= 1; dr++) {
      int tt = t + dt, rr = r + dr;
      if ((dt || dr) && tt >= 0 && tt < ntheta && rr >= 0 && rr < nrho) {
        unsigned u = acc[tt * nrho + rr];
        // Ties go to the lower index, so a plateau yields one peak.
        if (u > v || (u == v && (tt * nrho + rr) < (t * nrho + r))) return;
      }
    }
  unsigned slot = atomicAdd(npeaks, 1u);
  if (slot < (unsigned)max_peaks) peaks[slot] = t << 16 | r;
}
