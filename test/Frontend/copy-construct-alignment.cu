// A record copied into memory by its trivial copy constructor (placement new,
// a container's emplace) is stored with the record's alignment, as the load
// that reads it: the !llvm.struct is packed, whose own alignment is 1, and
// LLVM stored it byte by byte (realcode static_vector_placement_new_tie_topk's
// insertion sort: four st.local.b8 per float where nvcc has one st.local).
// A destination below its type's alignment (a member of a packed record)
// keeps the member's alignment: the copy assignment below was one misaligned
// st.global.b32 at offset 1 (a misaligned-address fault on the GPU).
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
#include <new>

struct Candidate {
  float score;
  int id;
};
struct Inner {
  unsigned a;
  float b;
};
struct __attribute__((packed)) Outer {
  unsigned char tag;
  Inner inner; // a naturally aligned struct at offset 1
};

// CHECK-LABEL: func.func @copy_construct(
// CHECK: simt.store %{{.*}} {alignment = 4 : i64} : !llvm.struct<"struct.Candidate", {{.*}}>, !simt.ptr<!llvm.struct<"struct.Candidate"
// PTX-LABEL: .entry copy_construct(
// PTX-NOT: st.global.b8
// PTX-COUNT-2: st.global.b32
// PTX-NOT: st.global.b8
// PTX: ret;
extern "C" __global__ void copy_construct(Candidate *out, const Candidate *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  ::new (&out[i]) Candidate(in[i]);
}

// CHECK-LABEL: func.func @assign_packed_member(
// CHECK: simt.store %{{.*}} {alignment = 1 : i64} : !llvm.struct<"struct.Inner", {{.*}}>, !simt.ptr<!llvm.struct<"struct.Inner"
// PTX-LABEL: .entry assign_packed_member(
// PTX-NOT: st.global.b32
// PTX-COUNT-8: st.global.b8
// PTX-NOT: st.global.b32
// PTX: ret;
extern "C" __global__ void assign_packed_member(Outer *out, const Inner *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i].inner = in[i];
}

// CHECK-LABEL: func.func @init_packed_member(
// CHECK: simt.store %{{.*}} {alignment = 1 : i64} : !llvm.struct<"struct.Inner", {{.*}}>, !simt.ptr<!llvm.struct<"struct.Inner"
// PTX-LABEL: .entry init_packed_member(
// PTX-NOT: st.global.b32
// PTX-COUNT-9: st.global.b8
// PTX-NOT: st.global.b32
// PTX: ret;
extern "C" __global__ void init_packed_member(Outer *out, const Inner *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = Outer{1, in[i]};
}
