// @realcode Winograd F(2x2, 3x3) convolution in three kernels as inference engines stage it: the filter transform G g G^T and the input-tile transform B^T d B written with constexpr transform matrices in structs and unrolled matrix products templated on the sizes, the element-wise stage as a batched GEMM over the 16 transform positions (channels reduced through a __shared__ tile), and the output transform A^T m A writing 2x2 outputs per tile with bias; NCHW float input, stride 1, padding 1.
// @let NB = 2
// @let CIN = 64
// @let COUT = 64
// @let H = 64
// @let W = 64
// @let TILES = (H / 2) * (W / 2)
// @buf x f32[NB * CIN * H * W] uniform(-1, 1)
// @buf g f32[COUT * CIN * 9] uniform(-0.2, 0.2)
// @buf bias f32[COUT] uniform(-0.1, 0.1)
// @buf U f32[16 * COUT * CIN] zero
// @buf V f32[16 * CIN * NB * TILES] zero
// @buf Mt f32[16 * COUT * NB * TILES] zero
// @buf y f32[NB * COUT * H * W] zero
// @launch filter_transform grid(cdiv(COUT * CIN, 128)) block(128) args(g, U, i32(COUT * CIN))
// @launch input_transform grid(cdiv(NB * CIN * TILES, 128)) block(128) args(x, V, i32(NB), i32(CIN), i32(H), i32(W))
// @launch batched_tile_gemm grid(cdiv(NB * TILES, 32), COUT / 32, 16) block(32, 8) args(U, V, Mt, i32(COUT), i32(CIN), i32(NB * TILES))
// @launch output_transform grid(cdiv(NB * COUT * TILES, 128)) block(128) args(Mt, bias, y, i32(NB), i32(COUT), i32(H), i32(W))
// @check U rel=1e-5 abs=1e-6
// @check V rel=1e-5 abs=1e-6
// @check Mt rel=1e-4 abs=1e-4
// @check y rel=1e-4 abs=1e-4

template <int R, int C> struct Mat {
  float m[R][C];
};

struct Winograd23 {
  static constexpr Mat<4, 3> G{{{1.0f, 0.0f, 0.0f}, {0.5f, 0.5f, 0.5f}, {0.5f, -0.5f, 0.5f}, {0.0f, 0.0f, 1.0f}}};
  static constexpr Mat<4, 4> BT{{{1, 0, -1, 0}, {0, 1, 1, 0}, {0, -1, 1, 0}, {0, 1, 0, -1}}};
  static constexpr Mat<2, 4> AT{{{1, 1, 1, 0}, {0, 1, -1, -1}}};
};

// out = L * in * R^T with L (P x Q), in (Q x Q), R (P x Q).
template <int P, int Q>
__device__ __forceinline__ void sandwich(const Mat<P, Q> &L, const float (&in)[Q][Q], float (&out)[P][P]) {
  float tmp[P][Q];
#pragma unroll
  for (int i = 0; i < P; i++)
#pragma unroll
    for (int j = 0; j < Q; j++) {
      float s = 0.0f;
#pragma unroll
      for (int k = 0; k < Q; k++) s += L.m[i][k] * in[k][j];
      tmp[i][j] = s;
    }
#pragma unroll
  for (int i = 0; i < P; i++)
#pragma unroll
    for (int j = 0; j < P; j++) {
      float s = 0.0f;
#pragma unroll
      for (int k = 0; k < Q; k++) s += tmp[i][k] * L.m[j][k];
      out[i][j] = s;
    }
}

__global__ void filter_transform(const float *__restrict__ g, float *__restrict__ U, int count) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;  // cout * CIN + cin
  if (idx >= count) return;
  float in[3][3], out[4][4];
#pragma unroll
  for (int i = 0; i < 9; i++) in[i / 3][i % 3] = g[idx * 9 + i];
  constexpr Mat<4, 3> G = Winograd23::G;
  sandwich<4, 3>(G, in, out);
#pragma unroll
  for (int e = 0; e < 16; e++) U[(size_t)e * count + idx] = out[e / 4][e % 4];
}

