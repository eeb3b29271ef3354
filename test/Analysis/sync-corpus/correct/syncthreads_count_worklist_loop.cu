// A block-local work list drained in rounds: each round every thread with
// work left does one step (collatz steps on its value, written back to its
// own shared slot), and the round loop runs while __syncthreads_count of the
// threads still busy is non-zero; after the loop a shared array of per-thread
// step counts is summed by thread 0 (the count's barrier orders it).
// LAUNCH: grid=4 block=256 args=seeds:u32[1024]:rand(1,1000) steps_out:u32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void syncthreads_count_worklist_loop(const unsigned int *seeds, unsigned int *steps_out) {
  __shared__ unsigned int value[256];
  __shared__ unsigned int steps[256];
  unsigned int t = threadIdx.x;
  value[t] = seeds[blockIdx.x * 256 + t];
  steps[t] = 0;
  int busy;
  int round = 0;
  do {
    unsigned int v = value[t];
    bool active = v != 1 && round < 200;
    if (active) {
      value[t] = (v & 1) ? 3 * v + 1 : v / 2;
      steps[t] += 1;
    }
    ++round;
    busy = __syncthreads_count(active);
  } while (busy > 0);
  if (t == 0) {
    unsigned int total = 0;
    for (int i = 0; i < 256; ++i) total += steps[i];
    steps_out[blockIdx.x] = total;
  }
}
