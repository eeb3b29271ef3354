//===- CGAsm.cpp - GNU asm statements -> simt.inline_asm ------------------===//
//
// `asm [volatile]("..." : outputs : inputs : clobbers)` becomes one
// simt.inline_asm with Clang's rewrite of the template into LLVM's syntax
// (%0 -> $0, %% -> %, $ -> $$) and LLVM's constraint list: the outputs
// ("=r", "=&l"), the inputs, then the input halves of "+r" in/out operands
// (tied to their output by number), then "~{memory}". Operands travel in
// registers of the constraint's class: h 16-bit, r 32-bit, l 64-bit (or a
// generic pointer), f float, d double, c 8-bit; n constants are written
// into the template as their values (the other operands renumbered); narrower C++
// integers are extended (as their signedness says) and floats in integer
// registers are bit casts, as with nvcc.
//
// Also here: the address-space conversions inline PTX needs for its
// operands (__cvta_generic_to_shared and family, __isShared and family).
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <map>

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
using mlir::Value;

namespace {
/// The register class letter of a GNU constraint ("=&r" -> 'r', "rn" -> 'r').
char registerClass(llvm::StringRef c) {
  for (char ch : c)
    if (llvm::StringRef("hrlfdcn").contains(ch))
      return ch;
  return 0;
}

unsigned classBits(char letter) {
  switch (letter) {
  case 'c': return 8;
  case 'h': return 16;
  case 'r': case 'f': return 32;
  case 'l': case 'd': return 64;
  default: return 0;
  }
}
} // namespace

/// The register type for a C++ value of type `t` in class `letter`, or null
/// (after a diagnostic) when it does not fit.
static mlir::Type registerType(FunctionGen &fg, char letter, QualType t,
                               SourceLocation where) {
  auto &b = fg.builder;
  unsigned bits = classBits(letter);
  uint64_t size = t->isVoidType() ? 0 : fg.ctx.getTypeSize(t);
  bool ok = t->isIntegralOrEnumerationType() || t->isPointerType() ||
            t->isRealFloatingType();
  if (letter == 'f' || letter == 'd')
    ok &= t->isRealFloatingType() ? size == bits : size == bits;
  else
    ok &= size <= bits;
  if (!ok || !bits) {
    fg.cgm.error(where, "an operand of type '" + t.getAsString() +
                            "' does not fit the inline asm register class '" +
                            std::string(1, letter) +
                            "' (h: 16-bit, r: 32-bit, l: 64-bit or a pointer, f: float, "
                            "d: double, c: 8-bit)");
    return nullptr;
  }
  if (letter == 'f')
    return b.getF32Type();
  if (letter == 'd')
    return b.getF64Type();
  return b.getIntegerType(bits);
}

/// `v` (of C++ type `t`) in register type `reg`.
static Value toRegister(FunctionGen &fg, Value v, QualType t, mlir::Type reg,
                        mlir::Location l) {
  auto &b = fg.builder;
  if (!v)
    return fg.zeroValue(reg, l);
  mlir::Type vt = v.getType();
  if (vt == reg)
    return v;
  if (isa<simt::PtrType>(vt)) {
    Value i = simt::PtrToIntOp::create(b, l, b.getI64Type(), fg.toGeneric(v, l));
    return reg.isInteger(64) ? i : (Value)arith::TruncIOp::create(b, l, reg, i);
  }
  if (isa<mlir::FloatType>(vt)) {
    if (isa<mlir::FloatType>(reg))
      return fg.convert(v, t, reg.isF32() ? fg.ctx.FloatTy : fg.ctx.DoubleTy, l);
    unsigned w = vt.getIntOrFloatBitWidth();
    Value bits = arith::BitcastOp::create(b, l, b.getIntegerType(w), v);
    return w < reg.getIntOrFloatBitWidth() ? (Value)arith::ExtUIOp::create(b, l, reg, bits) : bits;
  }
  unsigned w = vt.getIntOrFloatBitWidth(), rw = reg.getIntOrFloatBitWidth();
  if (isa<mlir::FloatType>(reg))
    return arith::BitcastOp::create(b, l, reg, w == rw ? v : (Value)arith::ExtUIOp::create(b, l, b.getIntegerType(rw), v));
  if (w < rw)
    return t->isSignedIntegerOrEnumerationType() && w != 1
               ? (Value)arith::ExtSIOp::create(b, l, reg, v)
               : (Value)arith::ExtUIOp::create(b, l, reg, v);
  return arith::TruncIOp::create(b, l, reg, v);
}

