// reinterpret_cast to a reference (CK_LValueBitCast), as CUB-style raw
// storage wrappers alias their words as the real type: the address, cast,
// in the object's own space.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Pair {
  int a;
  float b;
};
struct Raw {
  unsigned long long words[1];
  __device__ Pair &alias() { return reinterpret_cast<Pair &>(*this); }
};

// CHECK-LABEL: func.func @k(
// CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<!llvm.struct<"struct.Raw", packed (array<1 x i64>)>, shared> to !simt.ptr<!llvm.struct<"struct.Pair", packed (i32, f32)>, shared>
// CHECK: simt.store %{{.*}}, %{{.*}} : i32, !simt.ptr<i32, shared>
extern "C" __global__ void k(int *out, float *fout) {
  __shared__ Raw raw;
  reinterpret_cast<Pair &>(raw).a = 7;
  raw.alias().b = 2.5f;
  __syncthreads();
  out[threadIdx.x] = reinterpret_cast<const Pair &>(raw).a;
  fout[threadIdx.x] = raw.alias().b;
}
