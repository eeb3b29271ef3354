// Blelloch exclusive scan written with while loops in a block-size template
// (as many scan libraries spell it): the up-sweep halves `active` with `/= 2`
// while `stride` doubles with `<<= 1`, the root is cleared by the last
// thread, the down-sweep halves `stride` with `>>= 1`.
// LAUNCH: kernel=_Z9scan_tmplILi128EEvPKjPj grid=8 block=128 args=in:u32[2048]:rand(0,100) out:u32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <int THREADS>
__global__ void __launch_bounds__(THREADS) scan_tmpl(const unsigned *in, unsigned *out) {
  constexpr int ELEMS = 2 * THREADS;
  __shared__ unsigned buf[ELEMS];
  const int t = threadIdx.x;
  const unsigned base = blockIdx.x * ELEMS;
  buf[t] = in[base + t];
  buf[t + THREADS] = in[base + t + THREADS];

  int stride = 1;
  int active = ELEMS / 2;
  while (active > 0) {
    __syncthreads();
    if (t < active) {
      int left = stride * (2 * t + 1) - 1;
      int right = left + stride;
      buf[right] += buf[left];
    }
    stride <<= 1;
    active /= 2;
  }

  if (t == 0) buf[ELEMS - 1] = 0;

  active = 1;
  while (active < ELEMS) {
    stride >>= 1;
    __syncthreads();
    if (t < active) {
      int left = stride * (2 * t + 1) - 1;
      int right = left + stride;
      unsigned v = buf[left];
      buf[left] = buf[right];
      buf[right] += v;
    }
    active *= 2;
  }
  __syncthreads();
  out[base + t] = buf[t];
  out[base + t + THREADS] = buf[t + THREADS];
}

template __global__ void scan_tmpl<128>(const unsigned *, unsigned *);
