// static_cast from a base class to a derived one (CK_BaseToDerived), as CRTP
// code writes `static_cast<const Derived &>(*this)`: the address moves back by
// the base's offset in the derived class (0 for CRTP's empty base, 8 here for
// the second base); a pointer downcast keeps a null pointer null.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

template <typename Derived>
struct Shape {
  __device__ float area() const { return static_cast<const Derived &>(*this).area_impl(); }
};

struct Square : Shape<Square> {
  float side;
  __device__ float area_impl() const { return side * side; }
};

struct Header {
  long long tag;
};
struct Payload {
  float value;
};
struct Record : Header, Payload {
  int extra;
};

// The CRTP base is empty and sits at offset 0: a plain cast of the pointer.
// CHECK-LABEL: func.func private @_ZNK5ShapeI6SquareE4areaEv(
// CHECK-NOT: simt.ptr_add
// CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<!llvm.struct<"struct.Shape<Square>"{{.*}}> to !simt.ptr<!llvm.struct<"struct.Square"
// CHECK: call @_ZNK6Square9area_implEv(

// A reference downcast from the second base: 8 bytes back, no null check.
// CHECK-LABEL: func.func private @record_ref(
// CHECK: %[[M8:.*]] = arith.constant -8 : i64
// CHECK: simt.ptr_add %{{.*}}, %[[M8]]
// CHECK-NOT: arith.select
// CHECK: return

// A pointer downcast: the same 8 bytes, and null stays null.
// CHECK-LABEL: func.func private @record_ptr(
// CHECK: %[[P8:.*]] = arith.constant -8 : i64
// CHECK: simt.ptr_add %{{.*}}, %[[P8]]
// CHECK: arith.select
// CHECK: return

__global__ void crtp(const Square *s, float *out) { out[threadIdx.x] = s[threadIdx.x].area(); }

extern "C" __device__ __noinline__ int record_ref(Payload &p) { return static_cast<Record &>(p).extra; }

extern "C" __device__ __noinline__ Record *record_ptr(Payload *p) { return static_cast<Record *>(p); }

__global__ void records(Record *r, int *out, long long *tags) {
  Payload *p = &r[threadIdx.x];
  out[threadIdx.x] = record_ref(*p);
  tags[threadIdx.x] = record_ptr(p)->tag;
}
