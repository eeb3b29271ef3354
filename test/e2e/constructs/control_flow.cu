// Control flow: if/else, for, while, do, break, continue, return anywhere, switch with
// fallthrough, ?:, short-circuit && / || with side effects, goto, device function calls
// (inlined, forced inline, never inlined), and a refused recursion left out.
#include "logic.hpp"

__device__ __noinline__ int not_inlined(int x) { return logic::classify(x) ^ 0x55; }
__device__ __forceinline__ int inlined(int x) { return logic::short_circuit(x) + 1; }

extern "C" __global__ void control_flow(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = in[i];
  out[4 * i + 0] = logic::classify(x);
  out[4 * i + 1] = inlined(x);
  out[4 * i + 2] = logic::nested_loops(x);
  out[4 * i + 3] = not_inlined(x);
}

// Divergent early exits: half the threads return before the loop, the rest leave it at
// different trip counts; every thread that stays writes.
extern "C" __global__ void early_exit(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = in[i];
  if (x < 0) {
    out[i] = -1;
    return;
  }
  int steps = 0;
  while (true) {
    if (x == 1) break;
    x = (x % 2) ? 3 * x + 1 : x / 2;
    if (++steps > 500) {
      out[i] = -2;
      return;
    }
  }
  out[i] = steps;
}
