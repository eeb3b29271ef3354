//===- kiln/cuda/time.hpp - clocks, sleep, traps ------------------*- C++ -*-===//
#ifndef KILN_CUDA_TIME_HPP
#define KILN_CUDA_TIME_HPP

__KILN_PRIM("clock64") long long int clock64();
__KILN_PRIM("nanosleep") void __nanosleep(unsigned int ns);
extern "C" {
__KILN_PRIM("trap") void __trap();
__KILN_PRIM("brkpt") void __brkpt();
}

#endif // KILN_CUDA_TIME_HPP
