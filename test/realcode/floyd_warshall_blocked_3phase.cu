// @realcode blocked Floyd-Warshall all-pairs shortest paths (Katz and Kider's three-phase scheme, as in GPU graph-analytics course code): for each 32-wide pivot block, phase 1 relaxes the pivot tile in shared memory, phase 2 the tiles of the pivot row and column against it (blockIdx.y picks row or column), phase 3 every other tile from its row and column tiles; int distances with an INF sentinel that never overflows, 2-D blocks of 32 x 32 threads.
// @let N = 1024
// @let TILE = 32
// @let NB = N / TILE
// @buf dist i32[N * N] uniform(1, 1000)
// @launch fw_init grid(cdiv(N * N, 256)) block(256) args(dist, i32(N))
// @loop k = 0; k < NB; k = k + 1
//   @launch fw_phase1<32> grid(1) block(32, 32) args(dist, i32(N), i32(k))
//   @launch fw_phase2<32> grid(NB, 2) block(32, 32) args(dist, i32(N), i32(k))
//   @launch fw_phase3<32> grid(NB, NB) block(32, 32) args(dist, i32(N), i32(k))
// @end
// @check dist exact

#define INF_DIST (1 << 29)

// Sparsify the random weights: about one edge in eight survives, the diagonal is 0.
__global__ void fw_init(int *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n * n) return;
  int r = i / n, c = i % n;
  if (r == c) d[i] = 0;
  else if ((d[i] & 7) != 0) d[i] = INF_DIST;
}

template <int TS>
__global__ void fw_phase1(int *__restrict__ d, int n, int kb) {
  __shared__ int t[TS][TS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int base = kb * TS;
  t[ty][tx] = d[(base + ty) * n + base + tx];
  __syncthreads();
#pragma unroll 4
  for (int k = 0; k < TS; ++k) {
    int via = t[ty][k] + t[k][tx];
    __syncthreads();
    if (via < t[ty][tx]) t[ty][tx] = via;
    __syncthreads();
  }
  d[(base + ty) * n + base + tx] = t[ty][tx];
}

template <int TS>
__global__ void fw_phase2(int *__restrict__ d, int n, int kb) {
  if (blockIdx.x == kb) return;
  __shared__ int piv[TS][TS];
  __shared__ int cur[TS][TS];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int base = kb * TS;
  const bool row = blockIdx.y == 0; // pivot row tile (kb, x) or pivot column tile (x, kb)
  const int r0 = row ? base : blockIdx.x * TS;
  const int c0 = row ? blockIdx.x * TS : base;
  piv[ty][tx] = d[(base + ty) * n + base + tx];
  cur[ty][tx] = d[(r0 + ty) * n + c0 + tx];
  __syncthreads();
  for (int k = 0; k < TS; ++k) {
    int via = row ? piv[ty][k] + cur[k][tx] : cur[ty][k] + piv[k][tx];
    __syncthreads();
    if (via < cur[ty][tx]) cur[ty][tx] = via;
    __syncthreads();
  }
  d[(r0 + ty) * n + c0 + tx] = cur[ty][tx];
}

template <int TS>
__global__ void fw_phase3(int *__restrict__ d, int n, int kb) {
  if (blockIdx.x == kb || blockIdx.y == kb) return;
  __shared__ int rowt[TS][TS]; // tile (y, kb)
  __shared__ int colt[TS][TS]; // tile (kb, x)
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int base = kb * TS;
  const int r = blockIdx.y * TS + ty, c = blockIdx.x * TS + tx;
  rowt[ty][tx] = d[r * n + base + tx];
  colt[ty][tx] = d[(base + ty) * n + c];
  __syncthreads();
  int best = d[r * n + c];
#pragma unroll
  for (int k = 0; k < TS; ++k) best = min(best, rowt[ty][k] + colt[k][tx]);
  d[r * n + c] = best;
}

template __global__ void fw_phase1<32>(int *, int, int);
template __global__ void fw_phase2<32>(int *, int, int);
template __global__ void fw_phase3<32>(int *, int, int);
