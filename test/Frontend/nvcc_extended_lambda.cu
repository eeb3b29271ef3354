// A __device__ or __host__ __device__ annotation on a lambda needs nvcc's
// --extended-lambda (or --expt-extended-lambda), which defines
// __CUDACC_EXTENDED_LAMBDA__; so does a kernel template instantiated with
// the closure type of a lambda written in host code, unless the lambda is
// an annotated one under the flag. kilnc compiles both as nvcc does with the
// flag and warns with nvcc's words (the flag silences the warning). A lambda written in
// device code and passed to a kernel template needs nothing.
// RUN: kilnc %s --arch=sm_90 -o %t.lenient.ptx 2>&1 | FileCheck %s
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.lenient.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 --extended-lambda -DEXTENDED -o %t.ptx
// RUN: kilnc %s --arch=sm_90 -expt-extended-lambda -DEXTENDED -o /dev/null
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ not %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 --extended-lambda -DEXTENDED %s -o /dev/null %}

template <class F> __global__ void apply(F f, int *o) { o[threadIdx.x] = f(o[threadIdx.x]); }

#if defined(EXTENDED) != defined(__CUDACC_EXTENDED_LAMBDA__)
#error "__CUDACC_EXTENDED_LAMBDA__ follows --extended-lambda"
#endif

__global__ void in_device_code(int *o) {
  // CHECK: nvcc_extended_lambda.cu:[[# @LINE + 1]]:{{[0-9]+}}: warning: __host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag
  auto inc = [] __device__(int x) { return x + 1; };
  o[0] = inc(o[0]);
}

void launch_annotated(int *o) {
  // CHECK: nvcc_extended_lambda.cu:[[# @LINE + 1]]:{{[0-9]+}}: warning: __host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag
  auto twice = [] __host__ __device__(int x) { return 2 * x; };
  apply<<<1, 32>>>(twice, o);
}

#ifndef EXTENDED
void launch_plain(int *o) {
  // CHECK: nvcc_extended_lambda.cu:[[# @LINE + 1]]:{{[0-9]+}}: warning: the closure type for a lambda cannot be used in the template argument type of a __global__ function template instantiation (apply)
  auto square = [](int x) { return x * x; };
  apply<<<1, 32>>>(square, o);
}
#endif

// CHECK-NOT: nvcc_extended_lambda.cu:{{4[0-9]}}:{{[0-9]+}}: error
template <class F> __global__ void apply_twice(F f, int *o) { o[threadIdx.x] = f(f(o[threadIdx.x])); }
template <class F> __device__ void launch_from_device(F f, int *o) { f(o); }
__global__ void device_lambda_argument(int *o) {
  auto neg = [](int x) { return -x; };
  o[0] = neg(o[1]);
}
