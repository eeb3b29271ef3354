// @realcode pre-Volta CUDA-samples idioms kept alive in old code bases: a struct reduced through a `volatile` pointer to shared memory, which needs the struct's `volatile`-qualified copy constructor and `operator=(const Pair&) volatile` (plus a defaulted non-volatile one), a warp-synchronous tail rewritten with __syncwarp between steps, two `extern __shared__` declarations of different element types (`float s_f[]`, `int s_i[]`) aliasing the same dynamic shared memory at different offsets, and a block-wide argmin over (distance, index) pairs with deterministic tie-breaking (k-means / nearest-centroid assignment).
// @let NPTS = 1 << 20
// @let NCENT = 256
// @let D = 4
// @buf pts f32[NPTS * D] uniform(-1, 1)
// @buf cents f32[NCENT * D] uniform(-1, 1)
// @buf best i32[NPTS] zero
// @buf bestd f32[NPTS] zero
// @buf hist i32[NCENT] zero
// @launch nearest_centroid grid(NPTS / 8) block(256) shared(NCENT * D * 4 + 256 * 4) args(pts, cents, best, bestd, hist)
// @check best exact
// @check bestd abs=1e-6 rel=1e-6
// @check hist exact

#define NCENT 256
#define D 4

struct Pair {
  float d;
  int idx;
  __device__ Pair() {}
  __device__ Pair(float dd, int i) : d(dd), idx(i) {}
  __device__ Pair(const Pair &o) : d(o.d), idx(o.idx) {}
  __device__ Pair(const volatile Pair &o) : d(o.d), idx(o.idx) {}
  __device__ Pair &operator=(const Pair &o) { d = o.d; idx = o.idx; return *this; }
  __device__ volatile Pair &operator=(const Pair &o) volatile { d = o.d; idx = o.idx; return *this; }
  __device__ bool better(const Pair &o) const { return o.d < d || (o.d == d && o.idx < idx); }
};

__global__ void nearest_centroid(const float *pts, const float *cents, int *best, float *bestd, int *hist) {
  extern __shared__ float s_f[];   // centroids, NCENT * D floats
  extern __shared__ int s_i[];     // the same memory, viewed as ints after the centroids
  __shared__ Pair s_pair[256];
  const int t = threadIdx.x;
  for (int k = t; k < NCENT * D; k += blockDim.x)
    s_f[k] = cents[k];
  int *s_votes = s_i + NCENT * D; // 256 ints after the floats
  s_votes[t] = 0;
  __syncthreads();
  // 8 points per block, 32 threads per point; each thread scans 8 centroids.
  const int lane = t & 31, slot = t >> 5;
  const int p = blockIdx.x * 8 + slot;
  float x[D];
#pragma unroll
  for (int c = 0; c < D; ++c)
    x[c] = pts[p * D + c];
  Pair mine(3.0e38f, 0x7fffffff);
  for (int k = lane; k < NCENT; k += 32) {
    float dist = 0.0f;
#pragma unroll
    for (int c = 0; c < D; ++c) {
      float diff = x[c] - s_f[k * D + c];
      dist = fmaf(diff, diff, dist);
    }
    Pair cand(dist, k);
    if (mine.better(cand))
      mine = cand;
  }
  s_pair[t] = mine;
  __syncwarp();
  volatile Pair *vp = s_pair + slot * 32;
  for (int off = 16; off > 0; off >>= 1) {
    Pair other;
    if (lane < off)
      other = Pair(vp[lane + off]);
    __syncwarp();
    if (lane < off && mine.better(other)) {
      mine = other;
      vp[lane] = mine;
    }
    __syncwarp();
  }
  if (lane == 0) {
    Pair r = vp[0];
    best[p] = r.idx;
    bestd[p] = r.d;
    atomicAdd(&s_votes[r.idx], 1);
  }
  __syncthreads();
  if (s_votes[t])
    atomicAdd(&hist[t], s_votes[t]);
}
