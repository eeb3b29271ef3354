//===- HazardAddressTest.cpp - the race analysis' address sets ----------===//
//
// SharedMemoryHazards reads each shared-memory access as an address set:
// a constant, symbols and thread terms (bytes per thread id), widened or
// inexact where it cannot do better, and compares pending accesses by those
// sets. These tests build small kernels and check the sets the analysis
// reports and the verdicts it draws from them: a neighbour's element races,
// one's own element or a barrier in between does not, even and odd elements
// never meet, and a data-dependent index is no proof.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazards.h"
#include "dialects/simt/Analysis/Uniformity.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

using namespace mlir;

namespace {

class HazardAddressTest : public ::testing::Test {
protected:
  HazardAddressTest() {
    ctx.loadDialect<kiln::simt::SimtDialect, arith::ArithDialect, func::FuncDialect,
                    cf::ControlFlowDialect, scf::SCFDialect, LLVM::LLVMDialect>();
  }

  /// A kernel over `float s[256]` in shared memory: `body` is its code after
  /// %tid (thread_id x), %v (a float argument), %g (a global int pointer)
  /// and %s (the array as a float pointer) are defined.
  func::FuncOp kernel(const std::string &body) {
    std::string src = R"(
simt.global shared @s : !llvm.array<256 x f32>
func.func @k(%v: f32, %g: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<256 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<256 x f32>, shared> to !simt.ptr<f32, shared>
)" + body + R"(
  return
}
)";
    module = parseSourceString<ModuleOp>(src, &ctx);
    if (!module)
      return nullptr;
    return module->lookupSymbol<func::FuncOp>("k");
  }

  /// The hazards of `f`; their accesses belong to the analysis, which
  /// lives as long as the test.
  llvm::ArrayRef<kiln::Hazard> hazardsOf(func::FuncOp f) {
    uniformity = std::make_unique<kiln::UniformityAnalysis>(f);
    analysis = std::make_unique<kiln::SharedMemoryHazards>(*uniformity);
    return analysis->getHazards();
  }

  /// The thread term of an access: bytes per thread id, 0 if none.
  static int64_t bytesPerThread(const kiln::MemoryAccess &m, Value tid) {
    int64_t total = 0;
    for (auto [coef, v] : m.threadTerms)
      if (v == tid)
        total += coef;
    return total;
  }

  static Value tidOf(func::FuncOp f) {
    Value tid;
    f.walk([&](kiln::simt::ThreadIdOp op) { tid = op; });
    return tid;
  }

  MLIRContext ctx;
  OwningOpRef<ModuleOp> module;
  std::unique_ptr<kiln::UniformityAnalysis> uniformity;
  std::unique_ptr<kiln::SharedMemoryHazards> analysis;
};

// s[tid] = v; x = s[tid + 1]: thread t reads what thread t + 1 wrote, with no
// barrier between. Both addresses are exact, 4 bytes per unit of their
// thread term, the read one element further on.
TEST_F(HazardAddressTest, NeighbourElementRaces) {
  func::FuncOp f = kernel(R"(
  %c1 = arith.constant 1 : i32
  %w = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %w : f32, !simt.ptr<f32, shared>
  %t1 = arith.addi %tid, %c1 : i32
  %r = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  %x = simt.load %r : !simt.ptr<f32, shared> -> f32
)");
  ASSERT_TRUE(f);
  auto hazards = hazardsOf(f);
  ASSERT_EQ(hazards.size(), 1u);
  const kiln::Hazard &h = hazards[0];
  EXPECT_EQ(h.kind(), "read-after-write");
  EXPECT_TRUE(h.proven);
  const kiln::MemoryAccess &w = *h.first, &r = *h.second;
  EXPECT_TRUE(w.writes);
  EXPECT_TRUE(r.reads);
  EXPECT_TRUE(w.exact);
  EXPECT_TRUE(r.exact);
  EXPECT_EQ(w.buffer, "@s");
  EXPECT_EQ(r.buffer, "@s");
  EXPECT_EQ(w.size, 4);
  EXPECT_EQ(r.size, 4);
  Value tid = tidOf(f);
  EXPECT_EQ(bytesPerThread(w, tid), 4);
  EXPECT_EQ(w.constant, 0);
  EXPECT_EQ(r.constant, 0);
  // The read's thread term is tid + 1 (4 bytes per unit); the tables give
  // each thread's bytes: 4t written, 4t + 4 read.
  ASSERT_EQ(r.threadTerms.size(), 1u);
  EXPECT_EQ(r.threadTerms[0].first, 4);
  ASSERT_TRUE(w.tabulated && r.tabulated);
  ASSERT_EQ(w.perThread.size(), r.perThread.size());
  for (size_t t = 0; t < w.perThread.size(); ++t) {
    EXPECT_EQ(w.perThread[t], int64_t(4 * t));
    EXPECT_EQ(r.perThread[t], int64_t(4 * t + 4));
  }
  // The witness: thread t + 1 writes the element thread t reads; the pair
  // the analysis names is in two warps.
  EXPECT_EQ(h.witness.firstThread, h.witness.secondThread + 1);
  EXPECT_EQ(h.witness.address, 4 * h.witness.firstThread);
  EXPECT_NE(h.witness.firstThread / 32, h.witness.secondThread / 32);
}

