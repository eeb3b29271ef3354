// segmented_reduce_block_per_segment_offsets without the barrier between
// loading a tile and its first reduction step.
// LAUNCH: grid=5 block=128 args=in:f32[1400]:rand offsets:i32[6]:iota(0,280) out:f32[5]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void segmented_reduce_tile_load_no_sync(const float *in, const int *offsets,
                                                                      float *out) {
  __shared__ float sdata[1024];
  const int begin = offsets[blockIdx.x];
  const int end = offsets[blockIdx.x + 1];
  const int t = threadIdx.x;
  float total = 0.0f;
  const int padded = ((end - begin + blockDim.x - 1) / blockDim.x) * blockDim.x;
  for (int i = t; i < padded; i += blockDim.x) {
    sdata[t] = begin + i < end ? in[begin + i] : 0.0f;
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
      if (t < s)
        // CHECK: segmented_reduce_tile_load_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        sdata[t] += sdata[t + s];
      __syncthreads();
    }
    if (t == 0)
      total += sdata[0];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = total;
}
