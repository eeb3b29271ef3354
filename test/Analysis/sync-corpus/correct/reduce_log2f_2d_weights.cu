// A neural-network layer's forward pass in a 16x16 block: each column of the
// weight tile is scaled by the input node of its row and summed down the
// rows with a __log2f(HEIGHT)-bounded loop and __powf strides.
// LAUNCH: grid=32 block=16,16 args=input:f32[512]:rand weights:f32[8192]:rand partial:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WIDTH 16
#define HEIGHT 16

extern "C" __global__ void reduce_log2f_2d_weights(const float *input, const float *weights, float *partial) {
  __shared__ float input_node[HEIGHT];
  __shared__ float weight_matrix[HEIGHT][WIDTH];
  int by = blockIdx.x;
  int tx = threadIdx.x;
  int ty = threadIdx.y;

  if (tx == 0) input_node[ty] = input[HEIGHT * by + ty];
  __syncthreads();

  weight_matrix[ty][tx] = weights[(by * HEIGHT + ty) * WIDTH + tx];
  weight_matrix[ty][tx] = weight_matrix[ty][tx] * input_node[ty];
  __syncthreads();

  for (int i = 1; i <= __log2f(HEIGHT); i++) {
    int power_two = __powf(2, i);
    if (ty % power_two == 0)
      weight_matrix[ty][tx] = weight_matrix[ty][tx] + weight_matrix[ty + power_two / 2][tx];
    __syncthreads();
  }

  if (ty == 0) partial[by * WIDTH + tx] = weight_matrix[0][tx];
}