// The same accesses with a block barrier between them: ordered.
TEST_F(HazardAddressTest, BarrierOrdersNeighbourElement) {
  func::FuncOp f = kernel(R"(
  %c1 = arith.constant 1 : i32
  %w = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %w : f32, !simt.ptr<f32, shared>
  simt.barrier block
  %t1 = arith.addi %tid, %c1 : i32
  %r = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  %x = simt.load %r : !simt.ptr<f32, shared> -> f32
)");
  ASSERT_TRUE(f);
  EXPECT_TRUE(hazardsOf(f).empty());
}

// s[tid] = v; x = s[tid]: each thread reads back its own element.
TEST_F(HazardAddressTest, OwnElementIsNoRace) {
  func::FuncOp f = kernel(R"(
  %w = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %w : f32, !simt.ptr<f32, shared>
  %x = simt.load %w : !simt.ptr<f32, shared> -> f32
)");
  ASSERT_TRUE(f);
  EXPECT_TRUE(hazardsOf(f).empty());
}

// s[2 * tid] = v; x = s[2 * tid + 1]: even and odd elements, 8 bytes per
// thread apart by 4, never the same bytes.
TEST_F(HazardAddressTest, EvenAndOddElementsNeverMeet) {
  func::FuncOp f = kernel(R"(
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t2 = arith.muli %tid, %c2 : i32
  %w = simt.ptr_add %s, %t2 : !simt.ptr<f32, shared>, i32
  simt.store %v, %w : f32, !simt.ptr<f32, shared>
  %t21 = arith.addi %t2, %c1 : i32
  %r = simt.ptr_add %s, %t21 : !simt.ptr<f32, shared>, i32
  %x = simt.load %r : !simt.ptr<f32, shared> -> f32
)");
  ASSERT_TRUE(f);
  EXPECT_TRUE(hazardsOf(f).empty());
}

// s[g[tid]] = v; x = s[tid]: the written element is data, so the analysis
// cannot prove the accesses apart, nor that they meet.
TEST_F(HazardAddressTest, DataDependentIndexIsNoProof) {
  func::FuncOp f = kernel(R"(
  %gp = simt.ptr_add %g, %tid : !simt.ptr<i32, global>, i32
  %i = simt.load %gp : !simt.ptr<i32, global> -> i32
  %w = simt.ptr_add %s, %i : !simt.ptr<f32, shared>, i32
  simt.store %v, %w : f32, !simt.ptr<f32, shared>
  %r = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  %x = simt.load %r : !simt.ptr<f32, shared> -> f32
)");
  ASSERT_TRUE(f);
  auto hazards = hazardsOf(f);
  ASSERT_FALSE(hazards.empty());
  for (const kiln::Hazard &h : hazards) {
    EXPECT_FALSE(h.proven);
    const kiln::MemoryAccess &w = h.first->writes ? *h.first : *h.second;
    EXPECT_TRUE(!w.exact || w.widened);
  }
}

} // namespace
