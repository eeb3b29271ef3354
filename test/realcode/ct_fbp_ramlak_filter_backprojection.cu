// @realcode Parallel-beam CT filtered backprojection as reconstruction toolkits run it: a Ram-Lak ramp filter applied to each of 720 projections by direct spatial convolution (one block per projection row staged in shared memory, the analytic kernel 1/4, 0, -1/(pi^2 n^2) over a 257-tap window), then a pixel-driven backprojection of a 1024^2 image whose blocks build the projection angles' sin/cos table in shared memory with sincospif, interpolate each filtered row linearly at t = x cos + y sin, and scale by pi / angles.
// @let DET = 1024
// @let ANGLES = 720
// @let IMG = 1024
// @buf sino f32[ANGLES * DET] uniform(0, 1)
// @buf filtered f32[ANGLES * DET] zero
// @buf image f32[IMG * IMG] zero
// @launch ramlak_filter<1024, 128> grid(ANGLES) block(256) args(sino, filtered)
// @launch backproject grid(IMG / 16, IMG / 16) block(16, 16) args(filtered, image, i32(ANGLES), i32(DET), i32(IMG))
// @check filtered abs=1e-4 rel=1e-4
// @check image abs=1e-3 rel=1e-3

__device__ __forceinline__ float ramlak_tap(int n) {
  if (n == 0) return 0.25f;
  if ((n & 1) == 0) return 0.0f;
  const float pi2 = 9.8696044f;
  return -1.0f / (pi2 * (float)(n * n));
}

template <int DET, int HALF>
__global__ void __launch_bounds__(256) ramlak_filter(const float *__restrict__ sino, float *__restrict__ filtered) {
  __shared__ float row[DET + 2 * HALF];
  __shared__ float taps[2 * HALF + 1];
  const float *in = sino + (size_t)blockIdx.x * DET;
  for (int i = threadIdx.x; i < DET + 2 * HALF; i += blockDim.x) {
    int d = i - HALF;
    row[i] = (d >= 0 && d < DET) ? in[d] : 0.0f; // zero padding past the detector
  }
  for (int i = threadIdx.x; i <= 2 * HALF; i += blockDim.x) taps[i] = ramlak_tap(i - HALF);
  __syncthreads();
  for (int d = threadIdx.x; d < DET; d += blockDim.x) {
    float acc = 0.0f;
#pragma unroll 8
    for (int k = 0; k <= 2 * HALF; ++k) acc += taps[k] * row[d + 2 * HALF - k];
    filtered[(size_t)blockIdx.x * DET + d] = acc;
  }
}

__global__ void backproject(const float *__restrict__ filtered, float *__restrict__ image, int angles, int det, int img) {
  __shared__ float2 trig[720];
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  for (int a = tid; a < angles; a += blockDim.x * blockDim.y) {
    float s, c;
    sincospif((float)a / angles, &s, &c);
    trig[a] = make_float2(c, s);
  }
  __syncthreads();
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y * blockDim.y + threadIdx.y;
  const float x = px - 0.5f * (img - 1);
  const float y = py - 0.5f * (img - 1);
  const float centre = 0.5f * (det - 1);
  float acc = 0.0f;
  for (int a = 0; a < angles; ++a) {
    float t = x * trig[a].x + y * trig[a].y + centre;
    int t0 = __float2int_rd(t);
    float w = t - t0;
    const float *row = filtered + (size_t)a * det;
    float v0 = (t0 >= 0 && t0 < det) ? __ldg(row + t0) : 0.0f;
    float v1 = (t0 + 1 >= 0 && t0 + 1 < det) ? __ldg(row + t0 + 1) : 0.0f;
    acc += v0 + w * (v1 - v0);
  }
  image[py * img + px] = acc * (3.14159265f / angles);
}

// Host side: filter every projection, then backproject.
void fbp_reconstruct(const float *sino, float *filtered, float *image, int angles, int img, cudaStream_t s) {
  ramlak_filter<1024, 128><<<angles, 256, 0, s>>>(sino, filtered);
  backproject<<<dim3(img / 16, img / 16), dim3(16, 16), 0, s>>>(filtered, image, angles, 1024, img);
}
