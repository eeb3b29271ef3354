// heartwall_template_column_major without the barrier after staging: the
// correlation reads template and window elements other threads are still loading.
// LAUNCH: grid=2 block=128 args=frames:f32[3362]:rand templates:f32[1250]:rand conv_out:f32[578]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUMBER_THREADS 128
#define IN_ROWS 25
#define IN_ELEM (IN_ROWS * IN_ROWS)
#define WIN_ROWS 41
#define WIN_ELEM (WIN_ROWS * WIN_ROWS)
#define OUT_ROWS (WIN_ROWS - IN_ROWS + 1)
#define OUT_ELEM (OUT_ROWS * OUT_ROWS)

extern "C" __global__ void heartwall_no_stage_sync(const float *frames, const float *templates, float *conv_out) {
  __shared__ float in_final[IN_ELEM];
  __shared__ float win[WIN_ELEM];
  __shared__ float conv[OUT_ELEM];
  int bx = blockIdx.x;
  int tx = threadIdx.x;
  int ei_new, row, col;

  ei_new = tx;
  while (ei_new < IN_ELEM) {
    row = (ei_new + 1) % IN_ROWS - 1;
    col = (ei_new + 1) / IN_ROWS + 1 - 1;
    if ((ei_new + 1) % IN_ROWS == 0) {
      row = IN_ROWS - 1;
      col = col - 1;
    }
    in_final[col * IN_ROWS + row] = templates[bx * IN_ELEM + col * IN_ROWS + row];
    ei_new = ei_new + NUMBER_THREADS;
  }
  ei_new = tx;
  while (ei_new < WIN_ELEM) {
    win[ei_new] = frames[bx * WIN_ELEM + ei_new];
    ei_new = ei_new + NUMBER_THREADS;
  }

  ei_new = tx;
  while (ei_new < OUT_ELEM) {
    row = ei_new % OUT_ROWS;
    col = ei_new / OUT_ROWS;
    float sum = 0.0f;
    for (int c = 0; c < IN_ROWS; c++)
      for (int r = 0; r < IN_ROWS; r++)
        // CHECK: heartwall_no_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        sum += in_final[c * IN_ROWS + r] * win[(col + c) * WIN_ROWS + row + r];
    conv[ei_new] = sum;
    ei_new = ei_new + NUMBER_THREADS;
  }
  __syncthreads();

  ei_new = tx;
  while (ei_new < OUT_ELEM) {
    float m = conv[0];
    in_final[ei_new] = conv[ei_new] - m;
    ei_new = ei_new + NUMBER_THREADS;
  }
  __syncthreads();
  ei_new = tx;
  while (ei_new < OUT_ELEM) {
    conv_out[bx * OUT_ELEM + ei_new] = in_final[ei_new];
    ei_new = ei_new + NUMBER_THREADS;
  }
}
