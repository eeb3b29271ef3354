// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --emit=simt | FileCheck %s --check-prefix=SIMT
// CHECK-LABEL: func.func @loops(
// CHECK: cf.cond_br
// CHECK: cf.br
// SIMT-LABEL: func.func @loops(
// SIMT-NOT: simt.alloca
extern "C" __global__ void loops(int *out, int n) {
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    if (i == 3)
      continue;
    if (i > 100)
      break;
    acc += i;
  }
  int j = 0;
  while (j < n) {
    j += 2;
    if (j == 7)
      break;
  }
  do {
    --j;
  } while (j > 0 && acc != 5);
  bool b = acc > 4 || n < 0;
  out[threadIdx.x] = acc + j + (b ? 1 : 2) + (n > 0 ? out[0] : 0);
}

// switch lowers to cf.switch with fallthrough between cases.
// CHECK-LABEL: func.func @sw(
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^{{.*}},
// CHECK-NEXT: 0: ^
// CHECK-NEXT: 1: ^
// CHECK-NEXT: 5: ^
extern "C" __global__ void sw(int *out, int k) {
  int r = 0;
  switch (k) {
  case 0:
    r = 10;
    break;
  case 1:
    r = 11;
    [[fallthrough]];
  case 5:
    r += 1;
    break;
  default:
    r = -1;
  }
  out[0] = r;
}

// Early returns anywhere.
// CHECK-LABEL: func.func @early(
// CHECK: cf.br ^[[RET:bb[0-9]+]]
// CHECK: cf.br ^[[RET]]
// CHECK: ^[[RET]]:
// CHECK-NEXT: return
extern "C" __global__ void early(float *x, int n) {
  int i = threadIdx.x;
  if (i >= n)
    return;
  for (int k = 0;; ++k) {
    if (x[k] < 0) {
      x[i] = 0;
      return;
    }
  }
}

// Unsigned vs signed arithmetic picks the right ops.
// CHECK-LABEL: func.func @signs(
// CHECK: arith.divui
// CHECK: arith.divsi
// CHECK: arith.remui
// CHECK: arith.shrui
// CHECK: arith.shrsi
// CHECK: arith.cmpi ult
// CHECK: arith.cmpi slt
// CHECK: arith.uitofp
// CHECK: arith.sitofp
// CHECK: arith.fptosi
extern "C" __global__ void signs(unsigned u, int s, float *out, int *o) {
  o[0] = u / 3u;
  o[1] = s / 3;
  o[2] = u % 7u;
  o[3] = u >> 2;
  o[4] = s >> 2;
  o[5] = u < 9u;
  o[6] = s < 9;
  out[0] = (float)u;
  out[1] = (float)s;
  o[7] = (int)out[2];
}

// A conditional of lvalues read as a value loads in the arm that is taken
// (a chosen address kept locals from mem2reg); written, it selects an address
// and the store happens after the join.
// CHECK-LABEL: func.func @condlv(
// CHECK: cf.cond_br
// CHECK: simt.load %{{.*}} : !simt.ptr<i32, global> -> i32
// CHECK-NEXT: cf.br ^[[J:bb[0-9]+]](%{{.*}} : i32)
// CHECK: ^[[J]](%[[V:.*]]: i32):
// CHECK: simt.store %[[V]]
// CHECK: ^{{bb[0-9]+}}(%[[P:.*]]: !simt.ptr<i32, global>):
// CHECK-NEXT: simt.store %{{.*}}, %[[P]]
extern "C" __global__ void condlv(int *x) {
  x[0] = x[1] ? x[2] : x[3];
  (x[4] > 0 ? x[5] : x[6]) = 7;
  x[7] = __builtin_popcount(x[8]);
}
