// A function that calls itself only in tail position (`return f(args);`, or
// an arm of `?:` in a return, as libcu++'s cuda::std::gcd is written) is a
// loop: the arguments are evaluated, stored into the parameters, and the body
// starts again; no call is left. Recursion anywhere else stays a call.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --emit=mlir -DNOT_TAIL | FileCheck %s --check-prefix=NOT-TAIL
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
#include <cuda/std/numeric>

// CHECK-LABEL: func.func private @gcd_u(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
// CHECK: simt.store %[[A]], %[[SA:[^ ]*]] :
// CHECK: simt.store %[[B]], %[[SB:[^ ]*]] :
// CHECK: cf.br ^[[BODY:bb[0-9]+]]
// CHECK: ^[[BODY]]:
// CHECK: cf.cond_br %{{.*}}, ^[[DONE:bb[0-9]+]], ^[[AGAIN:bb[0-9]+]]
// The new arguments (b, a % b) are both computed before either is stored.
// CHECK: ^[[AGAIN]]:
// CHECK: %[[NA:.*]] = simt.load %[[SB]]
// CHECK: %[[NB:.*]] = arith.remui
// CHECK: simt.store %[[NA]], %[[SA]]
// CHECK: simt.store %[[NB]], %[[SB]]
// CHECK: cf.br ^[[BODY]]
// CHECK-NOT: call @gcd_u
// CHECK: return
extern "C" __device__ __noinline__ unsigned gcd_u(unsigned a, unsigned b) {
  return b == 0 ? a : gcd_u(b, a % b);
}

// A plain `return f(...)` after other statements.
// CHECK-LABEL: func.func private @count_digits(
// CHECK-NOT: call @count_digits
// CHECK: return
extern "C" __device__ __noinline__ int count_digits(unsigned v, int acc) {
  if (v < 10)
    return acc + 1;
  return count_digits(v / 10, acc + 1);
}

__global__ void tails(unsigned *out, const unsigned *in) {
  unsigned x = in[threadIdx.x];
  out[threadIdx.x] = gcd_u(x, 36u) + count_digits(x, 0) + cuda::std::gcd(x, 48u) +
                     cuda::std::lcm(x % 16 + 1, 6u);
}

#ifdef NOT_TAIL
// fib(n - 1) + fib(n - 2) is not a tail call: both stay calls.
// NOT-TAIL-LABEL: func.func private @_Z3fibi(
// NOT-TAIL: call @_Z3fibi(
// NOT-TAIL: call @_Z3fibi(
__device__ int fib(int n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
__global__ void fibs(int *out) { out[threadIdx.x] = fib(threadIdx.x); }
#endif
