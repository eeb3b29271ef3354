// Particle interactions between boxes in the style of a benchmark suite's
// molecular-dynamics kernel: the home box and each neighbour box are staged
// with while loops stepping by a compile-time thread count, and the forces
// accumulate per particle across neighbours, two barriers per neighbour.
// LAUNCH: grid=16 block=128 args=rv:f32[6400]:rand qv:f32[1600]:urand fv:f32[6400]:zero neighbours:i32[64]:rand(0,16) nn:i32=4
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUMBER_PAR_PER_BOX 100
#define NUMBER_THREADS 128

extern "C" __global__ void lavamd_box_neighbours(const float4 *rv, const float *qv, float4 *fv, const int *neighbours, int nn) {
  __shared__ float4 rA_shared[NUMBER_PAR_PER_BOX];
  __shared__ float4 rB_shared[NUMBER_PAR_PER_BOX];
  __shared__ float qB_shared[NUMBER_PAR_PER_BOX];
  int bx = blockIdx.x;
  int tx = threadIdx.x;
  int wtx = tx;
  while (wtx < NUMBER_PAR_PER_BOX) {
    rA_shared[wtx] = rv[bx * NUMBER_PAR_PER_BOX + wtx];
    wtx = wtx + NUMBER_THREADS;
  }
  for (int k = 0; k < nn; k++) {
    int nb = neighbours[bx * nn + k];
    wtx = tx;
    while (wtx < NUMBER_PAR_PER_BOX) {
      rB_shared[wtx] = rv[nb * NUMBER_PAR_PER_BOX + wtx];
      qB_shared[wtx] = qv[nb * NUMBER_PAR_PER_BOX + wtx];
      wtx = wtx + NUMBER_THREADS;
    }
    __syncthreads();
    wtx = tx;
    while (wtx < NUMBER_PAR_PER_BOX) {
      float4 a = rA_shared[wtx];
      float4 f = fv[bx * NUMBER_PAR_PER_BOX + wtx];
      for (int j = 0; j < NUMBER_PAR_PER_BOX; j++) {
        float4 b = rB_shared[j];
        float dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
        float vij = qB_shared[j] / (1.0f + dx * dx + dy * dy + dz * dz);
        f.x += vij * dx;
        f.y += vij * dy;
        f.z += vij * dz;
        f.w += vij;
      }
      fv[bx * NUMBER_PAR_PER_BOX + wtx] = f;
      wtx = wtx + NUMBER_THREADS;
    }
    __syncthreads();
  }
}
