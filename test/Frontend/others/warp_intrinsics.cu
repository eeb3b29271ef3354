// RUN: kilnc %s --emit=simt -o %t.mlir 2> %t.err
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: count 0 < %t.err
// Warp intrinsics as warp-aggregated atomics, shuffle scans, votes and a
// CAS loop use them: each is one simt collective with the full mask (the
// lanes that reach it), and nothing is reported.
// CHECK-LABEL: func.func @_Z7compactPKiPiS1_i(
// CHECK: simt.vote ballot %{{.*}}, %c-1_i32 : i32
// CHECK: math.ctpop
// CHECK: simt.atomic_rmw add %arg2, %{{.*}} scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
// CHECK: simt.shuffle idx %{{.*}}, %c0_i32, %c-1_i32 : i32
// CHECK-LABEL: func.func @_Z4scanPi(
// CHECK: simt.shuffle up %{{.*}}, %{{.*}}, %c-1_i32 : i32
// CHECK-LABEL: func.func @_Z5votesPKfPi(
// CHECK: simt.vote any %{{.*}}, %{{.*}} : i1
// CHECK: math.absf
// CHECK: arith.cmpf olt
// CHECK: simt.vote all %{{.*}}, %c-1_i32 : i1
// CHECK: simt.match_any %{{.*}}, %c-1_i32 : i32
// __ffs: width - clz(x & -x) (find-first-set.cu)
// CHECK: math.ctlz
// CHECK-LABEL: func.func @_Z13lock_free_maxPff(
// CHECK: simt.atomic_cas %{{.*}}, %{{.*}}, %{{.*}} scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
__device__ __forceinline__ int warpInclusiveScan(int v) {
  const unsigned lane = threadIdx.x & 31;
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    int n = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += n;
  }
  return v;
}
__global__ void compact(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool keep = i < n && in[i] > 0;
  unsigned ballot = __ballot_sync(0xffffffff, keep);
  int lane = threadIdx.x % 32;
  int rank = __popc(ballot & ((1u << lane) - 1));
  int base = 0;
  if (lane == 0) base = atomicAdd(count, __popc(ballot));
  base = __shfl_sync(0xffffffff, base, 0);
  if (keep) out[base + rank] = in[i];
}
__global__ void scan(int *data) { data[threadIdx.x] = warpInclusiveScan(data[threadIdx.x]); }
__global__ void votes(const float *x, int *flags) {
  float v = x[threadIdx.x];
  int anyNeg = __any_sync(__activemask(), v < 0.f);
  int allFinite = __all_sync(0xffffffff, isfinite(v));
  unsigned peers = __match_any_sync(0xffffffff, (int)v);
  flags[threadIdx.x] = anyNeg | (allFinite << 1) | (__ffs(peers) << 2);
}
__global__ void lock_free_max(float *addr, float value) {
  int *ai = (int *)addr;
  int old = *ai, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value) break;
    old = atomicCAS(ai, assumed, __float_as_int(value));
  } while (assumed != old);
}
