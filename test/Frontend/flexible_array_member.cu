// A flexible array member (C99's, which nvcc accepts in CUDA C++ as GCC
// does): variable-size records in device memory (`struct Bucket { int count;
// float items[]; }`). The member has no bytes of its own (sizeof(Bucket) is
// 4) and is indexed from its offset, as nvcc's PTX does ([%rd+4]).
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: func.func @bucket_sum(
// CHECK-SAME: !simt.ptr<!llvm.struct<"struct.Bucket", packed (i32, array<0 x f32>)>, global>
// CHECK: simt.member_ptr %{{.*}}[1] : {{.*}} -> !simt.ptr<!llvm.array<0 x f32>, global>
// CHECK: arith.constant 12 : i32
// PTX-LABEL: .entry bucket_sum(
// PTX: ld.global.b32 {{.*}}[%rd{{[0-9]+}}+4];
struct Bucket {
  int count;
  float items[];
};
struct Msg {
  unsigned short len;
  unsigned char payload[];
};
static_assert(sizeof(Bucket) == 4 && sizeof(Msg) == 2, "the flexible member adds no bytes");

extern "C" __global__ void bucket_sum(Bucket *b, Msg *m, float *out) {
  float s = 0.f;
  for (int i = 0; i < b->count; ++i)
    s += b->items[i];
  out[0] = s + m->payload[m->len - 1] + (int)(sizeof(Bucket) + sizeof(Msg) * 4);
  m->payload[threadIdx.x] = (unsigned char)s;
}
