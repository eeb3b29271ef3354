//===- LocalLifetimesTest.cpp - lifetime markers on hand-written LLVM IR ---===//
// LocalLifetimes runs last in emitPTX's pipeline, on IR no .cu test can shape
// at will; these cases pin what it must do where passes leave unusual IR.
#include "compiler/LLVMIR/LocalLifetimes.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace llvm;

namespace {
std::unique_ptr<Module> parse(LLVMContext &context, const char *text) {
  SMDiagnostic error;
  std::unique_ptr<Module> m = parseAssemblyString(text, error, context);
  EXPECT_TRUE(m) << error.getMessage().str();
  return m;
}

void runLocalLifetimes(Function &f) {
  PassBuilder pb;
  FunctionAnalysisManager fam;
  pb.registerFunctionAnalyses(fam);
  kiln::LocalLifetimesPass().run(f, fam);
}

/// The position of `inst` in its block.
unsigned indexOf(const Instruction *inst) {
  unsigned i = 0;
  for (const Instruction &other : *inst->getParent()) {
    if (&other == inst)
      return i;
    ++i;
  }
  return ~0u;
}
} // namespace

// A store to %a between the entry's allocas: %a's start must come before it,
// not after the last alloca (which would make the stored value undefined).
TEST(LocalLifetimes, StartPrecedesAStoreBetweenEntryAllocas) {
  LLVMContext context;
  auto m = parse(context, R"(
define i32 @f(i32 %x, i32 %i) {
entry:
  %a = alloca [4 x i32], align 4
  %p = getelementptr [4 x i32], ptr %a, i32 0, i32 %i
  store i32 %x, ptr %p, align 4
  %b = alloca [4 x i32], align 4
  %q = getelementptr [4 x i32], ptr %b, i32 0, i32 %i
  store i32 %x, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %q, align 4
  %s = add i32 %v, %w
  ret i32 %s
}
)");
  ASSERT_TRUE(m);
  Function &f = *m->getFunction("f");
  runLocalLifetimes(f);
  const Instruction *firstStore = nullptr;
  const Instruction *startOfA = nullptr;
  for (Instruction &inst : f.getEntryBlock()) {
    if (!firstStore && isa<StoreInst>(inst))
      firstStore = &inst;
    if (auto *marker = dyn_cast<IntrinsicInst>(&inst);
        marker && marker->getIntrinsicID() == Intrinsic::lifetime_start &&
        marker->getArgOperand(marker->arg_size() - 1) == &*f.getEntryBlock().begin())
      startOfA = marker;
  }
  ASSERT_TRUE(firstStore);
  ASSERT_TRUE(startOfA) << "no lifetime.start for %a";
  EXPECT_LT(indexOf(startOfA), indexOf(firstStore));
}

// The usual shape (allocas first): both locals get a start after the allocas
// and an end before the return.
TEST(LocalLifetimes, ContiguousAllocasGetMarkers) {
  LLVMContext context;
  auto m = parse(context, R"(
define i32 @g(i32 %x, i32 %i) {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %p = getelementptr [4 x i32], ptr %a, i32 0, i32 %i
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  %q = getelementptr [4 x i32], ptr %b, i32 0, i32 %i
  store i32 %v, ptr %q, align 4
  %w = load i32, ptr %q, align 4
  ret i32 %w
}
)");
  ASSERT_TRUE(m);
  Function &f = *m->getFunction("g");
  runLocalLifetimes(f);
  unsigned starts = 0, ends = 0;
  for (Instruction &inst : f.getEntryBlock())
    if (auto *marker = dyn_cast<IntrinsicInst>(&inst)) {
      starts += marker->getIntrinsicID() == Intrinsic::lifetime_start;
      ends += marker->getIntrinsicID() == Intrinsic::lifetime_end;
    }
  EXPECT_EQ(starts, 2u);
  EXPECT_EQ(ends, 2u);
}
