// histogram_coarsened_aggregation without the barrier before the merge: a thread reads a bin
// that other threads' atomics still add to.
// LAUNCH: grid=4 block=128 args=data:u8[8192]:rand(97,123) length:i32=8192 histo:u32[7]:zero
// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define NUM_BINS 7
#define CFACTOR 16

extern "C" __global__ void histogram_coarsened_no_merge_sync(const unsigned char *data, int length, unsigned *histo) {
  __shared__ unsigned histo_s[NUM_BINS];
  for (unsigned bin = threadIdx.x; bin < NUM_BINS; bin += blockDim.x)
    histo_s[bin] = 0u;
  __syncthreads();
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned accumulator = 0;
  int prevBinIdx = -1;
  for (unsigned i = tid * CFACTOR; i < min((tid + 1) * CFACTOR, (unsigned)length); ++i) {
    int alphabet_position = data[i] - 'a';
    if (alphabet_position >= 0 && alphabet_position < 26) {
      int bin = alphabet_position / 4;
      if (bin == prevBinIdx) {
        ++accumulator;
      } else {
        if (accumulator > 0)
          atomicAdd(&histo_s[prevBinIdx], accumulator);
        accumulator = 1;
        prevBinIdx = bin;
      }
    }
  }
  if (accumulator > 0)
    atomicAdd(&histo_s[prevBinIdx], accumulator);
  for (unsigned bin = threadIdx.x; bin < NUM_BINS; bin += blockDim.x) {
    // CHECK: histogram_coarsened_no_merge_sync.cu:[[@LINE+1]]: {{error|warning}} race
    unsigned binValue = histo_s[bin];
    if (binValue > 0)
      atomicAdd(&histo[bin], binValue);
  }
}
