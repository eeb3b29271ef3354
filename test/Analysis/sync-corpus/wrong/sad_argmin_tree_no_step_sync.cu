// Block matching whose argmin tree has its barrier after the loop instead of in
// it: in the second step thread 0 reads s_idx[64], which thread 64 may still be
// writing in the first step (64 < 128).
// LAUNCH: grid=4,3 block=16,16 args=cur:u8[3072]:rand(0,255) ref:u8[3072]:rand(0,255) best:i32[24]:zero width:i32=64 height:i32=48
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define MB 16
#define RANGE 8
#define WIN (MB + 2 * RANGE - 1)

extern "C" __global__ void sad_argmin_tree_no_step_sync(const unsigned char *cur, const unsigned char *ref, int *best,
                                                  int width, int height) {
  __shared__ unsigned char s_cur[MB][MB];
  __shared__ unsigned char s_win[WIN][WIN + 1];
  __shared__ unsigned int s_sad[MB * MB];
  __shared__ int s_idx[MB * MB];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int tid = ty * blockDim.x + tx;
  const int nthreads = blockDim.x * blockDim.y;
  const int mbx = blockIdx.x * MB, mby = blockIdx.y * MB;

  s_cur[ty][tx] = cur[(mby + ty) * width + mbx + tx];
  for (int i = tid; i < WIN * WIN; i += nthreads) {
    int wy = i / WIN, wx = i % WIN;
    int gx = min(max(mbx - RANGE + wx, 0), width - 1);
    int gy = min(max(mby - RANGE + wy, 0), height - 1);
    s_win[wy][wx] = ref[gy * width + gx];
  }
  __syncthreads();

  // Displacement (dx, dy) = (tx - RANGE, ty - RANGE): window origin (tx, ty).
  unsigned int sad = 0;
  for (int r = 0; r < MB; r++)
    for (int c = 0; c < MB; c++) sad += abs((int)s_cur[r][c] - (int)s_win[ty + r][tx + c]);
  s_sad[tid] = sad;
  s_idx[tid] = tid;
  __syncthreads();

  for (int s = (MB * MB) / 2; s > 0; s >>= 1) {
    if (tid < s) {
      unsigned int a = s_sad[tid], b = s_sad[tid + s];
      // (Each pair of executions is reported at the one later on the path: a
      // step's write against a later step's read, here.)
      // CHECK: sad_argmin_tree_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      int ia = s_idx[tid], ib = s_idx[tid + s];
      if (b < a || (b == a && ib < ia)) {
        s_sad[tid] = b;
        s_idx[tid] = ib;
      }
    }
  }
  __syncthreads();
  if (tid == 0) best[blockIdx.y * gridDim.x + blockIdx.x] = s_idx[0] | (int)(s_sad[0] << 8);
}
