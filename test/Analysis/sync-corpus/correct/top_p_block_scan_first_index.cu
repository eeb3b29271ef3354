// Top-p (nucleus) cut-off over a row of probabilities sorted in descending order: the row is
// walked in block-sized chunks, each chunk inclusive-scanned (warp shfl_up scan, warp totals
// scanned by warp 0 in shared memory, plus the running carry), and the first index whose
// cumulative probability exceeds p is found with a shared atomicMin; the loop leaves as soon as
// some chunk found it (a block-uniform test of a shared value read after a barrier).
// LAUNCH: grid=4 block=256 args=probs:f32[4000]:urand out:i32[4]:zero vocab:i32=1000 top_p:f32=0.9
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256
#define WARPS (THREADS / 32)
#define NONE 0x7fffffff

extern "C" __global__ void __launch_bounds__(THREADS)
top_p_block_scan_first_index(const float *probs, int *out, int vocab, float top_p) {
  __shared__ float warp_sums[WARPS];
  __shared__ float s_carry;
  __shared__ int s_first;
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  const float *row = probs + blockIdx.x * vocab;
  if (t == 0) {
    s_carry = 0.f;
    s_first = NONE;
  }
  __syncthreads();
  for (int base = 0; base < vocab; base += THREADS) {
    const int i = base + t;
    const float p = i < vocab ? row[i] : 0.f;
    float x = p;
    for (int o = 1; o < 32; o <<= 1) {
      const float y = __shfl_up_sync(0xffffffffu, x, o);
      if (lane >= o) x += y;
    }
    if (lane == 31) warp_sums[warp] = x;
    __syncthreads();
    if (warp == 0) {
      float w = lane < WARPS ? warp_sums[lane] : 0.f;
      for (int o = 1; o < WARPS; o <<= 1) {
        const float y = __shfl_up_sync(0xffffffffu, w, o);
        if (lane >= o) w += y;
      }
      if (lane < WARPS) warp_sums[lane] = w;
    }
    __syncthreads();
    const float cum = s_carry + x + (warp > 0 ? warp_sums[warp - 1] : 0.f);
    if (i < vocab && cum > top_p) atomicMin(&s_first, i);
    __syncthreads();
    if (t == THREADS - 1) s_carry = cum;
    const int found = s_first;
    __syncthreads();
    if (found != NONE) break;
  }
  if (t == 0) out[blockIdx.x] = s_first == NONE ? vocab - 1 : s_first;
}
