// Rodinia srad-style diffusion coefficient on 16x16 tiles: the tile and its
// north/south/west/east neighbour strips are staged in shared arrays (the
// block row or column at the image border clamps to itself), one barrier
// after each staging phase, then each thread reads its four neighbours from
// the tile or, at the tile edge, from the strip.
// LAUNCH: grid=4,4 block=16,16 args=J:f32[4096]:urand C:f32[4096]:zero cols:i32=64 rows:i32=64 q0sqr:f32=0.5
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BS 16

extern "C" __global__ void srad_neighbour_tiles(const float *J, float *C, int cols, int rows, float q0sqr) {
  __shared__ float temp[BS][BS];
  __shared__ float north[BS][BS];
  __shared__ float south[BS][BS];
  __shared__ float west[BS][BS];
  __shared__ float east[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * BS + tx;
  int y = blockIdx.y * BS + ty;
  int yn = blockIdx.y == 0 ? 0 : blockIdx.y * BS - 1;
  int ys = blockIdx.y == gridDim.y - 1 ? rows - 1 : (blockIdx.y + 1) * BS;
  int xw = blockIdx.x == 0 ? 0 : blockIdx.x * BS - 1;
  int xe = blockIdx.x == gridDim.x - 1 ? cols - 1 : (blockIdx.x + 1) * BS;

  north[ty][tx] = J[yn * cols + x];
  south[ty][tx] = J[ys * cols + x];
  __syncthreads();
  west[ty][tx] = J[y * cols + xw];
  east[ty][tx] = J[y * cols + xe];
  __syncthreads();
  temp[ty][tx] = J[y * cols + x];
  __syncthreads();

  float jc = temp[ty][tx];
  float dn = (ty == 0 ? north[ty][tx] : temp[ty - 1][tx]) - jc;
  float ds = (ty == BS - 1 ? south[ty][tx] : temp[ty + 1][tx]) - jc;
  float dw = (tx == 0 ? west[ty][tx] : temp[ty][tx - 1]) - jc;
  float de = (tx == BS - 1 ? east[ty][tx] : temp[ty][tx + 1]) - jc;
  float g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc + 1e-6f);
  float l = (dn + ds + dw + de) / (jc + 1e-6f);
  float num = 0.5f * g2 - 0.0625f * l * l;
  float den = 1.0f + 0.25f * l;
  float qsqr = num / (den * den + 1e-6f);
  float c = 1.0f / (1.0f + (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr)));
  C[y * cols + x] = c < 0.0f ? 0.0f : (c > 1.0f ? 1.0f : c);
}
