// @realcode Bluestein's chirp-z algorithm for DFTs of a length that is not a power of two (N = 500), one thread block per signal, written in the C style of cuComplex.h code: cuDoubleComplex with cuCmul/cuCadd/cuConj/make_cuDoubleComplex, the chirp w_k = exp(-i pi k^2 / N) computed with sincospi on (k^2 mod 2N) / N to keep the argument small, the chirp sequences zero-padded to M = 1024 in shared memory, an in-place iterative radix-2 FFT in shared memory (bit reversal by __brev, twiddles by sincospi), the pointwise product with the FFT of the conjugate chirp computed by the same block, the inverse FFT by conjugation, and the final chirp multiply with 1/M scaling.
// @let NSIG = 2048
// @let NLEN = 500
// @let M = 1024
// @buf xr f64[NSIG * NLEN] uniform(-1, 1)
// @buf xi f64[NSIG * NLEN] uniform(-1, 1)
// @buf out f64[NSIG * NLEN * 2] zero
// @launch bluestein_dft grid(NSIG) block(512) args(xr, xi, out, i32(NLEN))
// @check out abs=1e-9 rel=1e-9
#include <cuComplex.h>

#define FFT_M 1024
#define LOG2_M 10

// In-place radix-2 decimation-in-time FFT of FFT_M points in shared memory (forward: sign = -1).
__device__ void fft_shared(cuDoubleComplex *a, double sign) {
  for (int i = threadIdx.x; i < FFT_M; i += blockDim.x) {
    const int j = __brev(i) >> (32 - LOG2_M);
    if (j > i) {
      const cuDoubleComplex t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }
  __syncthreads();
  for (int half = 1; half < FFT_M; half <<= 1) {
    for (int b = threadIdx.x; b < FFT_M / 2; b += blockDim.x) {
      const int pos = b % half;
      const int i = (b / half) * 2 * half + pos;
      double s, c;
      sincospi(sign * (double)pos / half, &s, &c);
      const cuDoubleComplex w = make_cuDoubleComplex(c, s);
      const cuDoubleComplex u = a[i];
      const cuDoubleComplex v = cuCmul(w, a[i + half]);
      a[i] = cuCadd(u, v);
      a[i + half] = cuCsub(u, v);
    }
    __syncthreads();
  }
}

__device__ __forceinline__ cuDoubleComplex chirp(int k, int n) {
  // exp(-i pi k^2 / n) with k^2 reduced mod 2n (the chirp's period).
  const long long q = ((long long)k * k) % (2LL * n);
  double s, c;
  sincospi((double)q / n, &s, &c);
  return make_cuDoubleComplex(c, -s);
}

__global__ void __launch_bounds__(512) bluestein_dft(const double *__restrict__ xr, const double *__restrict__ xi, double *out, int n) {
  __shared__ cuDoubleComplex a[FFT_M];
  __shared__ cuDoubleComplex b[FFT_M];
  const double *re = xr + (size_t)blockIdx.x * n;
  const double *im = xi + (size_t)blockIdx.x * n;
  for (int k = threadIdx.x; k < FFT_M; k += blockDim.x) {
    a[k] = k < n ? cuCmul(make_cuDoubleComplex(re[k], im[k]), chirp(k, n)) : make_cuDoubleComplex(0.0, 0.0);
    // b holds conj(chirp) at k and at M - k (the circular convolution's negative indices).
    if (k < n) b[k] = cuConj(chirp(k, n));
    else if (k > FFT_M - n) b[k] = cuConj(chirp(FFT_M - k, n));
    else b[k] = make_cuDoubleComplex(0.0, 0.0);
  }
  __syncthreads();
  fft_shared(a, -1.0);
  fft_shared(b, -1.0);
  for (int k = threadIdx.x; k < FFT_M; k += blockDim.x) a[k] = cuConj(cuCmul(a[k], b[k]));
  __syncthreads();
  fft_shared(a, -1.0);  // inverse by conjugation: conj(FFT(conj(x)))
  double2 *o = reinterpret_cast<double2 *>(out) + (size_t)blockIdx.x * n;
  for (int k = threadIdx.x; k < n; k += blockDim.x) {
    const cuDoubleComplex y = cuCmul(cuConj(a[k]), chirp(k, n));
    o[k] = make_double2(cuCreal(y) / FFT_M, cuCimag(y) / FFT_M);
  }
}
