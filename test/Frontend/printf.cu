// printf -> vprintf(format, buffer): the format string is read-only data in global memory
// (as nvcc's $str), the arguments after C's promotions (float -> double, char/short -> int)
// each at its natural alignment in a local buffer aligned to its largest member.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 | FileCheck %s --check-prefix=PTX

// CHECK-DAG: simt.global global @".str" : !llvm.array<18 x i8> = dense<[37, 102, 32, 37, 99, 32, 37, 100, 32, 37, 108, 108, 100, 32, 37, 115, 10, 0]> : tensor<18xi8> {alignment = 1 : i64, readonly}
// CHECK-DAG: simt.global global @".str.1" : !llvm.array<4 x i8> = dense<[104, 105, 10, 0]> : tensor<4xi8> {alignment = 1 : i64, readonly}
// CHECK-LABEL: func.func @formats(
// CHECK: %[[BUF:.*]] = simt.alloca {alignment = 8 : i64} : !simt.ptr<!llvm.array<32 x i8>, local>
// float -> double at 0, char -> int at 8, short -> int at 12, long long at 16, pointer at 24
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK: arith.extsi %{{.*}} : i8 to i32
// CHECK: arith.extsi %{{.*}} : i16 to i32
// CHECK: simt.store %{{.*}}, %{{.*}} : f64, !simt.ptr<f64, local>
// CHECK: simt.ptr_add inbounds %{{.*}}, %c8_i64
// CHECK: simt.store %{{.*}}, %{{.*}} : i32, !simt.ptr<i32, local>
// CHECK: simt.ptr_add inbounds %{{.*}}, %c12_i64
// CHECK: simt.ptr_add inbounds %{{.*}}, %c16_i64
// CHECK: simt.store %{{.*}}, %{{.*}} : i64, !simt.ptr<i64, local>
// CHECK: simt.ptr_add inbounds %{{.*}}, %c24_i64
// CHECK: simt.store %{{.*}}, %{{.*}} : !simt.ptr<i8, generic>, !simt.ptr<!simt.ptr<i8, generic>, local>
// CHECK: call @vprintf(%{{.*}}, %{{.*}}) : (!simt.ptr<i8, generic>, !simt.ptr<i8, generic>) -> i32
// No arguments: a null buffer.
// CHECK: %[[NULL:.*]] = simt.int_to_ptr %c0_i64 : i64 to !simt.ptr<i8, generic>
// CHECK: call @vprintf(%{{.*}}, %[[NULL]])
// PTX: .extern .func (.param .b32 func_retval0) vprintf
// PTX: .global .align 1 .b8 {{.*}}str[18] = {37, 102,
extern "C" __global__ void formats(float f, char c, short s, long long l) {
  printf("%f %c %d %lld %s\n", f, c, s, l, "hi\n");
  printf("hi\n");
}

// The same literal is one global; character arrays copy the characters, zero-padded.
// CHECK-LABEL: func.func @arrays(
// CHECK: llvm.mlir.constant(dense<[97, 98, 99, 0, 0, 0, 0, 0]> : tensor<8xi8>) : !llvm.array<8 x i8>
// CHECK: simt.addressof @".str.1"
extern "C" __global__ void arrays(char *out) {
  char name[8] = "abc";
  const char *greeting = "hi\n";
  out[threadIdx.x] = name[threadIdx.x & 7] + greeting[1];
}

// printf beside shared memory and barriers: the sync checks see a plain call.
extern "C" __global__ void with_barrier(const int *in) {
  __shared__ int s[32];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0)
    printf("%d\n", s[31]);
}
// CHECK: func.func private @vprintf(!simt.ptr<i8, generic>, !simt.ptr<i8, generic>) -> i32
