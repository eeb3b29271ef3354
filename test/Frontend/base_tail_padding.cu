// A base class that is not a POD (a constructor, a virtual function) lends its
// tail padding to the derived class under the Itanium ABI: the derived class's
// next field or base sits inside the base's sizeof. The base is then laid out
// as its base-subobject type (`struct.X.base`, without the tail padding), so
// every member lands at Clang's offset. It used to take the complete type and
// shift everything after it (the second polymorphic base of a class 4 bytes
// late, its vptr stored misaligned: CUDA_ERROR_MISALIGNED_ADDRESS on the GPU).
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// MLIR-DAG: !llvm.struct<"struct.Small", packed (struct<"struct.Counted.base", packed (i32, i8)>, i8, array<2 x i8>)>
// MLIR-DAG: !llvm.struct<"struct.Tagged", packed (struct<"struct.Poly.base", packed (array<8 x i8>, i32)>, i32)>

struct Counted {
  __device__ Counted() : count(0), flag(0) {}
  int count;
  char flag;
};
struct Small : Counted { // `extra` at 5: inside Counted's 8 bytes
  char extra;
};
static_assert(sizeof(Small) == 8, "Itanium reuses the tail padding");

struct Poly {
  __device__ virtual int kind() const { return 1; }
  int value;
};
struct Tagged : Poly { // `tag` at 12, sizeof 16
  int tag;
};
static_assert(sizeof(Tagged) == 16, "Itanium reuses the tail padding");

struct Pad {
  float pad[3];
  __device__ virtual float level() const { return pad[0]; }
};
struct Both : Pad, Tagged {}; // Tagged at 24: Pad's 20 bytes + alignment

// CHECK-LABEL: define ptx_kernel void @small_fields(
// CHECK-DAG: store i32 7, ptr addrspace(1) %{{[0-9]+}}, align 4
// CHECK-DAG: getelementptr inbounds nuw i8, ptr addrspace(1) %{{[0-9]+}}, i64 5
// CHECK-DAG: getelementptr inbounds nuw %struct.Small, ptr addrspace(1) %0
extern "C" __global__ void small_fields(Small *out) {
  Small s;
  s.count = 7;
  s.extra = 3;
  out[blockIdx.x] = s; // stride 8 = sizeof(Small)
}

// CHECK-LABEL: define ptx_kernel void @tagged_fields(
// CHECK: getelementptr inbounds nuw i8, ptr addrspace(1) %{{[0-9]+}}, i64 12
// CHECK: store i32 %{{[0-9]+}}, ptr addrspace(1) %{{[0-9]+}}, align 4
extern "C" __global__ void tagged_fields(Tagged *t, int v) { t->tag = v; }

// CHECK-LABEL: define ptx_kernel void @second_base(
// The second base's vptr at 24 and its field `value` at 32, `tag` at 36; a
// member access through the pointer needs no null check of the base cast.
// CHECK-NOT: select
// CHECK-DAG: getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 32
// CHECK-DAG: getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 36
// CHECK-NOT: select
// CHECK: ret void
extern "C" __global__ void second_base(Both *b, int v) {
  b->value = v;
  b->tag = v + 1;
}
