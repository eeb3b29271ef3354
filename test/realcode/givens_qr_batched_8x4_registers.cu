// @realcode Batched thin QR factorisations of small tall matrices by Givens rotations as signal-processing and robotics codes do them (recursive least squares, beamforming): one 8x4 matrix per thread held in a fully unrolled register array, each subdiagonal entry annihilated bottom-up with a rotation from hypotf and copysignf-free division, the same rotations applied to a right-hand side so that the triangular system R x = Q^T b is solved by back substitution for the least-squares solution.
// @let NM = 1 << 18
// @buf a f32[NM * 32] uniform(-1, 1)
// @buf rhs f32[NM * 8] uniform(-1, 1)
// @buf r f32[NM * 16] zero
// @buf x f32[NM * 4] zero
// @launch givens_qr_lsq grid(NM / 128) block(128) args(a, rhs, r, x, i32(NM))
// @check r abs=1e-4 rel=1e-4
// @check x abs=1e-3 rel=1e-3 frac=1e-3 (a nearly rank-deficient random 8x4 system amplifies the last ulps of R)
#define M 8
#define N 4

__global__ void __launch_bounds__(128) givens_qr_lsq(const float *__restrict__ a, const float *__restrict__ rhs,
                                                     float *__restrict__ r_out, float *__restrict__ x_out, int nm) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= nm)
    return;
  float A[M][N], b[M];
#pragma unroll
  for (int i = 0; i < M; ++i) {
    float4 row = __ldg(reinterpret_cast<const float4 *>(a + (size_t)id * M * N) + i);
    A[i][0] = row.x;
    A[i][1] = row.y;
    A[i][2] = row.z;
    A[i][3] = row.w;
    b[i] = rhs[(size_t)id * M + i];
  }
#pragma unroll
  for (int j = 0; j < N; ++j) {
#pragma unroll
    for (int i = M - 1; i > j; --i) {
      float p = A[i - 1][j], q = A[i][j];
      if (q == 0.f)
        continue;
      float rr = hypotf(p, q);
      float c = p / rr, s = q / rr;
#pragma unroll
      for (int k = j; k < N; ++k) {
        float u = A[i - 1][k], v = A[i][k];
        A[i - 1][k] = c * u + s * v;
        A[i][k] = -s * u + c * v;
      }
      float u = b[i - 1], v = b[i];
      b[i - 1] = c * u + s * v;
      b[i] = -s * u + c * v;
    }
  }
  float xs[N];
#pragma unroll
  for (int i = N - 1; i >= 0; --i) {
    float s = b[i];
#pragma unroll
    for (int k = i + 1; k < N; ++k)
      s -= A[i][k] * xs[k];
    xs[i] = s / A[i][i];
  }
#pragma unroll
  for (int i = 0; i < N; ++i) {
    reinterpret_cast<float4 *>(r_out + (size_t)id * N * N)[i] = make_float4(A[i][0], A[i][1], A[i][2], A[i][3]);
  }
  reinterpret_cast<float4 *>(x_out)[id] = make_float4(xs[0], xs[1], xs[2], xs[3]);
}
