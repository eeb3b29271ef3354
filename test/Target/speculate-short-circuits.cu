// The arms of chained && / || conditions that only compare run as
// predicates, as nvcc's NVVM makes them: the argmin comparator
// `b < a || (b == a && j < i)` is two setp, an and.pred and an or.pred, not
// two branches ptxas keeps as divergent ones (block_argminmax: 0.81x nvcc).
// Arms that load, store, call or divide keep their branch.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm -o - | FileCheck %s --check-prefix=IR
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

struct ArgMin {
  __device__ bool operator()(float a, int i, float b, int j) const {
    return b < a || (b == a && j < i);
  }
};

// CHECK-LABEL: .entry argmin_step(
// CHECK: setp.lt.f32 [[LT:%p[0-9]+]],
// CHECK-NEXT: setp.eq.f32 [[EQ:%p[0-9]+]],
// CHECK-NEXT: setp.lt.s32 [[IDX:%p[0-9]+]],
// CHECK-NEXT: and.pred [[TIE:%p[0-9]+]], [[EQ]], [[IDX]];
// CHECK-NEXT: or.pred [[TAKE:%p[0-9]+]], [[LT]], [[TIE]];
// CHECK-NEXT: selp.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, [[TAKE]];
// CHECK-NOT: bra
// CHECK: ret;
extern "C" __global__ void argmin_step(float *v, int *idx, int stride) {
  int t = threadIdx.x;
  float a = v[t], b = v[t + stride];
  int i = idx[t], j = idx[t + stride];
  bool take = ArgMin{}(a, i, b, j);
  v[t] = take ? b : a;
  idx[t] = take ? j : i;
}

// A bounds check around a load keeps its branch: the load must not run
// out of bounds.
// CHECK-LABEL: .entry guarded_load(
// CHECK: @%p{{[0-9]+}} bra
// CHECK: ld.global
// IR-LABEL: define {{.*}} @guarded_load(
// IR: br i1
extern "C" __global__ void guarded_load(const int *in, int *out, int n, int k) {
  int t = threadIdx.x;
  int x = 0;
  if (t < n && (in[t] > k || in[t + n] > k))
    x = 1;
  out[t] = x;
}

// An arm that divides keeps its branch (the divisor may be zero there).
// IR-LABEL: define {{.*}} @guarded_division(
// IR: br i1
// IR: sdiv i32
extern "C" __global__ void guarded_division(const int *in, int *out, int d) {
  int t = threadIdx.x;
  out[t] = (in[t] < 0 || (d != 0 && in[t] / d > 3)) ? 1 : 0;
}
