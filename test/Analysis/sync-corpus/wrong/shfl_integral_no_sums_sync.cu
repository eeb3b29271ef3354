// shfl_integral_image_rows without the barrier after the warp totals are posted:
// warp 1 reads sums[0] while lane 31 of warp 0 may still be writing it.
// LAUNCH: grid=1,8 block=128 args=img:u32[4096]:rand(0,100) integral_image:u32[4096]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void shfl_integral_no_sums_sync(const uint4 *img, uint4 *integral_image) {
  __shared__ int sums[128];
  int id = threadIdx.x;
  uint4 data = img[blockIdx.y * 128 + id];
  int lane_id = id % warpSize;
  int warp_id = threadIdx.x / warpSize;

  unsigned int result[16] = {};
  result[0] = data.x & 0xff;
  result[1] = result[0] + ((data.x >> 8) & 0xff);
  result[2] = result[1] + ((data.x >> 16) & 0xff);
  result[3] = result[2] + ((data.x >> 24) & 0xff);
  result[4] = result[3] + (data.y & 0xff);
  result[5] = result[4] + ((data.y >> 8) & 0xff);
  result[6] = result[5] + ((data.y >> 16) & 0xff);
  result[7] = result[6] + ((data.y >> 24) & 0xff);
  result[8] = result[7] + (data.z & 0xff);
  result[9] = result[8] + ((data.z >> 8) & 0xff);
  result[10] = result[9] + ((data.z >> 16) & 0xff);
  result[11] = result[10] + ((data.z >> 24) & 0xff);
  result[12] = result[11] + (data.w & 0xff);
  result[13] = result[12] + ((data.w >> 8) & 0xff);
  result[14] = result[13] + ((data.w >> 16) & 0xff);
  result[15] = result[14] + ((data.w >> 24) & 0xff);

  unsigned int mask = 0xffffffff;
#pragma unroll
  for (int i = 1; i <= 32; i *= 2) {
    unsigned int n = __shfl_up_sync(mask, result[15], i, 32);
    if (lane_id >= i) {
#pragma unroll
      for (int j = 0; j < 16; j++) result[j] += n;
    }
  }

  if (threadIdx.x % warpSize == warpSize - 1) sums[warp_id] = result[15];

  if (warp_id > 0) {
    int warp_sum = 0;
    // CHECK: shfl_integral_no_sums_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int w = 0; w < warp_id; w++) warp_sum += sums[w];
#pragma unroll
    for (int i = 0; i < 16; i++) result[i] += warp_sum;
  }

  uint4 out;
  out.x = result[3];
  out.y = result[7];
  out.z = result[11];
  out.w = result[15];
  integral_image[blockIdx.y * 128 + id] = out;
}
