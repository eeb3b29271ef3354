// @realcode A chirp modulation and spectrum-magnitude pass on cuda::std::complex<float> (libcu++): complex multiply and add, conj, norm and abs, cuda::std::polar for the phase, and cuda::std::popcount from <cuda/std/bit> to pick the sign pattern.
// @let N = 1 << 22
// @buf sig f32[2 * N] uniform(-1, 1)
// @buf out f32[2 * N] zero
// @buf mag f32[N] zero
// @launch chirp_modulate grid(cdiv(N, 256)) block(256) args(sig, out, mag, i32(N), f32(0.0001))
// @check out abs=1e-4 rel=1e-4
// @check mag abs=1e-4 rel=1e-4
#include <cuda/std/complex>
#include <cuda/std/bit>

using cfloat = cuda::std::complex<float>;

__global__ void chirp_modulate(const cfloat *__restrict__ sig, cfloat *__restrict__ out, float *__restrict__ mag,
                               int n, float rate) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // The phase grows quadratically; keep it in [-pi, pi) so sin/cos stay accurate.
  float t = (float)(i % 4096);
  float phase = rate * t * t;
  phase -= 6.28318530718f * floorf(phase / 6.28318530718f + 0.5f);
  cfloat w = cuda::std::polar(1.0f, phase);
  cfloat x = sig[i];
  cfloat y = x * w;
  // Odd-parity indices mix in the conjugate, the others the rotated input.
  if (cuda::std::popcount((unsigned)i) & 1)
    y += cuda::std::conj(x) * cfloat(0.5f, 0.0f);
  else
    y -= x * cfloat(0.0f, 0.25f);
  out[i] = y;
  mag[i] = cuda::std::abs(y) + 0.5f * cuda::std::norm(x);
}
