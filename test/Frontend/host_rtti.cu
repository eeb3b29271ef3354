// Host code in a .cu file may use RTTI (dynamic_cast, typeid), as it does under nvcc, whose
// device pass also defines __GXX_RTTI and __cpp_rtti (headers test them). kilnc parsed with
// -fno-rtti and refused the host code. In device code typeid and dynamic_cast stay refused
// at the line, as nvcc refuses them; device vtables are unchanged (null RTTI slots).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --emit=mlir -DDEVICE_TYPEID 2>&1 | FileCheck %s --check-prefix=DEV
#include <typeinfo>

#if defined(__CUDA_ARCH__) && !(defined(__GXX_RTTI) && defined(__cpp_rtti))
#error "nvcc's device pass defines __GXX_RTTI and __cpp_rtti"
#endif

struct Shape {
  __host__ __device__ virtual ~Shape() {}
  __host__ __device__ virtual float area() const { return 0; }
};
struct Square : Shape {
  float s;
  __host__ __device__ Square(float x) : s(x) {}
  __host__ __device__ float area() const override { return s * s; }
};

// The device vtable: offset-to-top 0, a null RTTI slot, then the functions.
// CHECK: simt.global {{.*}}@_ZTV6Square
// CHECK-SAME: = [unit, unit, @_ZN6SquareD1Ev
// CHECK-LABEL: func.func @_Z5areasPf
__global__ void areas(float *out) {
  Square sq(out[threadIdx.x]);
  const Shape &s = sq;
  out[threadIdx.x] = s.area();
#ifdef DEVICE_TYPEID
  // DEV: host_rtti.cu:[[@LINE+1]]:30: error: RTTI is not supported in device code
  const std::type_info &ti = typeid(s);
  (void)ti;
#endif
}

// Host only: not part of the device module.
// CHECK-NOT: func.func @_Z9host_kindPK5Shape
int host_kind(const Shape *s) {
  if (dynamic_cast<const Square *>(s))
    return 1;
  return typeid(*s) == typeid(Shape) ? 0 : 2;
}
