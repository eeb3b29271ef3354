//===- SimtEffectsTest.cpp - which memory the simt ops say they touch ---===//
//
// The simt ops' memory effects name shared or global memory as resources
// (SimtDialect.td's Simt_SharedMemory / Simt_GlobalMemory, SimtEffects.cpp):
// by the pointer's address space for loads, stores, atomics, memcpy and
// memset, by the op for ldmatrix, cp_async, wgmma, stmatrix and the TMA and
// mbarrier ops (SimtAsyncOps.td). A generic pointer
// touches every resource, local memory only the default one; the sync
// checks ask touchesSharedOrGlobalMemory instead of listing op names.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>

using namespace mlir;

namespace {

class SimtEffectsTest : public ::testing::Test {
protected:
  SimtEffectsTest() {
    ctx.loadDialect<kiln::simt::SimtDialect, arith::ArithDialect, func::FuncDialect,
                    LLVM::LLVMDialect>();
  }

  /// The effects of the last op of `body`, as "read <Shared>" ... in order,
  /// one per line, after %s (shared), %g (global), %p (generic) and %l
  /// (local) i32 pointers and %v (an i32) are defined.
  std::string effectsOf(const std::string &body) {
    std::string src = R"(
func.func @f(%s: !simt.ptr<i32, shared>, %g: !simt.ptr<i32, global>,
             %p: !simt.ptr<i32, generic>, %v: i32) {
  %l = simt.alloca : !simt.ptr<i32, local>
)" + body + R"(
  return
}
)";
    module = parseSourceString<ModuleOp>(src, &ctx);
    if (!module)
      return "<parse error>";
    auto func = module->lookupSymbol<func::FuncOp>("f");
    Operation *op = func.getBody().front().getTerminator()->getPrevNode();
    auto iface = dyn_cast<MemoryEffectOpInterface>(op);
    if (!iface)
      return "<unknown effects>";
    SmallVector<MemoryEffects::EffectInstance> effects;
    iface.getEffects(effects);
    std::string out;
    for (const MemoryEffects::EffectInstance &e : effects) {
      out += isa<MemoryEffects::Read>(e.getEffect())    ? "read "
             : isa<MemoryEffects::Write>(e.getEffect()) ? "write "
                                                        : "other ";
      out += e.getResource()->getName().str() + "\n";
    }
    return out;
  }

  /// touchesSharedOrGlobalMemory of the last op of `body`.
  bool touches(const std::string &body) {
    effectsOf(body);
    auto func = module->lookupSymbol<func::FuncOp>("f");
    return kiln::simt::touchesSharedOrGlobalMemory(
        func.getBody().front().getTerminator()->getPrevNode());
  }

  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
};

TEST_F(SimtEffectsTest, LoadsAndStoresByAddressSpace) {
  EXPECT_EQ(effectsOf("%x = simt.load %s : !simt.ptr<i32, shared> -> i32"), "read <Shared>\n");
  EXPECT_EQ(effectsOf("%x = simt.load %g : !simt.ptr<i32, global> -> i32"), "read <Global>\n");
  EXPECT_EQ(effectsOf("simt.store %v, %s : i32, !simt.ptr<i32, shared>"), "write <Shared>\n");
  EXPECT_EQ(effectsOf("simt.store %v, %l : i32, !simt.ptr<i32, local>"), "write <Default>\n");
  // A generic pointer may point anywhere.
  EXPECT_EQ(effectsOf("simt.store %v, %p : i32, !simt.ptr<i32, generic>"),
            "write <Shared>\nwrite <Global>\nwrite <Default>\n");
  // A volatile load also counts as a write (no pass merges or drops it).
  EXPECT_EQ(effectsOf("%x = simt.load volatile %g : !simt.ptr<i32, global> -> i32"),
            "read <Global>\nwrite <Global>\n");
}

TEST_F(SimtEffectsTest, Atomics) {
  EXPECT_EQ(effectsOf("%x = simt.atomic_rmw add %s, %v scope(block) order(relaxed) : "
                      "!simt.ptr<i32, shared>, i32"),
            "read <Shared>\nwrite <Shared>\n");
  EXPECT_EQ(effectsOf("%x = simt.atomic_cas %g, %v, %v scope(device) order(relaxed) : "
                      "!simt.ptr<i32, global>, i32"),
            "read <Global>\nwrite <Global>\n");
  // An atomic load also writes (ordering, forward progress): no read merges
  // across it and a spin loop on it is not dead (atomic-load-effects.mlir).
  EXPECT_EQ(effectsOf("%x = simt.atomic_load %g scope(device) order(acquire) : "
                      "!simt.ptr<i32, global> -> i32"),
            "read <Global>\nwrite <Global>\n");
  EXPECT_EQ(effectsOf("%x = simt.atomic_load %s scope(block) order(relaxed) : "
                      "!simt.ptr<i32, shared> -> i32"),
            "read <Shared>\nwrite <Shared>\n");
  EXPECT_EQ(effectsOf("simt.atomic_store %v, %s scope(block) order(release) : i32, "
                      "!simt.ptr<i32, shared>"),
            "write <Shared>\n");
}

