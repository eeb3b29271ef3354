// linear_recurrence_chunk_scan_struct without the barrier between reading the neighbour's
// composite and writing one's own: thread t - off may overwrite mul[t - off] before thread t
// has read it.
// LAUNCH: grid=3 block=256 tol=1e-3 args=a:f32[6144]:urand b:f32[6144]:rand h:f32[6144]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256
#define PER_THREAD 8
#define LEN (THREADS * PER_THREAD)

struct AffineMaps {
  float mul[THREADS];
  float add[THREADS];
};

extern "C" __global__ void __launch_bounds__(THREADS)
linear_recurrence_scan_no_read_sync(const float *a, const float *b, float *h) {
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
    if (t >= off) {
      const float m = s.mul[t], c = s.add[t];
      // CHECK: linear_recurrence_scan_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
