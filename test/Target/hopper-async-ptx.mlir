// The Hopper async-proxy ops (SimtAsyncOps.td) as PTX that ptxas accepts for
// sm_90a: mbarriers, TMA load (with multicast) and store, setmaxnreg,
// elect.sync, stmatrix, the split cluster barrier, a cluster shape, and a
// by-value descriptor kept in the param space. The kernel covers the ops, not
// a protocol (two loads into one box, every warp storing the same rows):
// --sync-check=off (the races are checked in mbarrier-verify-sync.mlir).
// RUN: kilnc %S/Inputs/hopper-async.mlir --sync-check=off --arch=sm_90a -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: kilnc %S/Inputs/hopper-async.mlir --sync-check=off --arch=sm_100a -o %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null %}
// RUN: kilnc %S/Inputs/hopper-async.mlir --sync-check=off --arch=sm_90a --emit=bundle -o %t.kbundle
// RUN: FileCheck %s --check-prefix=BUNDLE < %t.kbundle
//
// CHECK: .entry hopper(
// CHECK-NEXT: .param .align 64 .b8 hopper_param_0[128]
// CHECK: .explicitcluster
// CHECK: .reqnctapercluster 2, 1, 1
// CHECK: mbarrier.init.shared{{.*}}.b64
// CHECK: fence.mbarrier_init.release.cluster
// CHECK: barrier.cluster.arrive
// CHECK: barrier.cluster.wait
// CHECK: mbarrier.arrive.expect_tx
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.{{.*}}mbarrier::complete_tx::bytes
// CHECK: mbarrier.expect_tx
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.{{.*}}multicast::cluster
// CHECK: mbarrier.try_wait.parity
// CHECK: mapa.shared::cluster
// CHECK: mbarrier.arrive.release.cluster.shared::cluster
// CHECK: fence.proxy.async.shared::cta
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.{{.*}}bulk_group
// CHECK: cp.async.bulk.commit_group
// CHECK: cp.async.bulk.wait_group.read 0
// CHECK: cp.async.bulk.wait_group 0
// CHECK: mbarrier.inval.shared{{.*}}.b64
// CHECK: stmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: stmatrix.sync.aligned.m8n8.x1.trans.shared.b16
// CHECK: elect.sync
// CHECK: barrier.cluster.arrive.relaxed
// CHECK: .entry regs(
// CHECK: setmaxnreg.dec.sync.aligned.u32 40
// CHECK: setmaxnreg.inc.sync.aligned.u32 232
//
// BUNDLE: kernel hopper
// BUNDLE-NEXT: param 0 value 128 64
// BUNDLE: cluster 2 1 1
// BUNDLE-NEXT: tensor-maps 0
