// RUN: kiln-opt %s -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt=warpgroup-mma=true -simt-insert-barriers=remove-redundant=true 2>%t.err1 | FileCheck %s
// RUN: not grep -E '(warning|error):' %t.err1
// RUN: kiln-opt %s -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt -simt-insert-barriers 2>%t.err2 | FileCheck %s --check-prefix=MMASYNC
// RUN: not grep -E '(warning|error):' %t.err2

// Chained dots on sm_90a (the attention pattern, head dim 128): S = Q K^T,
// then O += exp2(S) V with exp2(S) converted to bf16 in registers. Both dots
// have warps [8, 1] (two warpgroups, 64-row slabs), so both run as wgmma:
// Q, an A operand made by a layout conversion, is stored once before the
// loop, K-major and 128-byte swizzled, and read by descriptor (attn15); P
// goes from the first wgmma's accumulator registers straight into the
// second (register-A inline PTX: simt.wgmma reads A through a descriptor
// only). The first Q K^T slice runs with scale-d 0 (`setp.ne.b32 p, 0, 0`):
// the zero accumulator is never materialised. The PTX's last operand, B's
// shared address, names B's buffer for simt-insert-barriers.
// - K^T's source holds 8-element vectors along k (K is row-major): B is
//   stored K-major (no transpose bit), one 16-byte store per vector, k in
//   blocks of 64 (128-byte swizzle atoms); 8 slices of 16.
// - V's vectors run along n: B is stored N-major (b_mn_major), two column
//   blocks of 64 rows x 128 bytes (b_lbo = 64 * 128); 4 slices of 16.
// Each buffer is fenced for the async proxy and a barrier precedes its
// wgmma; each dot is one wgmma group, retired before its result is read.
// CHECK-DAG: simt.global shared @[[KT:__tile_smem_[0-9]+]] : !llvm.array<16384 x i8> {alignment = 1024 : i64
// CHECK-LABEL: func.func @chained
// Q's descriptor buffer, written and fenced once before the loop.
// CHECK: simt.fence_proxy_async
// CHECK-NEXT: simt.barrier block{{$}}
// CHECK: scf.for
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>
// CHECK: simt.fence_proxy_async
// CHECK-NEXT: simt.barrier block{{$}}
// CHECK: simt.inline_asm volatile "{\0Awgmma.fence.sync.aligned;\0A.reg .pred p;\0Asetp.ne.b32 p, 0, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, {{.*}}, $31}, $64, $65, p, 1, 1, 0, 0;\0A}"
// CHECK-COUNT-7: simt.inline_asm volatile "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, {{.*}}, $31}, $64, $65, p, 1, 1, 0, 0;\0A}"
// CHECK-NEXT: simt.wgmma_commit
// CHECK-NEXT: simt.wgmma_wait 0
// CHECK: llvm.nvvm.ex2.approx.f32
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>
// CHECK: simt.fence_proxy_async
// CHECK-NEXT: simt.barrier block{{$}}
// CHECK: simt.inline_asm volatile "{\0Awgmma.fence.sync.aligned;\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, {{.*}}, $63}, {$128, $129, $130, $131}, $132, p, 1, 1, 1;\0A}"
// CHECK-COUNT-3: simt.inline_asm volatile "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, {{.*}}, $63}, {$128, $129, $130, $131}, $132, p, 1, 1, 1;\0A}"
// CHECK-NEXT: simt.wgmma_commit
// CHECK-NEXT: simt.wgmma_wait 0
// CHECK: scf.yield
// Without warpgroup-mma (sm_80..): the same dots on mma.sync.
// MMASYNC-LABEL: func.func @chained
// MMASYNC-NOT: simt.wgmma
// MMASYNC: simt.mma_sync
func.func @chained(%q: !tile.view<bf16, 2>, %k: !tile.view<bf16, 2>, %v: !tile.view<bf16, 2>, %o: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %bn = arith.constant 64 : i64
  %len = tile.view_dim %k, 0 : !tile.view<bf16, 2>
  %qt = tile.load %q[%z, %z] : !tile.view<bf16, 2> -> tensor<128x128xbf16>
  %acc0 = arith.constant dense<0.0> : tensor<128x128xf32>
  %res = scf.for %n = %z to %len step %bn iter_args(%acc = %acc0) -> (tensor<128x128xf32>) : i64 {
    %kt = tile.load %k[%n, %z] : !tile.view<bf16, 2> -> tensor<64x128xbf16>
    %ktt = tile.permute %kt, [1, 0] : tensor<64x128xbf16> -> tensor<128x64xbf16>
    %s0 = arith.constant dense<0.0> : tensor<128x64xf32>
    %s = tile.dot %qt, %ktt, %s0 : tensor<128x128xbf16>, tensor<128x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
    %e = math.exp2 %s : tensor<128x64xf32>
    %p = arith.truncf %e : tensor<128x64xf32> to tensor<128x64xbf16>
    %vt = tile.load %v[%n, %z] : !tile.view<bf16, 2> -> tensor<64x128xbf16>
    %acc1 = tile.dot %p, %vt, %acc : tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<128x128xf32> -> tensor<128x128xf32>
    scf.yield %acc1 : tensor<128x128xf32>
  }
  tile.store %o[%z, %z], %res : !tile.view<f32, 2>, tensor<128x128xf32>
  return
}
