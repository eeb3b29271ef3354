// RUN: kiln-opt %s -simt-verify-sync -verify-diagnostics -o /dev/null
// `tid + base` masked with INT64_MAX indexes shared memory: the lane and
// counter moduli took mask + 1, a signed overflow that UBSan reported
// (scripts/test.sh --sanitize-passes runs this under the sanitizers; a seed of
// the libFuzzer frontend target, test/Analysis/and-int64-max-mask.cu, found
// it). Each thread stores its own slot and reads another after the barrier:
// no diagnostic.
module {
  simt.global shared @s : !llvm.array<256 x i32> {alignment = 4 : i64}
  func.func @mask_all_but_sign(%in: !simt.ptr<i64, global>, %out: !simt.ptr<i32, global>) attributes {simt.kernel} {
    %tid = simt.thread_id x
    %t64 = arith.extui %tid : i32 to i64
    %base = simt.load %in : !simt.ptr<i64, global> -> i64
    %sum = arith.addi %t64, %base : i64
    %max = arith.constant 9223372036854775807 : i64
    %m = arith.andi %sum, %max : i64
    %v = arith.trunci %m : i64 to i32
    %s = simt.addressof @s : !simt.ptr<!llvm.array<256 x i32>, shared>
    %s0 = simt.ptr_cast %s : !simt.ptr<!llvm.array<256 x i32>, shared> to !simt.ptr<i32, shared>
    %at = simt.ptr_add inbounds %s0, %m : !simt.ptr<i32, shared>, i64
    simt.store %v, %at : i32, !simt.ptr<i32, shared>
    simt.barrier block
    %c255 = arith.constant 255 : i32
    %r = arith.subi %c255, %tid : i32
    %r64 = arith.extui %r : i32 to i64
    %rat = simt.ptr_add inbounds %s0, %r64 : !simt.ptr<i32, shared>, i64
    %x = simt.load %rat : !simt.ptr<i32, shared> -> i32
    %o = simt.ptr_add inbounds %out, %t64 : !simt.ptr<i32, global>, i64
    simt.store %x, %o : i32, !simt.ptr<i32, global>
    return
  }
}
