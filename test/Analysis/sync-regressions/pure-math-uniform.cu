// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// Issue 11: a loop bounded by pure math on a constant (__log2f(HEIGHT)) was
// judged thread-dependent, so its barriers were "divergent". libdevice math
// on uniform values is uniform.
#define HEIGHT 256
__global__ void scan_log(float *g) {
  __shared__ float s[HEIGHT];
  int t = threadIdx.x;
  s[t] = g[t];
  __syncthreads();
  for (int i = 1; i <= __log2f(HEIGHT); i++) {
    int off = 1 << (i - 1);
    float v = t >= off ? s[t - off] : 0.f;
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  g[t] = s[t];
}
__global__ void pow_bound(float *g, int n) {
  __shared__ float s[256];
  int t = threadIdx.x;
  s[t] = g[t];
  for (int i = 0; i < (int)__powf(2.0f, (float)n) && i < 8; ++i) {
    __syncthreads();
    g[t] += s[(t + i) % 256];
  }
}
