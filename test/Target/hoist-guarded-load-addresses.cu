// A load under a condition whose block holds only loads: its address
// arithmetic is computed above the branch, so ptxas predicates the loads
// (@P LDG) instead of keeping the branch and a BSSY/BSYNC pair around it, as
// it does for nvcc's strength-reduced addresses. lz77's encoder match loop
// (realcode lz77_token_chunk_decompress) paid that pair every step.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm -o - | FileCheck %s --check-prefix=IR
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: .entry match_length(
// CHECK: add.s64 [[AT:%rd[0-9]+]],
// CHECK: add.s64 [[BACK:%rd[0-9]+]],
// CHECK: @%p{{[0-9]+}} bra
// CHECK-NEXT: ld.global.nc.b8 {{%rs[0-9]+}}, [[[AT]]];
// CHECK-NEXT: ld.global.nc.b8 {{%rs[0-9]+}}, [[[BACK]]];
// CHECK-NEXT: setp.eq.b16
// CHECK: ret;
extern "C" __global__ void match_length(const unsigned char *__restrict__ src, int *out, int n, int ip) {
  int off = threadIdx.x + 1;
  int l = 0;
  while (ip + l < n && src[ip + l] == src[ip + l - off] && l < 270)
    ++l;
  out[threadIdx.x] = l;
}

// A guarded block that stores keeps its arithmetic (ptxas branches around a
// store's block either way), with the flags the condition gave it.
// IR-LABEL: define {{.*}} @guarded_store(
// IR: br i1 {{%[0-9]+}}, label %[[STORE:[0-9]+]],
// IR: {{^}}[[STORE]]:
// IR-NEXT: mul nuw nsw i32 {{%[0-9]+}}, 7
// IR: store i32
extern "C" __global__ void guarded_store(const int *__restrict__ in, int *out, int n) {
  int t = threadIdx.x;
  for (int i = 0; i < n; ++i)
    if (in[i] > t)
      out[t + i * 7] = i;
}
