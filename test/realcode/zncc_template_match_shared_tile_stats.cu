// @realcode Zero-mean normalised cross-correlation template matching as vision libraries run it without FFTs: the 16x16 template's mean and norm computed once into __constant__-like parameters by a one-block kernel with a block reduction, then a 1024x1024 image scored in 16x16 output tiles whose 31x31 input window is staged in shared memory, each thread accumulating the window sums, squared sums and template cross terms in registers over a fully unrolled 16x16 loop, and the score (sum(I T') / sqrt(var(I) * |T'|^2)) written, zero where the window is flat.
// @let W = 1024
// @let TS = 16
// @buf image f32[W * W] uniform(0, 1)
// @buf templ f32[TS * TS] uniform(0, 1)
// @buf tstats f32[4] zero
// @buf score f32[(W - TS + 1) * (W - TS + 1)] zero
// @launch template_stats<16> grid(1) block(256) args(templ, tstats)
// @launch zncc_tiles<16> grid(cdiv(W - TS + 1, 16), cdiv(W - TS + 1, 16)) block(16, 16) args(image, templ, tstats, score, i32(W), i32(W))
// @check tstats abs=1e-5 rel=1e-5
// @check score abs=1e-4 rel=1e-3

template <int T>
__global__ void template_stats(const float *__restrict__ templ, float *__restrict__ stats) {
  __shared__ float partial[2][8];
  const int i = threadIdx.x;
  float v = i < T * T ? templ[i] : 0.0f;
  float s = v, s2 = v * v;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    s += __shfl_xor_sync(0xffffffffu, s, o);
    s2 += __shfl_xor_sync(0xffffffffu, s2, o);
  }
  if (i % 32 == 0) {
    partial[0][i / 32] = s;
    partial[1][i / 32] = s2;
  }
  __syncthreads();
  if (i == 0) {
    float sum = 0.f, sum2 = 0.f;
    for (int w = 0; w < 8; ++w) {
      sum += partial[0][w];
      sum2 += partial[1][w];
    }
    const float n = T * T;
    const float mean = sum / n;
    stats[0] = mean;
    stats[1] = sum2 - n * mean * mean; // |T - mean|^2
    stats[2] = sum;
    stats[3] = n;
  }
}

template <int T>
__global__ void __launch_bounds__(256) zncc_tiles(const float *__restrict__ image, const float *__restrict__ templ,
                                                  const float *__restrict__ stats, float *__restrict__ score, int w, int h) {
  constexpr int TILE = 16, WIN = TILE + T - 1;
  __shared__ float win[WIN][WIN + 1];
  __shared__ float tz[T][T]; // zero-mean template
  const int ox = blockIdx.x * TILE, oy = blockIdx.y * TILE;
  const int tid = threadIdx.y * TILE + threadIdx.x;
  const float tmean = stats[0], tnorm2 = stats[1];
  for (int k = tid; k < WIN * WIN; k += TILE * TILE) {
    int y = oy + k / WIN, x = ox + k % WIN;
    win[k / WIN][k % WIN] = (x < w && y < h) ? image[y * w + x] : 0.0f;
  }
  for (int k = tid; k < T * T; k += TILE * TILE) tz[k / T][k % T] = templ[k] - tmean;
  __syncthreads();

  const int px = ox + threadIdx.x, py = oy + threadIdx.y;
  const int ow = w - T + 1, oh = h - T + 1;
  if (px >= ow || py >= oh) return;
  float si = 0.f, si2 = 0.f, sit = 0.f;
#pragma unroll
  for (int dy = 0; dy < T; ++dy)
#pragma unroll
    for (int dx = 0; dx < T; ++dx) {
      float v = win[threadIdx.y + dy][threadIdx.x + dx];
      si += v;
      si2 += v * v;
      sit += v * tz[dy][dx];
    }
  const float n = T * T;
  const float var = si2 - si * si / n;
  const float denom = var * tnorm2;
  score[py * ow + px] = denom > 1e-12f ? sit * rsqrtf(denom) : 0.0f;
}

// Host side: template statistics, then the score map.
void match_template16(const float *image, const float *templ, float *tstats, float *score, int w, int h, cudaStream_t s) {
  template_stats<16><<<1, 256, 0, s>>>(templ, tstats);
  const int ow = w - 16 + 1, oh = h - 16 + 1;
  zncc_tiles<16><<<dim3((ow + 15) / 16, (oh + 15) / 16), dim3(16, 16), 0, s>>>(image, templ, tstats, score, w, h);
}
