//===- WideIntDivisionTest.cpp - __int128 division by digits, executed ----===//
// WideIntDivision replaces LLVM's bit-by-bit expansion of 128-bit division
// with long division by 32-bit digits, whose rare correction steps no .cu
// test reaches on purpose. These tests run the rewritten IR in LLVM's
// interpreter on operands built to reach them (divisors with runs of ones
// and zeros, numerators next to multiples) and compare with APInt.
#include "compiler/LLVMIR/WideIntDivision.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/ExecutionEngine/ExecutionEngine.h"
#include "llvm/ExecutionEngine/GenericValue.h"
#include "llvm/ExecutionEngine/Interpreter.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>

using namespace llvm;

namespace {
constexpr const char *kFunctions = R"(
define i128 @udiv(i128 %a, i128 %b) {
  %r = udiv i128 %a, %b
  ret i128 %r
}
define i128 @urem(i128 %a, i128 %b) {
  %r = urem i128 %a, %b
  ret i128 %r
}
define i128 @sdiv(i128 %a, i128 %b) {
  %r = sdiv i128 %a, %b
  ret i128 %r
}
define i128 @srem(i128 %a, i128 %b) {
  %r = srem i128 %a, %b
  ret i128 %r
}
define i128 @udiv_word(i128 %a, i128 %b) {
  %w = trunc i128 %b to i64
  %d = zext i64 %w to i128
  %r = udiv i128 %a, %d
  ret i128 %r
}
define i128 @srem_int(i128 %a, i128 %b) {
  %w = trunc i128 %b to i32
  %d = sext i32 %w to i128
  %r = srem i128 %a, %d
  ret i128 %r
}
define i128 @sdiv_srem_pair(i128 %a, i128 %b) {
  %q = sdiv i128 %a, %b
  %r = srem i128 %a, %b
  %s = xor i128 %q, %r
  ret i128 %s
}
define i128 @sdiv_i96(i128 %a, i128 %b) {
  %n = trunc i128 %a to i96
  %d = trunc i128 %b to i96
  %q = sdiv i96 %n, %d
  %r = sext i96 %q to i128
  ret i128 %r
}
)";

struct Expanded {
  LLVMContext context;
  std::unique_ptr<ExecutionEngine> engine;
  Module *module = nullptr;
};

std::unique_ptr<Expanded> expandAndLoad() {
  auto result = std::make_unique<Expanded>();
  SMDiagnostic error;
  std::unique_ptr<Module> m = parseAssemblyString(kFunctions, error, result->context);
  EXPECT_TRUE(m) << error.getMessage().str();
  if (!m)
    return nullptr;
  PassBuilder pb;
  FunctionAnalysisManager fam;
  pb.registerFunctionAnalyses(fam);
  for (Function &f : *m)
    if (!f.isDeclaration())
      kiln::WideIntDivisionPass().run(f, fam);
  EXPECT_FALSE(verifyModule(*m, &errs()));
  for (Function &f : *m)
    for (Instruction &inst : instructions(f))
      if (auto *op = dyn_cast<BinaryOperator>(&inst)) {
        EXPECT_FALSE(op->getType()->getIntegerBitWidth() > 64 &&
                     (op->getOpcode() == Instruction::UDiv || op->getOpcode() == Instruction::SDiv ||
                      op->getOpcode() == Instruction::URem || op->getOpcode() == Instruction::SRem))
            << "left in " << f.getName().str();
      }
  result->module = m.get();
  std::string why;
  result->engine.reset(EngineBuilder(std::move(m))
                           .setEngineKind(EngineKind::Interpreter)
                           .setErrorStr(&why)
                           .create());
  EXPECT_TRUE(result->engine) << why;
  return result->engine ? std::move(result) : nullptr;
}

APInt call(Expanded &e, const char *name, const APInt &a, const APInt &b) {
  std::vector<GenericValue> args(2);
  args[0].IntVal = a;
  args[1].IntVal = b;
  return e.engine->runFunction(e.module->getFunction(name), args).IntVal;
}

/// Operands that reach every path and correction: random lengths, and words
/// of runs of ones and zeros (Knuth's estimates are off by two for divisors
/// like 0x8000_0000_ffff_ffff).
class Operands {
public:
  APInt next() {
    unsigned bits = std::uniform_int_distribution<unsigned>(1, 128)(rng);
    APInt value(128, 0);
    for (unsigned word = 0; word < 4; ++word) {
      uint64_t w;
      switch (std::uniform_int_distribution<int>(0, 3)(rng)) {
      case 0: w = 0; break;
      case 1: w = 0xffffffffu; break;
      case 2: w = 0x80000000u | (rng() & 1); break;
      default: w = rng() & 0xffffffffu; break;
      }
      value.insertBits(APInt(32, w), 32 * word);
    }
    return bits == 128 ? value : value.lshr(128 - bits);
  }
  std::mt19937_64 rng{20261207};
};

