// Pointers to data members are byte offsets (-1: null), as in the Itanium ABI
// nvcc follows: &S::f is the field's offset, o.*m and p->*m add it to the
// object's address, a conversion to a derived class's member pointer adds the
// base's offset (null stays null), and a member pointer tests false when null.
// Pointers to member functions work (member_function_pointers.cu); a
// __device__ table initialised with them is refused with what to do instead.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: not kilnc %s --emit=mlir -DMEMBER_FUNCTION 2>&1 | FileCheck %s --check-prefix=MFP
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

struct Sample {
  float x, y, z;
  int id;
};
struct Tagged {
  long long tag;
};
struct Record : Tagged, Sample {
  int extra;
};

// CHECK-LABEL: func.func @pick(
// &Sample::z is 8, &Sample::y is 4; the choice is a run-time select.
// CHECK-DAG: %[[Z:.*]] = arith.constant 8 : i64
// CHECK-DAG: %[[Y:.*]] = arith.constant 4 : i64
// CHECK: arith.select %{{.*}}, %[[Z]], %[[Y]]
// s[i].*m: the element's address plus the offset, read as float.
// CHECK: %[[B:.*]] = simt.ptr_cast %{{.*}} : !simt.ptr<!llvm.struct<"struct.Sample"{{.*}}, global> to !simt.ptr<i8, global>
// CHECK: %[[A:.*]] = simt.ptr_add %[[B]], %{{.*}} : !simt.ptr<i8, global>, i64
// CHECK: %[[F:.*]] = simt.ptr_cast %[[A]] : !simt.ptr<i8, global> to !simt.ptr<f32, global>
// CHECK: simt.load %[[F]]
extern "C" __global__ void pick(const Sample *s, float *out, int which) {
  float Sample::*m = which ? &Sample::z : &Sample::y;
  out[threadIdx.x] = s[threadIdx.x].*m;
}

// CHECK-LABEL: func.func @widen(
// Sample sits 8 bytes into Record: the offset grows by 8 unless it is null (-1).
// CHECK: %[[NULL:.*]] = arith.constant -1 : i64
// CHECK: %[[EIGHT:.*]] = arith.constant 8 : i64
// CHECK: %[[MOVED:.*]] = arith.addi %[[OFF:.*]], %[[EIGHT]]
// CHECK: %[[ISNULL:.*]] = arith.cmpi eq, %[[OFF]], %{{.*}}
// CHECK: arith.select %[[ISNULL]], %[[OFF]], %[[MOVED]]
// A member pointer is true when it is not -1.
// CHECK: arith.cmpi ne, %{{.*}}, %{{.*}} : i64
extern "C" __global__ void widen(Record *r, int *out, int which) {
  int Sample::*none = nullptr;
  int Sample::*m = which ? &Sample::id : none;
  int Record::*rm = m;
  out[threadIdx.x] = rm ? r[threadIdx.x].*rm : -1;
}

#ifdef MEMBER_FUNCTION
struct Shape {
  __device__ float area() const { return 1.0f; }
};
typedef float (Shape::*Measure)() const;
// MFP: [[@LINE+1]]:{{[0-9]+}}: error: a device variable initialised with a pointer to a member function (or to a member of a base class) is not supported: kilnc cannot place a function's address in initialised data; build the table in the kernel (a local array of member pointers) or dispatch with a switch
__device__ Measure measures[1] = {&Shape::area};
__global__ void method(const Shape *s, float *out) { out[0] = (s->*measures[0])(); }
#endif
