// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// A barrier under a thread-dependent branch names two threads that disagree
// on the branch, also when the condition reads loop counters (fixed to a
// value they take) or blockDim / threadIdx.y (under an admissible shape).
__global__ void guard_on_counter(float *g) {
  __shared__ float s[1024];
  unsigned t = threadIdx.x;
  s[t] = g[t];
  __syncthreads();
  for (unsigned o = blockDim.x / 2; o > 0; o >>= 1) {
    if (t < o) {
      s[t] += s[t + o];
      // CHECK: divergent-barrier-witness.cu:[[@LINE+1]]:{{.*}}: error: block barrier is reached under thread-dependent control flow{{.*}}(with a 1024-thread block, threads 0 and 512 disagree on it)
      __syncthreads();
    }
  }
  g[t] = s[t];
}

__global__ void partner_of_inner_counter(unsigned *g) {
  __shared__ unsigned s[256];
  unsigned t = threadIdx.x;
  s[t] = g[t];
  __syncthreads();
  for (unsigned k = 2; k <= 256; k <<= 1)
    for (unsigned j = k >> 1; j > 0; j >>= 1)
      if ((t ^ j) > t) {
        s[t] = min(s[t], s[t ^ j]);
        // CHECK: divergent-barrier-witness.cu:[[@LINE+1]]:{{.*}}: error: {{.*}}(threads 0 and 1 disagree on it)
        __syncthreads();
      }
  g[t] = s[t];
}

__global__ void per_thread_trip_count(float *g) {
  __shared__ float s[256];
  int t = threadIdx.x;
  s[t] = g[t];
  for (int r = 0; r < t % 4; ++r)
    // CHECK: divergent-barrier-witness.cu:[[@LINE+1]]:{{.*}}: error: {{.*}}(threads 0 and 1 disagree on it)
    __syncthreads();
  g[t] = s[t];
}

__global__ void two_d_halo(float *g) {
  __shared__ float tile[18][18];
  int tx = threadIdx.x, ty = threadIdx.y;
  tile[ty + 1][tx + 1] = g[ty * 16 + tx];
  if (tx == 0) {
    tile[ty + 1][0] = 0.f;
    // CHECK: divergent-barrier-witness.cu:[[@LINE+1]]:{{.*}}: error: {{.*}}(with a 16x16 block, threads (0,0) and (1,0) disagree on it)
    __syncthreads();
  }
  g[ty * 16 + tx] = tile[ty + 1][tx + 1];
}
