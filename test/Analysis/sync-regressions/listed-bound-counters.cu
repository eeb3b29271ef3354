// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch sync29, HazardListedCounters.cpp): `%` and `/` of a
// block-strided index by constants (`(c + 511) % 512`, `i = e / 16`, `j = e %
// 16`) are listed execution by execution, with the uniform loop counters the
// two accesses read bound: to one value where both see one iteration of
// their loop, to one per side where a loop went round between them, and at
// one value per residue for a counter with a run-time trip count read only
// through residues (`g & 1`, `(s + r) % 3`).

// A ring of cells ping-ponged by the generation's parity, neighbours
// wrapping round: silent (three warnings before).
// CHECK-NOT: listed-bound-counters.cu:{{(1[0-9]|2[0-9])}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(256) ring_ping_pong(const float *in, float *out, int gens) {
  __shared__ float buf[2][512];
  for (int c = threadIdx.x; c < 512; c += 256) buf[0][c] = in[c];
  __syncthreads();
  for (int g = 0; g < gens; ++g) {
    for (int c = threadIdx.x; c < 512; c += 256)
      buf[(g & 1) ^ 1][c] = buf[g & 1][(c + 511) % 512] + buf[g & 1][(c + 1) % 512];
    __syncthreads();
  }
  out[threadIdx.x] = buf[gens & 1][threadIdx.x];
}

// The same without the generation's barrier: a proven race (a warning
// before), the generations' parities named as residues.
// CHECK: listed-bound-counters.cu:[[@LINE+7]]:{{.*}}error: {{.*}}read-after-write{{.*}}threads {{[0-9]+}} and {{[0-9]+}}, @{{.*}}buf[{{[0-9]+}}]{{.*}}the counter of the loop at line [[@LINE+5]] is {{[01]}} mod 2 at the first access and {{[01]}} mod 2 at the second
__global__ void __launch_bounds__(256) ring_ping_pong_no_sync(const float *in, float *out, int gens) {
  __shared__ float buf[2][512];
  for (int c = threadIdx.x; c < 512; c += 256) buf[0][c] = in[c];
  __syncthreads();
  for (int g = 0; g < gens; ++g) {
    for (int c = threadIdx.x; c < 512; c += 256)
      buf[(g & 1) ^ 1][c] = buf[g & 1][(c + 511) % 512] + buf[g & 1][(c + 1) % 512];
  }
  __syncthreads();
  out[threadIdx.x] = buf[gens & 1][threadIdx.x];
}

// Elimination steps over a flat index: in step k the trailing submatrix (i,
// j > k) is updated from row and column k. The guard reads the strided
// index through `/` and `%`: before, the iteration-by-iteration comparison
// took it as passing and proved a race on A[0] (threads 0 and 32) that the
// guard rules out. Silent now.
// CHECK-NOT: listed-bound-counters.cu:{{(4[0-9]|5[0-9])}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(128) eliminate(float *out) {
  __shared__ float A[16 * 16];
  for (int e = threadIdx.x; e < 256; e += 128) A[e] = out[e];
  __syncthreads();
  for (int k = 0; k < 15; ++k) {
    for (int e = threadIdx.x; e < 256; e += 128) {
      int i = e / 16, j = e % 16;
      if (i > k && j > k) A[e] -= A[i * 16 + k] * A[k * 16 + j];
    }
    __syncthreads();
  }
  for (int e = threadIdx.x; e < 256; e += 128) out[e] = A[e];
}

// Updating column k too: thread 16 (i = 1, j = 0) writes A[16], which
// thread 17 reads as its multiplier in the same step.
// CHECK: listed-bound-counters.cu:[[@LINE+8]]:{{.*}}error: {{.*}}threads 1{{[67]}} and 1{{[67]}}, @{{.*}}A[16]{{.*}}the counter of the loop at line [[@LINE+5]] is 0
__global__ void __launch_bounds__(128) eliminate_column_too(float *out) {
  __shared__ float A[16 * 16];
  for (int e = threadIdx.x; e < 256; e += 128) A[e] = out[e];
  __syncthreads();
  for (int k = 0; k < 15; ++k) {
    for (int e = threadIdx.x; e < 256; e += 128) {
      int i = e / 16, j = e % 16;
      if (i > k && j >= k) A[e] -= A[i * 16 + k] * A[k * 16 + j];
    }
    __syncthreads();
  }
  for (int e = threadIdx.x; e < 256; e += 128) out[e] = A[e];
}

// A ring of three rows: slot (s + 2) % 3 refilled, slots (s + r) % 3 read
// (r a counter of its own): silent with the barrier after the reads, a
// race without it (the refill of step s + 1 hits the slot step s reads).
// CHECK-NOT: listed-bound-counters.cu:{{(8[0-9]|9[0-9])}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(128) ring3(const float *in, float *out, int rows) {
  __shared__ float ring[3][256];
  for (int c = threadIdx.x; c < 256; c += 128) ring[0][c] = in[c], ring[1][c] = in[256 + c];
  __syncthreads();
  for (int s = 0; s < rows; ++s) {
    for (int c = threadIdx.x; c < 256; c += 128) ring[(s + 2) % 3][c] = in[(s + 2) * 256 + c];
    __syncthreads();
    for (int c = threadIdx.x; c < 256; c += 128) {
      float acc = 0.f;
      for (int r = 0; r < 3; ++r) acc += ring[(s + r) % 3][(c + 1) % 256];
      out[s * 256 + c] = acc;
    }
    __syncthreads();
  }
}

// CHECK: listed-bound-counters.cu:[[@LINE+6]]:{{.*}}error: {{.*}}write-after-read{{.*}}threads {{[0-9]+}} and {{[0-9]+}}, @{{.*}}ring[{{[0-9]+}}]{{.*}} mod 3 at the first access and {{[0-2]}} mod 3 at the second
__global__ void __launch_bounds__(128) ring3_no_sync(const float *in, float *out, int rows) {
  __shared__ float ring[3][256];
  for (int c = threadIdx.x; c < 256; c += 128) ring[0][c] = in[c], ring[1][c] = in[256 + c];
  __syncthreads();
  for (int s = 0; s < rows; ++s) {
    for (int c = threadIdx.x; c < 256; c += 128) ring[(s + 2) % 3][c] = in[(s + 2) * 256 + c];
    __syncthreads();
    for (int c = threadIdx.x; c < 256; c += 128) {
      float acc = 0.f;
      for (int r = 0; r < 3; ++r) acc += ring[(s + r) % 3][(c + 1) % 256];
      out[s * 256 + c] = acc;
    }
  }
}
