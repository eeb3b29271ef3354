// Single-source shortest paths on a small dense graph by one block, in the
// style of textbook GPU Dijkstra: every step each thread finds the nearest
// unvisited vertex among those it owns, a shared tree reduction picks the
// block-wide argmin, thread 0 marks it visited and publishes it, and every
// thread relaxes the edges out of it for its vertices. The step loop ends
// for the whole block when no reachable vertex is left. The distance of the
// chosen vertex is taken from the reduction's slot 0, not from dist[].
// LAUNCH: grid=2 block=64 args=w:f32[32768]:urand dist_out:f32[256]:zero n:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define MAXN 128
#define THREADS 64

extern "C" __global__ void dijkstra_single_block_argmin(const float *w, float *dist_out, int n) {
  __shared__ float dist[MAXN];
  __shared__ int visited[MAXN];
  __shared__ float best_d[THREADS];
  __shared__ int best_v[THREADS];
  __shared__ int s_u;
  const float *g = w + (size_t)blockIdx.x * n * n;
  const int t = threadIdx.x;

  for (int v = t; v < n; v += THREADS) {
    dist[v] = v == 0 ? 0.0f : INFINITY;
    visited[v] = 0;
  }
  __syncthreads();

  for (int step = 0; step < n; step++) {
    float bd = INFINITY;
    int bv = -1;
    for (int v = t; v < n; v += THREADS)
      if (!visited[v] && dist[v] < bd) {
        bd = dist[v];
        bv = v;
      }
    best_d[t] = bd;
    best_v[t] = bv;
    __syncthreads();
    for (int s = THREADS / 2; s > 0; s >>= 1) {
      if (t < s && best_d[t + s] < best_d[t]) {
        best_d[t] = best_d[t + s];
        best_v[t] = best_v[t + s];
      }
      __syncthreads();
    }
    if (t == 0) {
      s_u = best_v[0];
      if (s_u >= 0)
        visited[s_u] = 1;
    }
    __syncthreads();
    const int u = s_u;
    if (u < 0)
      break;
    const float du = best_d[0];
    for (int v = t; v < n; v += THREADS) {
      const float nd = du + g[u * n + v];
      if (!visited[v] && nd < dist[v])
        dist[v] = nd;
    }
    __syncthreads();
  }
  for (int v = t; v < n; v += THREADS)
    dist_out[blockIdx.x * n + v] = dist[v];
}
