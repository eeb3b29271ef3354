// __ldca/__ldcg/__ldcs/__ldlu/__ldcv and __stwb/__stcg/__stcs/__stwt: global
// accesses with PTX's cache operators, for scalars and CUDA's vector types.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: func.func @loads(
// CHECK: simt.load cache(ca) %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: simt.load cache(cg) %{{.*}} : !simt.ptr<i32, global> -> i32
// CHECK: simt.load cache(cs) %{{.*}} : !simt.ptr<!llvm.struct<"struct.float4", packed (f32, f32, f32, f32)>, global>
// CHECK: simt.load cache(lu) %{{.*}} : !simt.ptr<i8, global> -> i8
// CHECK: simt.load cache(cv) %{{.*}} : !simt.ptr<!llvm.struct<"struct.double2", packed (f64, f64)>, global>
// CHECK: simt.load cache(cs) %{{.*}} : !simt.ptr<i64, generic> -> i64
// PTX-LABEL: .entry loads
// PTX: ld.global.ca.f32
// PTX: ld.global.cg.b32
// PTX: ld.global.cs.v4.f32
// PTX: ld.global.lu.b8
// PTX: ld.global.cv.v2.f64
// PTX: ld.global.cs.b64
extern "C" __global__ void loads(const float *f, const int *i, const float4 *v, const unsigned char *c,
                                 const double2 *d, long long *out, const long long *const *pp) {
  float a = __ldca(f + threadIdx.x);
  int b = __ldcg(i + threadIdx.x);
  float4 x = __ldcs(v + threadIdx.x);
  unsigned char y = __ldlu(c + threadIdx.x);
  double2 z = __ldcv(d + threadIdx.x);
  long long w = __ldcs(pp[0]);  // a pointer loaded from memory: generic
  out[threadIdx.x] = (long long)(a + b + x.x + x.w + y + z.y) + w;
}

// CHECK-LABEL: func.func @stores(
// CHECK: simt.store cache(wb) %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK: simt.store cache(cg) %{{.*}}, %{{.*}} : !llvm.struct<"struct.int4", packed (i32, i32, i32, i32)>
// CHECK: simt.store cache(cs) %{{.*}}, %{{.*}} : i16
// CHECK: simt.store cache(wt) %{{.*}}, %{{.*}} : !llvm.struct<"struct.char2", packed (i8, i8)>
// PTX-LABEL: .entry stores
// PTX: st.global.wb.f32
// PTX: st.global.cg.v4.b32
// PTX: st.global.cs.b16
// PTX: st.global.wt.v2.b8
extern "C" __global__ void stores(float *f, int4 *v, short *s, char2 *c) {
  int t = threadIdx.x;
  __stwb(f + t, 1.5f * t);
  __stcg(v + t, make_int4(t, t + 1, t + 2, t + 3));
  __stcs(s + t, (short)t);
  __stwt(c + t, make_char2((signed char)t, (signed char)-t));
}
