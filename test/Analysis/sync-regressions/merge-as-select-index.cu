// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// Issue 11 (branch sync13): Rodinia heartwall recovers the row and column of
// a column-major element with an if that fixes up the last row:
//   row = (e + 1) % R - 1; col = (e + 1) / R; if ((e + 1) % R == 0) { row = R - 1; col -= 1; }
// The merged row and col were block arguments the thread tables could not
// evaluate, so the store `t[col * R + row]` (which is t[e]) was "not an affine
// function" (a warning). An if/else's merged value is now tabulated as a
// select on the branch's condition, and the injective-strided-store rule sees
// that col * R + row takes a different value for every e.
#define R 25
#define THREADS 128

__global__ void __launch_bounds__(THREADS) colmajor(const float *in, float *out) {
  __shared__ float t[R * R];
  for (int e = threadIdx.x; e < R * R; e += THREADS) {
    int row = (e + 1) % R - 1;
    int col = (e + 1) / R;
    if ((e + 1) % R == 0) {
      row = R - 1;
      col = col - 1;
    }
    t[col * R + row] = in[e];
  }
  __syncthreads();
  out[threadIdx.x] = t[R * R - 1 - threadIdx.x];
}
