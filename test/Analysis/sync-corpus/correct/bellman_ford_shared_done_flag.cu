// Single-source shortest paths on a 256-node ring with chords, relaxed in
// shared memory until nothing changes: a __shared__ bool done is set by
// thread 0 after the barrier that opens each round, cleared by any thread
// that improved a distance (all store the same value), and read by every
// thread in the loop condition after a barrier, so the do-while's exit is
// block-uniform.
// LAUNCH: grid=4 block=256 args=w:i32[1024]:rand(1,20) chord:i32[1024]:rand(0,256) dist_out:i32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define V 256

extern "C" __global__ void bellman_ford_shared_done_flag(const int *w, const int *chord, int *dist_out) {
  __shared__ int dist[V];
  __shared__ bool done;
  int v = threadIdx.x;
  int base = blockIdx.x * V;
  int wv = w[base + v];
  int cv = chord[base + v];
  dist[v] = v == 0 ? 0 : 1 << 28;
  __syncthreads();
  do {
    __syncthreads();
    if (v == 0) done = true;
    int u = (v + V - 1) % V;
    int cand = min(dist[u] + wv, dist[cv] + 2 * wv);
    __syncthreads();
    if (cand < dist[v]) {
      dist[v] = cand;
      done = false;
    }
    __syncthreads();
  } while (!done);
  dist_out[base + v] = dist[v];
}