// B^T d B as L * d * L^T with L = B^T.
__global__ void input_transform(const float *__restrict__ x, float *__restrict__ V, int nb, int cin, int h, int w) {
  const int tiles_w = w / 2, tiles = (h / 2) * tiles_w;
  int idx = blockIdx.x * blockDim.x + threadIdx.x;  // (c * nb + n) * tiles + t
  if (idx >= nb * cin * tiles) return;
  const int t = idx % tiles, n = (idx / tiles) % nb, c = idx / tiles / nb;
  const int ty = (t / tiles_w) * 2 - 1, tx = (t % tiles_w) * 2 - 1;
  const float *plane = x + ((size_t)n * cin + c) * h * w;
  float d[4][4], v[4][4];
#pragma unroll
  for (int i = 0; i < 4; i++)
#pragma unroll
    for (int j = 0; j < 4; j++) {
      int yy = ty + i, xx = tx + j;
      d[i][j] = (yy >= 0 && yy < h && xx >= 0 && xx < w) ? plane[yy * w + xx] : 0.0f;
    }
  constexpr Mat<4, 4> BT = Winograd23::BT;
  sandwich<4, 4>(BT, d, v);
  const size_t cols = (size_t)nb * tiles;
#pragma unroll
  for (int e = 0; e < 16; e++) V[((size_t)e * cin + c) * cols + (size_t)n * tiles + t] = v[e / 4][e % 4];
}

// M[e][k][col] = sum_c U[e][k][c] * V[e][c][col]; a 32 x 32 output tile per block.
__global__ void batched_tile_gemm(const float *__restrict__ U, const float *__restrict__ V, float *__restrict__ M,
                                  int cout, int cin, int cols) {
  __shared__ float Us[32][33];
  const int e = blockIdx.z;
  const int col = blockIdx.x * 32 + threadIdx.x;
  const int k0 = blockIdx.y * 32;
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int c0 = 0; c0 < cin; c0 += 32) {
    for (int r = threadIdx.y; r < 32; r += 8) Us[r][threadIdx.x] = U[((size_t)e * cout + k0 + r) * cin + c0 + threadIdx.x];
    __syncthreads();
    for (int c = 0; c < 32; c++) {
      float v = col < cols ? V[((size_t)e * cin + c0 + c) * cols + col] : 0.0f;
#pragma unroll
      for (int j = 0; j < 4; j++) acc[j] += Us[threadIdx.y * 4 + j][c] * v;
    }
    __syncthreads();
  }
  if (col < cols)
#pragma unroll
    for (int j = 0; j < 4; j++) M[((size_t)e * cout + k0 + threadIdx.y * 4 + j) * cols + col] = acc[j];
}

__global__ void output_transform(const float *__restrict__ M, const float *__restrict__ bias, float *__restrict__ y,
                                 int nb, int cout, int h, int w) {
  const int tiles_w = w / 2, tiles = (h / 2) * tiles_w;
  int idx = blockIdx.x * blockDim.x + threadIdx.x;  // (k * nb + n) * tiles + t
  if (idx >= nb * cout * tiles) return;
  const int t = idx % tiles, n = (idx / tiles) % nb, k = idx / tiles / nb;
  const size_t cols = (size_t)nb * tiles;
  float m[4][4], o[2][2];
#pragma unroll
  for (int e = 0; e < 16; e++) m[e / 4][e % 4] = M[((size_t)e * cout + k) * cols + (size_t)n * tiles + t];
  constexpr Mat<2, 4> AT = Winograd23::AT;
  sandwich<2, 4>(AT, m, o);
  const int oy = (t / tiles_w) * 2, ox = (t % tiles_w) * 2;
  float *plane = y + ((size_t)n * cout + k) * h * w;
#pragma unroll
  for (int i = 0; i < 2; i++)
#pragma unroll
    for (int j = 0; j < 2; j++) plane[(oy + i) * w + ox + j] = o[i][j] + bias[k];
}
