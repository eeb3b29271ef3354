// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// Issue 11: per-thread slots s[j * 256 + t] under __launch_bounds__(256):
// with at most 256 threads, j * 256 + t is one thread's for every j.
__global__ void __launch_bounds__(256) slots(float *out, int n) {
  __shared__ float s[4 * 256];
  int t = threadIdx.x;
  for (int j = 0; j < 4; ++j)
    s[j * 256 + t] = out[j * 256 + t];
  float acc = 0;
  for (int j = 0; j < 4; ++j)
    acc += s[j * 256 + t];
  out[t] = acc;
}
