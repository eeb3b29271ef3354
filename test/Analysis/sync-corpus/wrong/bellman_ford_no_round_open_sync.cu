// bellman_ford_shared_done_flag without the barrier that opens each round: thread 0
// sets done = true for the next round while other threads may still be reading
// done in the loop condition of this one (they would leave early).
// LAUNCH: grid=4 block=256 args=w:i32[1024]:rand(1,20) chord:i32[1024]:rand(0,256) dist_out:i32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define V 256

extern "C" __global__ void bellman_ford_no_round_open_sync(const int *w, const int *chord, int *dist_out) {
  __shared__ int dist[V];
  __shared__ bool done;
  int v = threadIdx.x;
  int base = blockIdx.x * V;
  int wv = w[base + v];
  int cv = chord[base + v];
  dist[v] = v == 0 ? 0 : 1 << 28;
  __syncthreads();
  do {
    // CHECK: bellman_ford_no_round_open_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
