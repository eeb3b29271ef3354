// Privatised text histogram with contiguous coarsening and aggregation (PMPP's histogram chapter):
// the shared bins are zeroed by a block-strided loop, each thread walks its own contiguous run of
// characters and adds a run of equal bins with one atomicAdd, then the block merges its bins
// into the global histogram.
// LAUNCH: grid=4 block=128 args=data:u8[8192]:rand(97,123) length:i32=8192 histo:u32[7]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define NUM_BINS 7
#define CFACTOR 16

extern "C" __global__ void histogram_coarsened_aggregation(const unsigned char *data, int length, unsigned *histo) {
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
  __syncthreads();
  for (unsigned bin = threadIdx.x; bin < NUM_BINS; bin += blockDim.x) {
    unsigned binValue = histo_s[bin];
    if (binValue > 0)
      atomicAdd(&histo[bin], binValue);
  }
}
