// Segmented sum with one block per segment, in the style of a hand-written
// DeviceSegmentedReduce: the segment's bounds are loaded from the offsets
// array at blockIdx.x (the same for every thread of the block), and the
// block walks its segment in tiles of blockDim.x, each tile tree-reduced in
// shared memory between barriers, the running total kept by thread 0. The
// tile loop runs over ((end - begin) + blockDim.x - 1) / blockDim.x tiles
// for every thread, with padding elements contributing zero.
// LAUNCH: grid=5 block=128 args=in:f32[1400]:rand offsets:i32[6]:iota(0,280) out:f32[5]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void segmented_reduce_block_per_segment_offsets(const float *in, const int *offsets,
                                                                      float *out) {
  __shared__ float sdata[1024];
  const int begin = offsets[blockIdx.x];
  const int end = offsets[blockIdx.x + 1];
  const int t = threadIdx.x;
  float total = 0.0f;
  const int padded = ((end - begin + blockDim.x - 1) / blockDim.x) * blockDim.x;
  for (int i = t; i < padded; i += blockDim.x) {
    sdata[t] = begin + i < end ? in[begin + i] : 0.0f;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
      if (t < s)
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