/// A register value back in C++ type `t`.
static Value fromRegister(FunctionGen &fg, Value v, QualType t, mlir::Location l) {
  auto &b = fg.builder;
  mlir::Type want = fg.cgm.convertType(t, SourceLocation());
  mlir::Type vt = v.getType();
  if (vt == want)
    return v;
  if (auto pt = dyn_cast<simt::PtrType>(want)) {
    Value i = vt.isInteger(64) ? v : (Value)arith::ExtUIOp::create(b, l, b.getI64Type(), v);
    return simt::IntToPtrOp::create(b, l, pt, i);
  }
  if (want.isInteger(1))
    return arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, v, fg.intConst(vt, 0, l));
  unsigned w = vt.getIntOrFloatBitWidth(), ww = want.getIntOrFloatBitWidth();
  if (isa<mlir::FloatType>(want)) {
    if (isa<mlir::FloatType>(vt))
      return fg.convert(v, vt.isF32() ? fg.ctx.FloatTy : fg.ctx.DoubleTy, t, l);
    if (w > ww)
      v = arith::TruncIOp::create(b, l, b.getIntegerType(ww), v);
    return arith::BitcastOp::create(b, l, want, v);
  }
  if (isa<mlir::FloatType>(vt))
    v = arith::BitcastOp::create(b, l, b.getIntegerType(w), v);
  if (w > ww)
    return arith::TruncIOp::create(b, l, want, v);
  if (w < ww)
    return arith::ExtUIOp::create(b, l, want, v);
  return v;
}

/// `text` (LLVM syntax) with the operands in `immediates` replaced by their
/// values and the others renumbered to close the gaps: `$N`, `${N}`,
/// `${N:mod}`; `$$` is a `$`.
static std::string substituteImmediates(llvm::StringRef text, const std::map<unsigned, int64_t> &immediates) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '$') {
      out += text[i];
      continue;
    }
    if (i + 1 < text.size() && text[i + 1] == '$') {
      out += "$$";
      ++i;
      continue;
    }
    size_t j = i + 1;
    bool brace = j < text.size() && text[j] == '{';
    if (brace)
      ++j;
    size_t digits = j;
    while (j < text.size() && llvm::isDigit(text[j]))
      ++j;
    size_t close = brace ? text.find('}', j) : j;
    if (j == digits || close == llvm::StringRef::npos) {
      out += '$';
      continue;
    }
    unsigned n = 0;
    text.slice(digits, j).getAsInteger(10, n);
    llvm::StringRef modifier = text.slice(j, close); // ":c" or empty
    if (auto it = immediates.find(n); it != immediates.end()) {
      out += std::to_string(it->second);
    } else {
      unsigned below = std::distance(immediates.begin(), immediates.lower_bound(n));
      std::string m = std::to_string(n - below);
      out += brace ? "${" + m + modifier.str() + "}" : "$" + m;
    }
    i = (brace ? close + 1 : j) - 1;
  }
  return out;
}

