// A first-order linear recurrence h[i] = a[i] * h[i - 1] + b[i] (a selective-scan / RNN
// style state update) over one 2048-element channel per block: each thread composes the affine
// maps of its 8 consecutive elements, the block scans the 256 composites (kept as the two
// members of a __shared__ struct) with a Hillis-Steele loop that reads the neighbour's pair
// before a barrier and writes its own after it, and each thread then replays its elements
// from the prefix state.
// LAUNCH: grid=3 block=256 tol=1e-3 args=a:f32[6144]:urand b:f32[6144]:rand h:f32[6144]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256
#define PER_THREAD 8
#define LEN (THREADS * PER_THREAD)

struct AffineMaps {
  float mul[THREADS];
  float add[THREADS];
};

extern "C" __global__ void __launch_bounds__(THREADS)
linear_recurrence_chunk_scan_struct(const float *a, const float *b, float *h) {
  __shared__ AffineMaps s;
  const int t = threadIdx.x;
  const int base = blockIdx.x * LEN + t * PER_THREAD;
  float A = 1.f, B = 0.f;
  for (int i = 0; i < PER_THREAD; ++i) {
    const float ai = a[base + i];
    A = ai * A;
    B = ai * B + b[base + i];
  }
  s.mul[t] = A;
  s.add[t] = B;
  __syncthreads();
  for (int off = 1; off < THREADS; off <<= 1) {
    float pm = 1.f, pa = 0.f;
    if (t >= off) {
      pm = s.mul[t - off];
      pa = s.add[t - off];
    }
    __syncthreads();
    if (t >= off) {
      const float m = s.mul[t], c = s.add[t];
      s.mul[t] = m * pm;
      s.add[t] = m * pa + c;
    }
    __syncthreads();
  }
  float state = t > 0 ? s.add[t - 1] : 0.f;
  for (int i = 0; i < PER_THREAD; ++i) {
    state = a[base + i] * state + b[base + i];
    h[base + i] = state;
  }
}
