// thread_local in device code is nvcc's error ("cannot use thread_local
// specifier for variable declarations in device code"); Clang compiled it
// as a plain static, one copy for every thread. Host code keeps it.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -DHOST_ONLY -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ not %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 -DHOST_ONLY %s -o /dev/null %}

int host_counter() {
  thread_local int calls = 0;
  return ++calls;
}

__global__ void count(int *o) {
#ifndef HOST_ONLY
  // CHECK: nvcc_thread_local_device.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot use thread_local specifier for variable declarations in device code
  thread_local int calls = 0;
  o[threadIdx.x] = ++calls;
#else
  o[threadIdx.x] = 1;
#endif
}
