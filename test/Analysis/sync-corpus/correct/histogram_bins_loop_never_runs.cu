// CUB-style BlockHistogramSort bin initialisation: a full-block loop `for (; off + BLOCK <= BINS;
// off += BLOCK)` that never runs when there are fewer bins than threads (16 bins, 256 threads),
// then a guarded tail `off + tid < BINS`. The loop's counter at its exit is its start (0), which
// only SCCP folds (the canonicalizer leaves the block argument): before it, the race check read the
// tail's guard with an unknown counter and reported a false write-after-write race.
// LAUNCH: kernel=_Z9init_binsILi256ELi16EEvPj grid=4 block=256 args=out:u32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
template <int BLOCK, int BINS>
struct BinInit {
  struct Storage { unsigned run_begin[BINS]; unsigned run_end[BINS]; };
  Storage &s;
  int tid;
  __device__ BinInit(Storage &s) : s(s), tid(threadIdx.x) {}
  __device__ void init() {
    int off = 0;
#pragma unroll
    for (; off + BLOCK <= BINS; off += BLOCK) {
      s.run_begin[off + tid] = 0;
      s.run_end[off + tid] = 0;
    }
    if ((BINS % BLOCK != 0) && off + tid < BINS) {
      s.run_begin[off + tid] = 1;
      s.run_end[off + tid] = 2;
    }
  }
};
template <int BLOCK, int BINS>
__global__ void init_bins(unsigned *out) {
  __shared__ typename BinInit<BLOCK, BINS>::Storage st;
  BinInit<BLOCK, BINS>(st).init();
  __syncthreads();
  if (threadIdx.x < BINS) out[threadIdx.x] = st.run_begin[threadIdx.x] + st.run_end[threadIdx.x];
}
template __global__ void init_bins<256, 16>(unsigned *);
