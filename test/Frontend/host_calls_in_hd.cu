// A __host__ __device__ function that the device uses may call __host__
// functions on paths the device does not take: nvcc warns (#20011-D) and
// compiles the call as unreachable; kilnc warns and compiles it as a trap
// (constructors and destructors of host classes too). No diagnostic where
// the device does not use the function. A non-inline, non-template
// __host__ __device__ function, which Clang checks as it parses, is read as
// inline (the first parse finds it). A __host__ variable stays an error, as
// for nvcc.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>%t.err
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --arch=sm_90 -DHOST_VARIABLE -o /dev/null 2>&1 | FileCheck %s --check-prefix=VAR
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// WARN: host_calls_in_hd.cu:[[# @LINE + 3]]:5: warning: calling a __host__ function 'exit' from a __host__ __device__ function is not allowed; as nvcc does, kilnc compiles the call, which the device must not reach (it traps)
__host__ __device__ inline int checked_twice(int n) {
  if (n < 0)
    exit(1);
  return 2 * n;
}

// WARN: host_calls_in_hd.cu:[[# @LINE + 4]]:{{[0-9]+}}: warning: calling a __host__ function 'to_string'
// WARN: warning: calling a __host__ function 'puts'
template <class T> __host__ __device__ void trace(T v, bool verbose) {
  if (verbose) {
    std::string s = std::to_string(v);
    puts(s.c_str());
  }
}

// Never used by the device: nothing to say.
// WARN-NOT: 'vector'
__host__ __device__ inline int host_sum(int n) {
  std::vector<int> v(n, 1);
  int s = 0;
  for (int x : v)
    s += x;
  return s;
}

#ifdef HOST_VARIABLE
// VAR: error: reference to __host__ variable 'stderr' in __host__ __device__ function
__host__ __device__ inline void say(const char *m) { fputs(m, stderr); }
#endif
// WARN: host_calls_in_hd.cu:[[# @LINE + 4]]:5: warning: calling a __host__ function 'abort_with'
void abort_with(int);
__host__ __device__ int strict(int n) {
  if (n < 0)
    abort_with(n);
  return n;
}

// CHECK-LABEL: .entry _Z6kernelPiS_(
// CHECK-NOT: call
// CHECK-COUNT-3: trap; exit;
// CHECK-NOT: trap
__global__ void kernel(int *o, int *flags) {
  o[threadIdx.x] = checked_twice(o[threadIdx.x]);
  trace(o[0], flags[0] != 0);
#ifdef HOST_VARIABLE
  say("x");
#endif
  o[1] = strict(o[1]);
}

int main() { return host_sum(3) == 3 ? 0 : 1; }
