// string_token_starts_ballot without the barrier after thread 0 scans the warp counts: a start is written at an
// offset thread 0 may not have stored yet.
// LAUNCH: grid=4 block=256 args=text:u8[1024]:rand(30,35) starts:i32[1024]:const(-1) counts:i32[4]:zero n:i32=1024
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) string_token_starts_no_offset_sync(const unsigned char *text, int *starts,
                                                                            int *counts, int n) {
  __shared__ int warp_count[8];
  __shared__ int warp_offset[8];
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int c = i < n ? text[i] : ' ';
  int prev = __shfl_up_sync(0xffffffffu, c, 1);
  if (lane == 0)
    prev = i > 0 ? text[i - 1] : ' ';
  const bool start = c != ' ' && prev == ' ';
  const unsigned ballot = __ballot_sync(0xffffffffu, start);
  if (lane == 0)
    warp_count[warp] = __popc(ballot);
  __syncthreads();
  if (threadIdx.x == 0) {
    int run = 0;
    for (int w = 0; w < 8; ++w) {
      warp_offset[w] = run;
      run += warp_count[w];
    }
    counts[blockIdx.x] = run;
  }
  if (start)
    // CHECK: string_token_starts_no_offset_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    starts[blockIdx.x * 256 + warp_offset[warp] + __popc(ballot & ((1u << lane) - 1u))] = i;
}
