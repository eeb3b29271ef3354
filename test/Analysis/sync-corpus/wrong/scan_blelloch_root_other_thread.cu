// Blelloch scan (while loops, block-size template) whose root is cleared by the
// last thread with no barrier after the up-sweep: in the last up-sweep step
// thread 0 writes buf[ELEMS - 1], which thread THREADS - 1 then clears.
// LAUNCH: kernel=_Z15scan_root_otherILi128EEvPKjPj grid=8 block=128 args=in:u32[2048]:rand(0,100) out:u32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <int THREADS>
__global__ void __launch_bounds__(THREADS) scan_root_other(const unsigned *in, unsigned *out) {
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

  // CHECK: scan_blelloch_root_other_thread.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-6]]{{(,|$)}}
  if (t == THREADS - 1) buf[ELEMS - 1] = 0;

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

template __global__ void scan_root_other<128>(const unsigned *, unsigned *);
