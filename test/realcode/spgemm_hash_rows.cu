// @realcode Row-wise sparse matrix-matrix product (SpGEMM) with shared-memory hash accumulators, in the style of GPU sparse libraries' numeric phase: one block per row of A, each warp takes nonzeros a_ik of the row and its lanes walk row k of B, inserting column j into an open-addressing table of 1024 slots with atomicCAS (multiplicative hash, linear probing, empty = -1) and accumulating a_ik * b_kj with shared atomicAdd; the block then counts the occupied slots with __syncthreads_count and writes the row's nonzero count and a column-weighted checksum.
// @let NR = 1 << 15
// @let NC = 1 << 15
// @let MAXA = 16
// @let MAXB = 24
// @buf arow i32[NR + 1] rowptr(MAXA)
// @buf acol i32[NR * MAXA] uniform(0, NC)
// @buf aval f32[NR * MAXA] uniform(-1, 1)
// @buf brow i32[NC + 1] rowptr(MAXB)
// @buf bcol i32[NC * MAXB] uniform(0, 4096)
// @buf bval f32[NC * MAXB] uniform(-1, 1)
// @buf cnnz i32[NR] zero
// @buf csum f32[NR] zero
// @launch spgemm_hash_numeric<1024> grid(NR) block(256) args(arow, acol, aval, brow, bcol, bval, cnnz, csum)
// @check cnnz exact
// @check csum abs=1e-3 rel=1e-4
template <int SLOTS>
__global__ void __launch_bounds__(256) spgemm_hash_numeric(const int *__restrict__ arow, const int *__restrict__ acol,
                                                           const float *__restrict__ aval, const int *__restrict__ brow,
                                                           const int *__restrict__ bcol, const float *__restrict__ bval,
                                                           int *__restrict__ cnnz, float *__restrict__ csum) {
  static_assert((SLOTS & (SLOTS - 1)) == 0, "power-of-two table");
  __shared__ int keys[SLOTS];
  __shared__ float vals[SLOTS];
  for (int s = threadIdx.x; s < SLOTS; s += blockDim.x) {
    keys[s] = -1;
    vals[s] = 0.f;
  }
  __syncthreads();
  const int row = blockIdx.x;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32, nwarps = blockDim.x / 32;
  for (int p = arow[row] + warp; p < arow[row + 1]; p += nwarps) {
    const int k = acol[p];
    const float a = aval[p];
    for (int q = brow[k] + lane; q < brow[k + 1]; q += 32) {
      const int j = bcol[q];
      unsigned h = ((unsigned)j * 2654435761u) & (SLOTS - 1);
      while (true) {
        const int prev = atomicCAS(&keys[h], -1, j);
        if (prev == -1 || prev == j) {
          atomicAdd(&vals[h], a * bval[q]);
          break;
        }
        h = (h + 1) & (SLOTS - 1);
      }
    }
  }
  __syncthreads();
  int local = 0;
  float weighted = 0.f;
  for (int s = threadIdx.x; s < SLOTS; s += blockDim.x) {
    const int key = keys[s];
    if (key >= 0) {
      ++local;
      weighted += vals[s] * (float)(key % 97 + 1);
    }
  }
  // Each thread has at most SLOTS / 256 = 4 entries: count them in 4 rounds.
  int count = 0;
#pragma unroll
  for (int r = 1; r <= SLOTS / 256; ++r) count += __syncthreads_count(local >= r);
  __shared__ float partial[8];
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) weighted += __shfl_xor_sync(0xffffffffu, weighted, o);
  if (lane == 0) partial[warp] = weighted;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0.f;
    for (int w = 0; w < nwarps; ++w) t += partial[w];
    cnnz[row] = count;
    csum[row] = t;
  }
}

template __global__ void spgemm_hash_numeric<1024>(const int *, const int *, const float *, const int *, const int *,
                                                  const float *, int *, float *);
