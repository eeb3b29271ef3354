// @realcode multichannel audio filtering as GPU audio plugins and SDR receivers do it: a cascade of four biquad sections (transposed direct form II, coefficients b0 b1 b2 a1 a2 per section in a __constant__ array of structs designed for a band-pass), one thread per channel running sequentially over a 4096-sample block with the section states in registers (the recursion cannot be parallelised over time), interleaved-to-planar input loads staged through shared memory so global reads coalesce, and an RMS level meter per channel computed in double; a second kernel applies a per-channel gain ramp with __saturatef clipping.
// @let NCH = 8192
// @let NS = 4096
// @buf in f32[NS * NCH] uniform(-1, 1)
// @buf state f32[NCH * 8] zero
// @buf out f32[NCH * NS] zero
// @buf rms f64[NCH] zero
// @buf gain f32[NCH] uniform(0.5, 4)
// @launch biquad_cascade<4, 32> grid(NCH / 32) block(32) args(in, state, out, rms, i32(NCH), i32(NS))
// @launch gain_ramp_clip grid(cdiv(NCH * NS, 256)) block(256) args(out, gain, i32(NCH), i32(NS))
// @check state abs=1e-5 rel=1e-4
// @check out abs=1e-5 rel=1e-4
// @check rms abs=1e-7 rel=1e-6

struct Biquad {
  float b0, b1, b2, a1, a2;
};
// Four 2nd-order sections of a band-pass (RBJ cookbook, normalised by a0).
__constant__ Biquad c_sections[4] = {
    {0.0200834f, 0.0f, -0.0200834f, -1.9544212f, 0.9598332f},
    {0.0200834f, 0.0f, -0.0200834f, -1.9389863f, 0.9598332f},
    {0.0413839f, 0.0f, -0.0413839f, -1.9047890f, 0.9172322f},
    {0.0413839f, 0.0f, -0.0413839f, -1.8806413f, 0.9172322f},
};

template <int NSEC, int TILE_CH>
__global__ void biquad_cascade(const float *__restrict__ in, float *__restrict__ state, float *__restrict__ out,
                               double *__restrict__ rms, int nch, int ns) {
  __shared__ float tile[32][TILE_CH + 1]; // 32 samples x TILE_CH channels
  const int ch = blockIdx.x * TILE_CH + threadIdx.x;
  float z1[NSEC], z2[NSEC];
#pragma unroll
  for (int s = 0; s < NSEC; ++s) {
    z1[s] = state[ch * 8 + 2 * s];
    z2[s] = state[ch * 8 + 2 * s + 1];
  }
  double energy = 0.0;
  for (int t0 = 0; t0 < ns; t0 += 32) {
    // Interleaved input: sample t of channel c at in[t * nch + c]; a row of the tile is one coalesced read.
    for (int k = 0; k < 32; ++k) tile[k][threadIdx.x] = in[(size_t)(t0 + k) * nch + blockIdx.x * TILE_CH + threadIdx.x];
    __syncwarp();
    for (int k = 0; k < 32; ++k) {
      float v = tile[k][threadIdx.x];
#pragma unroll
      for (int s = 0; s < NSEC; ++s) {
        const Biquad q = c_sections[s];
        const float yv = q.b0 * v + z1[s];
        z1[s] = q.b1 * v - q.a1 * yv + z2[s];
        z2[s] = q.b2 * v - q.a2 * yv;
        v = yv;
      }
      out[(size_t)ch * ns + t0 + k] = v;
      energy += (double)v * v;
    }
    __syncwarp();
  }
#pragma unroll
  for (int s = 0; s < NSEC; ++s) {
    state[ch * 8 + 2 * s] = z1[s];
    state[ch * 8 + 2 * s + 1] = z2[s];
  }
  rms[ch] = sqrt(energy / ns);
}

__global__ void gain_ramp_clip(float *__restrict__ buf, const float *__restrict__ gain, int nch, int ns) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nch * ns) return;
  const int ch = i / ns, t = i % ns;
  const float g = 1.f + (gain[ch] - 1.f) * (float)t / (float)(ns - 1);
  // Map [-1, 1] to [0, 1], saturate, map back: a hard clipper.
  buf[i] = 2.f * __saturatef(0.5f * (buf[i] * g) + 0.5f) - 1.f;
}

template __global__ void biquad_cascade<4, 32>(const float *, float *, float *, double *, int, int);