TEST_F(SimtEffectsTest, OpsBoundToOneSpace) {
  // cp_async copies global memory into shared memory (ODS: MemWrite<Simt_SharedMemory>,
  // MemRead<Simt_GlobalMemory>), even through a generic source pointer.
  EXPECT_EQ(effectsOf(R"(
  %d = simt.ptr_cast %s : !simt.ptr<i32, shared> to !simt.ptr<i8, shared>
  %q = simt.ptr_cast %p : !simt.ptr<i32, generic> to !simt.ptr<i8, generic>
  simt.cp_async %d, %q, %v : !simt.ptr<i8, shared>, !simt.ptr<i8, generic>)"),
            "write <Shared>\nread <Global>\n");
  EXPECT_EQ(effectsOf("%x:2 = simt.ldmatrix %s {num = 2 : i32} : !simt.ptr<i32, shared> -> i32, i32"),
            "read <Shared>\n");
  // Pure ops have no effects at all.
  EXPECT_EQ(effectsOf("%t = simt.thread_id x"), "");
}

TEST_F(SimtEffectsTest, MemcpyAndMemset) {
  EXPECT_EQ(effectsOf("simt.memcpy %s, %g, %v : !simt.ptr<i32, shared>, !simt.ptr<i32, global>, i32"),
            "write <Shared>\nread <Global>\n");
  EXPECT_EQ(effectsOf(R"(
  %b = arith.constant 0 : i8
  simt.memset %g, %b, %v : !simt.ptr<i32, global>, i32)"),
            "write <Global>\n");
}

TEST_F(SimtEffectsTest, HopperAsyncOps) {
  // The mbarrier object is shared memory; %b and %d are defined first.
  const std::string prelude = R"(
  %b = simt.ptr_cast %s : !simt.ptr<i32, shared> to !simt.ptr<i64, shared>
  %d = simt.ptr_cast %p : !simt.ptr<i32, generic> to !simt.ptr<i8, generic>
)";
  const std::string ordersMemory =
      "read <Shared>\nwrite <Shared>\nread <Global>\nwrite <Global>\n";
  EXPECT_EQ(effectsOf(prelude + "simt.mbarrier_init %b, %v : !simt.ptr<i64, shared>"),
            "write <Shared>\n");
  // Arrive (release) and wait (acquire) order the thread's other shared and
  // global accesses, then touch the barrier; local memory may move past them.
  EXPECT_EQ(effectsOf(prelude + "%x = simt.mbarrier_arrive %b : !simt.ptr<i64, shared>"),
            ordersMemory + "read <Shared>\nwrite <Shared>\n");
  EXPECT_EQ(effectsOf(prelude + "simt.mbarrier_wait %b, %v : !simt.ptr<i64, shared>"),
            ordersMemory + "read <Shared>\n");
  // A TMA load reads the tensor in global memory, writes the shared box and
  // counts its bytes on the barrier; a TMA store is the reverse.
  EXPECT_EQ(effectsOf(prelude + "simt.tma_load %s, %d, %b, [%v] : !simt.ptr<i32, shared>, "
                                "!simt.ptr<i8, generic>, !simt.ptr<i64, shared>"),
            "read <Global>\nwrite <Shared>\nread <Shared>\nwrite <Shared>\n");
  EXPECT_EQ(effectsOf(prelude + "simt.tma_store %d, %s, [%v] : !simt.ptr<i8, generic>, "
                                "!simt.ptr<i32, shared>"),
            "read <Global>\nwrite <Global>\nread <Shared>\n");
  EXPECT_EQ(effectsOf("simt.stmatrix %s, [%v] : !simt.ptr<i32, shared>"), "write <Shared>\n");
  EXPECT_EQ(effectsOf("simt.tma_store_wait 0"), ordersMemory);
  EXPECT_EQ(effectsOf("simt.cluster_wait"), ordersMemory);
  // No memory, but it must stay put: the default "anything" (no interface).
  EXPECT_EQ(effectsOf("simt.setmaxnreg dec 40"), "<unknown effects>");
  // A collective: never moved or merged, so no effects declared either.
  EXPECT_EQ(effectsOf("%e = simt.elect_sync"), "<unknown effects>");
}

TEST_F(SimtEffectsTest, TouchesSharedOrGlobalMemory) {
  EXPECT_TRUE(touches("%x = simt.load %s : !simt.ptr<i32, shared> -> i32"));
  EXPECT_TRUE(touches("simt.store %v, %p : i32, !simt.ptr<i32, generic>"));
  EXPECT_FALSE(touches("simt.store %v, %l : i32, !simt.ptr<i32, local>"));
  EXPECT_FALSE(touches("%t = simt.thread_id x"));
  // Inline PTX that may touch memory touches all of it; pure PTX none.
  EXPECT_TRUE(touches("%x = simt.inline_asm volatile \"ld.shared.u32 $0, [$1];\", \"=r,r,~{memory}\"(%v) : (i32) -> i32"));
  EXPECT_FALSE(touches("%x = simt.inline_asm \"add.u32 $0, $1, $1;\", \"=r,r\"(%v) : (i32) -> i32"));
}

} // namespace
