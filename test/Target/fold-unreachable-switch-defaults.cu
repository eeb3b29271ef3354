// A switch whose cases cover every value (SimplifyCFG makes its default
// unreachable) is compiled as the compares of all cases but one, as nvcc
// does: no `exit` block for the unreachable default, and a loop around it is
// runtime-unrolled with a remainder loop, not with its exit test kept after
// every copy (a 2000-step random walk ran at 0.63x nvcc).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: .entry walk(
// CHECK-NOT: exit;
// CHECK: ret;
// Four copies of the step (three cases each, in an i8 that the 2-bit value
// fits), then the remainder loop.
// LLVM-LABEL: define {{.*}} @walk(
// LLVM-NOT: unreachable
// LLVM-COUNT-4: switch i8 %{{.*}}, label %{{.*}} [
// LLVM: .epil:
// LLVM: switch i8
// LLVM-NOT: unreachable
// LLVM: ret void
extern "C" __global__ void walk(int2 *xy, int steps, unsigned long long seed) {
  int w = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long s = seed ^ (unsigned long long)w;
  int x = 0, y = 0;
  for (int i = 0; i < steps; ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    switch ((unsigned)(s >> 33) & 3u) {
    case 0: ++x; break;
    case 1: --x; break;
    case 2: ++y; break;
    default: --y; break;
    }
  }
  xy[w] = make_int2(x, y);
}

// Eight cases for `r & 7`, two of them the same code: that block (most
// values) becomes the default.
// CHECK-LABEL: .entry dice(
// CHECK-NOT: exit;
// CHECK: ret;
// LLVM-LABEL: define {{.*}} @dice(
// LLVM-NOT: unreachable
// LLVM: ret void
extern "C" __global__ void dice(int *out, const unsigned *rolls) {
  int i = threadIdx.x, move;
  switch (rolls[i] & 7u) {
  case 0: move = 1; break;
  case 1: move = 2; break;
  case 2: case 3: move = 7; break;
  case 4: move = 4; break;
  case 5: move = 5; break;
  case 6: move = -3; break;
  case 7: move = 0; break;
  }
  out[i] = move * (int)rolls[i + 64];
}
