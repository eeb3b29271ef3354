// A constant that does not fit where C++ wants a converted constant expression
// (a case label, an enumerator, a non-type template argument) is an error, as
// nvcc has it ("invalid narrowing conversion"); a narrowing braced initialiser
// stays a warning, as nvcc's #2361-D (kilnc passes -Wno-error=c++11-narrowing
// for those). Before, all of them were warnings and the template argument
// went on as 2^32 - 1.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// RUN: %if nvcc %{ not %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// CHECK-DAG: narrowing-converted-constant.cu:[[@LINE+2]]:21: error: case value evaluates to -1, which cannot be narrowed to type 'unsigned int'
__global__ void by_case(unsigned *o, unsigned x) {
  switch (x) { case -1: *o = 1; break; default: *o = 2; }
}
// CHECK-DAG: narrowing-converted-constant.cu:[[@LINE+1]]:36: error: enumerator value evaluates to 300, which cannot be narrowed to type 'unsigned char'
enum Small : unsigned char { Big = 300 };
template <unsigned N> __device__ unsigned value() { return N; }
// CHECK-DAG: narrowing-converted-constant.cu:[[@LINE+1]]:49: error: no matching function for call to 'value'
__global__ void by_template(unsigned *o) { *o = value<-1>(); }
// CHECK-DAG: narrowing-converted-constant.cu:[[@LINE+1]]:59: warning: non-constant-expression cannot be narrowed from type 'double' to 'float'
__global__ void braced(float2 *o, double d) { float2 p = {d, d}; *o = p; }
