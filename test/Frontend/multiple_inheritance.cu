// Several polymorphic bases (CGVirtual.cpp), laid out as the Itanium ABI
// (and nvcc) has them: one vtable group per class, the primary vtable then a
// secondary one per polymorphic base at a non-zero offset, whose
// offset-to-top slot holds the negated offset and whose overriders are
// this-adjusting thunks (_ZThn<offset>_...); constructors store each
// subobject's vptr; upcasts to a base at an offset keep null null; delete
// through the second base frees the whole object (offset-to-top).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Named {
  int tag;
  __device__ virtual ~Named() {}
  __device__ virtual int name() const { return tag; }
};
struct Scored {
  float weight;
  __device__ virtual ~Scored() {}
  __device__ virtual float score(float v) const { return v; }
};
struct Item : Named, Scored {
  __device__ Item(int t, float w) { tag = t; weight = w; }
  __device__ int name() const override { return tag * 10; }
  __device__ float score(float v) const override { return v * weight; }
};

// Primary vtable (offset-to-top 0, RTTI, dtors, name, score), then Scored's
// in Item at 16 bytes: offset-to-top -16, RTTI, the thunks.
// CHECK-DAG: simt.global global @_ZTV4Item : !llvm.array<11 x !simt.ptr<i8, generic>> = [unit, unit, @_ZN4ItemD1Ev, @_ZN4ItemD1Ev, @_ZNK4Item4nameEv, @_ZNK4Item5scoreEf, -16, unit, @_ZThn16_N4ItemD1Ev, @_ZThn16_N4ItemD1Ev, @_ZThn16_NK4Item5scoreEf]
// PTX-DAG: .global .align 8 .u64 _ZTV4Item[11] = {0, 0, _ZN4ItemD1Ev, _ZN4ItemD1Ev, _ZNK4Item4nameEv, _ZNK4Item5scoreEf, 0xfffffffffffffff0, 0, _ZThn16_N4ItemD1Ev, _ZThn16_N4ItemD1Ev, _ZThn16_NK4Item5scoreEf};

// CHECK-LABEL: func.func @use(
// The upcast to Scored (at 16) keeps a null pointer null; the member is
// Scored's base-subobject type (no tail padding), cast to the complete type:
// CHECK: simt.member_ptr %[[P:[0-9]+]][2] {{.*}} -> !simt.ptr<!llvm.struct<"struct.Scored.base"
// CHECK: %[[UP:.*]] = simt.ptr_cast
// CHECK: %[[NULL:.*]] = simt.int_to_ptr
// CHECK: %[[BITS:.*]] = simt.ptr_to_int %[[P]]
// CHECK: %[[NZ:.*]] = arith.cmpi ne, %[[BITS]]
// CHECK: arith.select %[[NZ]], %[[UP]], %[[NULL]]
// delete through Scored: offset-to-top read (16 bytes before the address
// point), the destructor through the vtable, free of the top.
// CHECK: arith.constant -16 : i64
// CHECK: call_indirect
// CHECK: call @free(
// Item's constructor stores both vptrs: the primary at 0, Scored's at 16.
// CHECK-LABEL: func.func private @_ZN4ItemC1Eif(
// CHECK: simt.addressof @_ZTV4Item
// CHECK: arith.constant 2 : i64
// CHECK: simt.store
// CHECK: arith.constant 8 : i64
// CHECK: arith.constant 16 : i64
// CHECK: simt.store
// The thunk moves `this` back 16 bytes and calls the overrider.
// CHECK-LABEL: func.func private @_ZThn16_NK4Item5scoreEf(
// CHECK: arith.constant -16 : i64
// CHECK: simt.ptr_add
// CHECK: call @_ZNK4Item5scoreEf(
// CHECK: return
extern "C" __global__ void use(const float *x, float *out, int n) {
  Item *item = new Item(n, 0.5f);
  Item *maybe = n > 4 ? item : nullptr;
  Scored *s = maybe;
  Named *nm = item;
  out[0] = s ? s->score(x[0]) : -1.0f;
  out[1] = float(nm->name());
  delete s;
}
