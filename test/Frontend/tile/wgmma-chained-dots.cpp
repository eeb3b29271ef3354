// Chained dots on sm_90a (attention's S = Q K^T, then O += P V, written with
// a transposed K and P computed element-wise from S): both dots run as wgmma,
// the first with A by descriptor (Q's conversion stores it K-major into a
// swizzled buffer once, no fragments re-read or held across the loop: two
// descriptors, imm-trans-a 0), the second with A from registers (P straight
// from the first wgmma's accumulator, converted to bf16), K^T stored K-major
// (no transpose bit), V N-major (the transpose bit set), S's zero
// accumulator not materialised (scale-d 0 in the first slice, 1 after), and
// ptxas accepts the PTX with no spills. Older and newer targets keep
// mma.sync; ptxas accepts those too.
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -o %t.ptx 2>%t.err
// RUN: not grep -E '(warning|error):' %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: for arch in sm_80 sm_100a sm_120; do kilnc %s --arch=$arch -o %t.$arch.ptx && %ptxas -arch=$arch %t.$arch.ptx -o %t.cubin && grep -c 'mma.sync.aligned.m16n8k16' %t.$arch.ptx >/dev/null && ! grep -q wgmma %t.$arch.ptx && echo "ok $arch"; done | FileCheck %s --check-prefix=OLDER
// CHECK-LABEL: .entry chained
// CHECK: wgmma.fence.sync.aligned;
// CHECK-NEXT: .reg .pred p;
// CHECK-NEXT: setp.ne.b32 p, 0, 0;
// CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// CHECK-NOT: ld.shared
// CHECK: setp.ne.b32 p, 1, 0;
// CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned
// CHECK: wgmma.wait_group.sync.aligned 0
// CHECK: ex2.approx
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;
// CHECK-NOT: mma.sync
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// OLDER: ok sm_80
// OLDER: ok sm_100a
// OLDER: ok sm_120
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void chained(tensor<const __bf16, 2> q, tensor<const __bf16, 2> k,
                                                 tensor<const __bf16, 2> v, tensor<float, 2> o) {
  int64_t m = block_id(0) * 128;
  auto qt = load<128, 64>(q, m, 0);
  auto acc = zeros<float, 128, 64>();
  for (int64_t n = 0; n < k.shape(0); n += 64) {
    auto s = dot(qt, transpose(load<64, 64>(k, n, 0)));
    auto p = exp2(s - 8.0f);
    acc = mma(cast<__bf16>(p), load<64, 64>(v, n, 0), acc);
  }
  store(o, acc, m, 0);
}
