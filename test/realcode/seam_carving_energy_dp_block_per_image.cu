// @realcode Content-aware image resizing (seam carving) as GPU retargeting codes batch it: a dual-gradient energy over RGBA uchar4 pixels with clamped borders in integers, then one block per image running the vertical-seam dynamic program row by row (each thread a strided set of columns, a barrier per row, the three parents read from the previous cost row in shared memory), the argmin of the last row by a block reduction with leftmost tie-breaking, and the seam traced back by one thread.
// @let W = 1024
// @let H = 768
// @let IMGS = 128
// @buf pixels u32[IMGS * W * H] uniform(0, 4294967295)
// @buf energy i32[IMGS * W * H] zero
// @buf cost i32[IMGS * W * H] zero
// @buf seam i32[IMGS * H] zero
// @buf seam_cost i32[IMGS] zero
// @launch dual_gradient_energy grid(W / 32, H / 8, IMGS) block(32, 8) args(pixels, energy, i32(W), i32(H))
// @launch seam_dp<1024, 1024> grid(IMGS) block(1024) args(energy, cost, seam, seam_cost, i32(H))
// @check energy exact
// @check cost exact
// @check seam exact
// @check seam_cost exact

__device__ __forceinline__ int sq_diff(uchar4 a, uchar4 b) {
  int dr = (int)a.x - (int)b.x, dg = (int)a.y - (int)b.y, db = (int)a.z - (int)b.z;
  return dr * dr + dg * dg + db * db;
}

__global__ void dual_gradient_energy(const uchar4 *__restrict__ px, int *__restrict__ energy, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  const uchar4 *img = px + (size_t)blockIdx.z * w * h;
  const int xl = max(x - 1, 0), xr = min(x + 1, w - 1);
  const int yu = max(y - 1, 0), yd = min(y + 1, h - 1);
  energy[(size_t)blockIdx.z * w * h + y * w + x] = sq_diff(img[y * w + xl], img[y * w + xr]) + sq_diff(img[yu * w + x], img[yd * w + x]);
}

template <int WIDTH, int THREADS>
__global__ void __launch_bounds__(THREADS) seam_dp(const int *__restrict__ energy, int *__restrict__ cost, int *__restrict__ seam,
                                                   int *__restrict__ seam_cost, int h) {
  __shared__ int row[2][WIDTH];
  __shared__ int best_val[THREADS / 32], best_col[THREADS / 32];
  const int *e = energy + (size_t)blockIdx.x * WIDTH * h;
  int *m = cost + (size_t)blockIdx.x * WIDTH * h;

  for (int x = threadIdx.x; x < WIDTH; x += THREADS) {
    row[0][x] = e[x];
    m[x] = e[x];
  }
  __syncthreads();
  for (int y = 1; y < h; ++y) {
    const int *prev = row[(y - 1) & 1];
    int *cur = row[y & 1];
    for (int x = threadIdx.x; x < WIDTH; x += THREADS) {
      int up = prev[x];
      if (x > 0) up = min(up, prev[x - 1]);
      if (x < WIDTH - 1) up = min(up, prev[x + 1]);
      int v = e[y * WIDTH + x] + up;
      cur[x] = v;
      m[y * WIDTH + x] = v;
    }
    __syncthreads();
  }

  // Leftmost minimum of the last row: (value, column) pairs, smaller column wins ties.
  const int *last = row[(h - 1) & 1];
  int bv = 0x7fffffff, bc = WIDTH;
  for (int x = threadIdx.x; x < WIDTH; x += THREADS)
    if (last[x] < bv || (last[x] == bv && x < bc)) { bv = last[x]; bc = x; }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    int ov = __shfl_xor_sync(0xffffffffu, bv, o), oc = __shfl_xor_sync(0xffffffffu, bc, o);
    if (ov < bv || (ov == bv && oc < bc)) { bv = ov; bc = oc; }
  }
  if (threadIdx.x % 32 == 0) {
    best_val[threadIdx.x / 32] = bv;
    best_col[threadIdx.x / 32] = bc;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int w = 1; w < THREADS / 32; ++w)
      if (best_val[w] < bv || (best_val[w] == bv && best_col[w] < bc)) { bv = best_val[w]; bc = best_col[w]; }
    seam_cost[blockIdx.x] = bv;
    // Trace back through the cost rows in global memory (written by this block, visible to its own thread 0).
    int x = bc;
    seam[blockIdx.x * h + h - 1] = x;
    for (int y = h - 1; y > 0; --y) {
      int target = m[y * WIDTH + x] - e[y * WIDTH + x];
      int nx = x;
      if (x > 0 && m[(y - 1) * WIDTH + x - 1] == target) nx = x - 1;
      else if (m[(y - 1) * WIDTH + x] == target) nx = x;
      else nx = x + 1;
      x = nx;
      seam[blockIdx.x * h + y - 1] = x;
    }
  }
}

// Host side: one seam per image of the batch.
void find_vertical_seams(const uchar4 *pixels, int *energy, int *cost, int *seam, int *seam_cost, int images, int h, cudaStream_t s) {
  constexpr int kWidth = 1024;
  dual_gradient_energy<<<dim3(kWidth / 32, h / 8, images), dim3(32, 8), 0, s>>>(pixels, energy, kWidth, h);
  seam_dp<kWidth, 1024><<<images, 1024, 0, s>>>(energy, cost, seam, seam_cost, h);
}