void checkAll(Expanded &e, const char *name,
              const std::function<std::optional<APInt>(const APInt &, const APInt &)> &expected,
              const std::function<APInt(const APInt &)> &divisor = [](const APInt &b) { return b; }) {
  Operands operands;
  std::vector<std::pair<APInt, APInt>> cases;
  const uint64_t edges[] = {0, 1, 2, 3, 10, 0xffffffffull, 0x100000000ull, 0x8000000000000000ull,
                            0xffffffffffffffffull};
  for (uint64_t hi : edges)
    for (uint64_t lo : edges) {
      APInt edge = APInt(128, hi).shl(64) | APInt(128, lo);
      cases.push_back({edge, divisor(APInt(128, 7))});
      cases.push_back({APInt::getAllOnes(128), divisor(edge)});
      cases.push_back({APInt::getSignedMinValue(128), divisor(edge)});
    }
  for (int i = 0; i < 6000; ++i) {
    APInt a = operands.next();
    APInt b = divisor(operands.next());
    // Numerators just above and below a multiple of the divisor.
    if (i % 3 == 1 && !b.isZero())
      a = a.udiv(b) * b;
    if (i % 3 == 2 && !b.isZero())
      a = a.udiv(b) * b - 1;
    cases.push_back({a, b});
  }
  int failures = 0;
  for (auto &[a, b] : cases) {
    std::optional<APInt> want = expected(a, b);
    if (!want)
      continue;
    APInt got = call(e, name, a, b);
    if (got != *want && ++failures <= 5)
      ADD_FAILURE() << name << "(0x" << toString(a, 16, false) << ", 0x" << toString(b, 16, false)
                    << ") = 0x" << toString(got, 16, false) << ", want 0x"
                    << toString(*want, 16, false);
  }
  EXPECT_EQ(failures, 0) << name;
}

/// The signed operation's result, or none where it is undefined.
std::optional<APInt> signedOrNone(const APInt &a, const APInt &b, APInt (APInt::*op)(const APInt &) const) {
  if (b.isZero() || (a.isMinSignedValue() && b.isAllOnes()))
    return std::nullopt;
  return (a.*op)(b);
}
} // namespace

TEST(WideIntDivision, UnsignedQuotientAndRemainder) {
  auto e = expandAndLoad();
  ASSERT_TRUE(e);
  checkAll(*e, "udiv", [](const APInt &a, const APInt &b) -> std::optional<APInt> {
    return b.isZero() ? std::nullopt : std::optional(a.udiv(b));
  });
  checkAll(*e, "urem", [](const APInt &a, const APInt &b) -> std::optional<APInt> {
    return b.isZero() ? std::nullopt : std::optional(a.urem(b));
  });
}

TEST(WideIntDivision, SignedQuotientAndRemainder) {
  auto e = expandAndLoad();
  ASSERT_TRUE(e);
  checkAll(*e, "sdiv", [](const APInt &a, const APInt &b) { return signedOrNone(a, b, &APInt::sdiv); });
  checkAll(*e, "srem", [](const APInt &a, const APInt &b) { return signedOrNone(a, b, &APInt::srem); });
  // Negative operands of every length, too.
  checkAll(*e, "sdiv", [](const APInt &a, const APInt &b) { return signedOrNone(a, b, &APInt::sdiv); },
           [](const APInt &b) { return -b; });
}

// Divisors known to fit a word take only the word-divisor path.
TEST(WideIntDivision, DivisorsKnownToFitAWord) {
  auto e = expandAndLoad();
  ASSERT_TRUE(e);
  checkAll(
      *e, "udiv_word",
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return b.isZero() ? std::nullopt : std::optional(a.udiv(b));
      },
      [](const APInt &b) { return b.trunc(64).zext(128); });
  checkAll(
      *e, "srem_int", [](const APInt &a, const APInt &b) { return signedOrNone(a, b, &APInt::srem); },
      [](const APInt &b) { return b.trunc(32).sext(128); });
}

// A quotient and remainder of the same operands share one expansion; i96 is
// extended to i128.
TEST(WideIntDivision, PairsAndNarrowerTypes) {
  auto e = expandAndLoad();
  ASSERT_TRUE(e);
  checkAll(*e, "sdiv_srem_pair", [](const APInt &a, const APInt &b) -> std::optional<APInt> {
    std::optional<APInt> q = signedOrNone(a, b, &APInt::sdiv);
    if (!q)
      return std::nullopt;
    return *q ^ a.srem(b);
  });
  checkAll(
      *e, "sdiv_i96",
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        APInt n = a.trunc(96), d = b.trunc(96);
        if (d.isZero() || (n.isMinSignedValue() && d.isAllOnes()))
          return std::nullopt;
        return n.sdiv(d).sext(128);
      },
      [](const APInt &b) { return b.trunc(96).sext(128); });
}
