// __prof_trigger(N) and __pm0() .. __pm3(), as nvcc compiles them: pmevent
// takes an immediate, so a constant counter becomes one pmevent and a
// variable one a switch over the 16 counters that traps on any other value.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: .entry constant_counter(
// CHECK: pmevent 3;
// CHECK-NOT: pmevent
// CHECK: mov.u32 %r{{[0-9]+}}, %pm0;
// CHECK: mov.u32 %r{{[0-9]+}}, %pm3;
// CHECK: ret;
extern "C" __global__ void constant_counter(unsigned *out) {
  __prof_trigger(3);
  out[threadIdx.x] = __pm0() + __pm3();
}

// CHECK-LABEL: .entry variable_counter(
// CHECK-DAG: pmevent 0;
// CHECK-DAG: pmevent 15;
// CHECK-DAG: trap;
extern "C" __global__ void variable_counter(int n) { __prof_trigger(n); }
