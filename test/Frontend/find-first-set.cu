// __ffs/__ffsll/__builtin_ffs as nvcc's libdevice computes them, width -
// clz(x & -x): 0 for x == 0 without a select, and no llvm.cttz, which NVPTX
// expands to add/not/and/popc and costs 10, too much for SimplifyCFG to turn
// a guarded `if (first < 0) first = __ffsll(m)` into a selp. Left as a branch
// nested in the `m != 0` one, it kept ptxas from hoisting the next words'
// loads above it (bitset_jaccard_popc: loads in six dependent rounds, 0.40x nvcc).
// RUN: kilnc %s --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx

// MLIR-LABEL: func.func @ffs_values(
// MLIR: %[[NEG:.*]] = arith.subi %{{.*}}, %[[X:.*]] : i32
// MLIR: %[[LOW:.*]] = arith.andi %[[X]], %[[NEG]] : i32
// MLIR: %[[LZ:.*]] = math.ctlz %[[LOW]] : i32
// MLIR: %[[W32:.*]] = arith.constant 32 : i32
// MLIR: arith.subi %[[W32]], %[[LZ]] : i32
// MLIR: %[[NEG64:.*]] = arith.subi %{{.*}}, %[[Y:.*]] : i64
// MLIR: %[[LOW64:.*]] = arith.andi %[[Y]], %[[NEG64]] : i64
// MLIR: %[[LZ64:.*]] = math.ctlz %[[LOW64]] : i64
// MLIR: %[[W64:.*]] = arith.constant 64 : i64
// MLIR: arith.subi %[[W64]], %[[LZ64]] : i64
// MLIR: math.ctlz
// MLIR-NOT: math.cttz
// MLIR: return
// LLVM-LABEL: define {{.*}} @ffs_values(
// LLVM-NOT: cttz
// LLVM: ret void
extern "C" __global__ void ffs_values(const int *x, const long long *y, int *out) {
  int i = threadIdx.x;
  out[3 * i] = __ffs(x[i]);
  out[3 * i + 1] = __ffsll(y[i]);
  out[3 * i + 2] = __builtin_ffs(x[i] ^ 5);
}

// The first and last set bit of a run of words: per word one `m != 0` branch
// around straight-line code, the `first < 0` test a selp from the second word on
// (nvcc's shape).
// LLVM-LABEL: define {{.*}} @first_last_bit(
// LLVM-NOT: cttz
// LLVM: ret void
// PTX-LABEL: .entry first_last_bit(
// PTX-COUNT-3: selp.b32
// PTX-NOT: popc
// PTX: ret;
extern "C" __global__ void first_last_bit(const unsigned long long *__restrict__ a,
                                          int *__restrict__ span) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int first = -1, last = -1;
#pragma unroll
  for (int w = 0; w < 4; ++w) {
    unsigned long long m = a[4 * i + w];
    if (m != 0) {
      if (first < 0) first = w * 64 + __ffsll((long long)m) - 1;
      last = w * 64 + 63 - __clzll((long long)m);
    }
  }
  span[i] = last - first;
}