void FunctionGen::emitAsm(const GCCAsmStmt *s) {
  mlir::Location l = loc(s);
  if (s->isAsmGoto()) {
    cgm.error(s->getAsmLoc(), "asm goto is not supported in device code; branch on an "
                              "output of the asm instead");
    return;
  }
  std::string text = s->generateAsmString(ctx);
  std::map<unsigned, int64_t> immediates; // template operand number -> 'n' value
  llvm::SmallVector<std::string> outConstraints, inConstraints, tiedConstraints;
  llvm::SmallVector<mlir::Type> resultTypes;
  llvm::SmallVector<LValue> outputs;
  llvm::SmallVector<QualType> outputTypes;
  llvm::SmallVector<Value> operands, tiedOperands;
  for (unsigned i = 0; i < s->getNumOutputs(); ++i) {
    // Clang 22 returns the constraint by value: keep it alive (ASan).
    std::string constraint = s->getOutputConstraint(i);
    llvm::StringRef c = constraint;
    const Expr *oe = s->getOutputExpr(i);
    char letter = registerClass(c);
    if (!letter || letter == 'n') {
      cgm.error(oe->getExprLoc(),
                "inline asm output constraint '" + c.str() +
                    "' is not supported: use a register class (h, r, l, f, d) and store "
                    "the result from C++");
      return;
    }
    mlir::Type reg = registerType(*this, letter, oe->getType(), oe->getExprLoc());
    if (!reg)
      return;
    LValue lv = emitLValue(oe);
    outputs.push_back(lv);
    outputTypes.push_back(oe->getType());
    resultTypes.push_back(reg);
    outConstraints.push_back(std::string("=") + (c.contains('&') ? "&" : "") + letter);
    if (s->isOutputPlusConstraint(i)) {
      tiedConstraints.push_back(std::to_string(i));
      tiedOperands.push_back(toRegister(*this, load(lv, oe->getType(), l), oe->getType(), reg, l));
    }
  }
  for (unsigned i = 0; i < s->getNumInputs(); ++i) {
    // Clang 22 returns the constraint by value: keep it alive (ASan).
    std::string constraint = s->getInputConstraint(i);
    llvm::StringRef c = constraint;
    const Expr *ie = s->getInputExpr(i);
    unsigned tied;
    if (!c.getAsInteger(10, tied)) { // "0": the same register as output 0
      if (tied >= resultTypes.size()) {
        cgm.error(ie->getExprLoc(), "inline asm input tied to a missing output");
        return;
      }
      inConstraints.push_back(c.str());
      operands.push_back(toRegister(*this, emitScalar(ie), ie->getType(), resultTypes[tied], l));
      continue;
    }
    char letter = registerClass(c);
    if (!letter) {
      cgm.error(ie->getExprLoc(),
                "inline asm input constraint '" + c.str() +
                    "' is not supported: pass values in registers (h, r, l, f, d) or as "
                    "immediates (n); for memory operands pass the address with \"l\"");
      return;
    }
    if (letter == 'n') {
      auto v = evalInt(ie);
      if (!v) {
        cgm.error(ie->getExprLoc(), "an 'n' inline asm operand must be a compile-time constant");
        return;
      }
      // Written into the template, as LLVM would print it, not passed as an
      // operand: MLIR's block merging turns operands in which two otherwise
      // equal statements differ (`wait_group<1>` / `wait_group<2>` on two
      // branches) into a block argument, which an immediate cannot be.
      immediates[s->getNumOutputs() + i] = *v;
      continue;
    }
    mlir::Type reg = registerType(*this, letter, ie->getType(), ie->getExprLoc());
    if (!reg)
      return;
    Value v = emitScalar(ie);
    // A pointer keeps its provenance (the hazard analysis follows it) as a
    // generic pointer: the address the C++ code sees.
    if (letter == 'l' && v && isa<simt::PtrType>(v.getType()))
      v = coerce(toGeneric(v, l),
                 simt::PtrType::get(&cgm.mctx, builder.getI8Type(), simt::AddressSpace::Generic), l);
    else
      v = toRegister(*this, v, ie->getType(), reg, l);
    operands.push_back(v);
    inConstraints.push_back(std::string(1, letter));
  }
  bool clobbersMemory = false;
  for (unsigned i = 0; i < s->getNumClobbers(); ++i) {
    std::string clobber = s->getClobber(i);
    if (clobber == "memory")
      clobbersMemory = true;
    else if (clobber != "cc")
      cgm.error(s->getAsmLoc(), "unknown inline asm clobber '" + clobber +
                                    "' (PTX has \"memory\" and \"cc\")");
  }
  if (!immediates.empty())
    text = substituteImmediates(text, immediates);
  std::string constraints;
  auto append = [&](const std::string &c) {
    if (!constraints.empty())
      constraints += ",";
    constraints += c;
  };
  for (const std::string &c : outConstraints)
    append(c);
  for (const std::string &c : inConstraints)
    append(c);
  for (const std::string &c : tiedConstraints)
    append(c);
  if (clobbersMemory)
    append("~{memory}");
  operands.append(tiedOperands.begin(), tiedOperands.end());
  // GNU semantics: an asm without outputs is volatile.
  bool isVolatile = s->isVolatile() || s->getNumOutputs() == 0;
  auto op = simt::InlineAsmOp::create(builder, l, resultTypes, operands,
                                      builder.getStringAttr(text),
                                      builder.getStringAttr(constraints), isVolatile);
  for (unsigned i = 0; i < outputs.size(); ++i)
    storeLValue(fromRegister(*this, op.getResult(i), outputTypes[i], l), outputs[i],
                outputTypes[i], l);
}

