//===- kiln/cuda/time.hpp - clocks, sleep, traps, profiler events -*- C++ -*-===//
#ifndef KILN_CUDA_TIME_HPP
#define KILN_CUDA_TIME_HPP

__KILN_PRIM("clock64") long long int clock64();
__KILN_PRIM("nanosleep") void __nanosleep(unsigned int ns);
extern "C" {
__KILN_PRIM("trap") void __trap();
__KILN_PRIM("brkpt") void __brkpt();
}

// __prof_trigger(N): PTX pmevent takes its counter as an immediate, so this is
// nvcc's definition, a switch over the 16 counters that traps for any other
// value; a constant argument folds to one pmevent.
static __device__ __forceinline__ void __prof_trigger(int counter) {
  switch (counter) {
  case 0: asm volatile("pmevent 0;"); break;
  case 1: asm volatile("pmevent 1;"); break;
  case 2: asm volatile("pmevent 2;"); break;
  case 3: asm volatile("pmevent 3;"); break;
  case 4: asm volatile("pmevent 4;"); break;
  case 5: asm volatile("pmevent 5;"); break;
  case 6: asm volatile("pmevent 6;"); break;
  case 7: asm volatile("pmevent 7;"); break;
  case 8: asm volatile("pmevent 8;"); break;
  case 9: asm volatile("pmevent 9;"); break;
  case 10: asm volatile("pmevent 10;"); break;
  case 11: asm volatile("pmevent 11;"); break;
  case 12: asm volatile("pmevent 12;"); break;
  case 13: asm volatile("pmevent 13;"); break;
  case 14: asm volatile("pmevent 14;"); break;
  case 15: asm volatile("pmevent 15;"); break;
  default: __trap();
  }
}

// __pm0() .. __pm3(): the performance-monitor counters, read as nvcc reads them.
static __device__ __forceinline__ unsigned int __pm0() {
  unsigned int r;
  asm volatile("mov.u32 %0, %%pm0;" : "=r"(r));
  return r;
}
static __device__ __forceinline__ unsigned int __pm1() {
  unsigned int r;
  asm volatile("mov.u32 %0, %%pm1;" : "=r"(r));
  return r;
}
static __device__ __forceinline__ unsigned int __pm2() {
  unsigned int r;
  asm volatile("mov.u32 %0, %%pm2;" : "=r"(r));
  return r;
}
static __device__ __forceinline__ unsigned int __pm3() {
  unsigned int r;
  asm volatile("mov.u32 %0, %%pm3;" : "=r"(r));
  return r;
}

#endif // KILN_CUDA_TIME_HPP
