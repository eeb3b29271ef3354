// @realcode Rodinia lavaMD: particles binned into a 3-D grid of boxes, one block per home box; the home box's particles (FOUR_VECTOR {v, x, y, z} structs) and then each neighbour box's particles are staged in shared memory, and every thread accumulates the screened pair potential and force over them with exp(-a2 * r2).
// @let BOXES1D = 16
// @let NUMBER_BOXES = BOXES1D * BOXES1D * BOXES1D
// @let NUMBER_PAR_PER_BOX = 100
// @buf rv f32[4 * NUMBER_BOXES * NUMBER_PAR_PER_BOX] uniform(0.1, 1)
// @buf qv f32[NUMBER_BOXES * NUMBER_PAR_PER_BOX] uniform(0.1, 1)
// @buf fv f32[4 * NUMBER_BOXES * NUMBER_PAR_PER_BOX] zero
// @launch kernel_gpu_cuda grid(NUMBER_BOXES) block(128) args(f32(0.5), i32(BOXES1D), rv, qv, fv)
// @check fv abs=1e-3 rel=1e-4
#include <cuda_runtime.h>

#define NUMBER_PAR_PER_BOX 100
#define NUMBER_THREADS 128
#define DOT(A, B) ((A.x) * (B.x) + (A.y) * (B.y) + (A.z) * (B.z))

typedef struct {
  float x, y, z;
} THREE_VECTOR;

typedef struct {
  float v, x, y, z;
} FOUR_VECTOR;

typedef struct nei_str {
  int x, y, z;
  int number;
  long offset;
} nei_str;

typedef struct box_str {
  int x, y, z;
  int number;
  long offset;
  int nn;
  nei_str nei[26];
} box_str;

// The box table is built on the device from the box index (the host code of the original fills it).
__device__ void make_box(box_str &b, int idx, int boxes1d) {
  b.z = idx / (boxes1d * boxes1d);
  b.y = (idx / boxes1d) % boxes1d;
  b.x = idx % boxes1d;
  b.number = idx;
  b.offset = (long)idx * NUMBER_PAR_PER_BOX;
  b.nn = 0;
  for (int l = -1; l < 2; l++)
    for (int m = -1; m < 2; m++)
      for (int n = -1; n < 2; n++) {
        int z = b.z + l, y = b.y + m, x = b.x + n;
        bool inside = x >= 0 && y >= 0 && z >= 0 && x < boxes1d && y < boxes1d && z < boxes1d;
        if (inside && !(l == 0 && m == 0 && n == 0)) {
          nei_str &nb = b.nei[b.nn];
          nb.x = x;
          nb.y = y;
          nb.z = z;
          nb.number = (z * boxes1d * boxes1d) + (y * boxes1d) + x;
          nb.offset = (long)nb.number * NUMBER_PAR_PER_BOX;
          b.nn = b.nn + 1;
        }
      }
}

__global__ void kernel_gpu_cuda(float alpha, int boxes1d, const FOUR_VECTOR *d_rv_gpu, const float *d_qv_gpu,
                                FOUR_VECTOR *d_fv_gpu) {
  int bx = blockIdx.x;
  int tx = threadIdx.x;
  int wtx = tx;

  float a2 = 2.0f * alpha * alpha;
  int first_i;
  const FOUR_VECTOR *rA;
  FOUR_VECTOR *fA;
  __shared__ FOUR_VECTOR rA_shared[100];

  int pointer, k, first_j, j;
  const FOUR_VECTOR *rB;
  const float *qB;
  __shared__ FOUR_VECTOR rB_shared[100];
  __shared__ float qB_shared[100];

  float r2, u2, vij, fs, fxij, fyij, fzij;
  THREE_VECTOR d;

  box_str box;
  make_box(box, bx, boxes1d);

  first_i = box.offset;
  rA = &d_rv_gpu[first_i];
  fA = &d_fv_gpu[first_i];

  while (wtx < NUMBER_PAR_PER_BOX) {
    rA_shared[wtx] = rA[wtx];
    wtx = wtx + NUMBER_THREADS;
  }
  wtx = tx;
  __syncthreads();

  for (k = 0; k < (1 + box.nn); k++) {
    if (k == 0) {
      pointer = bx;
      first_j = box.offset;
    } else {
      pointer = box.nei[k - 1].number;
      first_j = box.nei[k - 1].offset;
    }
    (void)pointer;
    rB = &d_rv_gpu[first_j];
    qB = &d_qv_gpu[first_j];

    while (wtx < NUMBER_PAR_PER_BOX) {
      rB_shared[wtx] = rB[wtx];
      qB_shared[wtx] = qB[wtx];
      wtx = wtx + NUMBER_THREADS;
    }
    wtx = tx;
    __syncthreads();

    while (wtx < NUMBER_PAR_PER_BOX) {
      for (j = 0; j < NUMBER_PAR_PER_BOX; j++) {
        r2 = rA_shared[wtx].v + rB_shared[j].v - DOT(rA_shared[wtx], rB_shared[j]);
        u2 = a2 * r2;
        vij = expf(-u2);
        fs = 2 * vij;
        d.x = rA_shared[wtx].x - rB_shared[j].x;
        fxij = fs * d.x;
        d.y = rA_shared[wtx].y - rB_shared[j].y;
        fyij = fs * d.y;
        d.z = rA_shared[wtx].z - rB_shared[j].z;
        fzij = fs * d.z;
        fA[wtx].v += qB_shared[j] * vij;
        fA[wtx].x += qB_shared[j] * fxij;
        fA[wtx].y += qB_shared[j] * fyij;
        fA[wtx].z += qB_shared[j] * fzij;
      }
      wtx = wtx + NUMBER_THREADS;
    }
    wtx = tx;
    __syncthreads();
  }
}
