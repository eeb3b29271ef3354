// Furthest point sampling as pointnet2 / mmcv ship it: after the argmax tree's last barrier every
// thread reads the winner from dists_i[0], and the next iteration's dists_i[tid] = besti overwrites
// it with no barrier between (thread 0 can run a whole scan ahead of a slower warp). The real op
// does this; it is benign only because every thread scans its points first (realcode
// pointnet2_fps_loop_carried_race).
// LAUNCH: kernel=furthest_point_sampling grid=4 block=256 args=n:i32=2048 m:i32=64 xyz:f32[24576]:rand temp:f32[8192]:const(1e10) idxs:i32[256]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void furthest_point_sampling(int n, int m, const float *xyz, float *temp, int *idxs) {
  __shared__ float dists[256];
  __shared__ int dists_i[256];
  const int tid = threadIdx.x;
  xyz += blockIdx.x * n * 3;
  temp += blockIdx.x * n;
  idxs += blockIdx.x * m;
  int old = 0;
  if (tid == 0) idxs[0] = 0;
  for (int j = 1; j < m; j++) {
    int besti = 0;
    float best = -1;
    float x1 = xyz[old * 3], y1 = xyz[old * 3 + 1], z1 = xyz[old * 3 + 2];
    for (int k = tid; k < n; k += 256) {
      float dx = xyz[k * 3] - x1, dy = xyz[k * 3 + 1] - y1, dz = xyz[k * 3 + 2] - z1;
      float d2 = fminf(dx * dx + dy * dy + dz * dz, temp[k]);
      temp[k] = d2;
      besti = d2 > best ? k : besti;
      best = d2 > best ? d2 : best;
    }
    dists[tid] = best;
    // CHECK: fps_winner_read_next_iteration_overwrite.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+10]]{{(,|$)}}
    dists_i[tid] = besti;
    __syncthreads();
    for (int s = 128; s > 0; s >>= 1) {
      if (tid < s && dists[tid + s] > dists[tid]) {
        dists[tid] = dists[tid + s];
        dists_i[tid] = dists_i[tid + s];
      }
      __syncthreads();
    }
    old = dists_i[0];
    if (tid == 0) idxs[j] = old;
  }
}
