//===- SimtInlineAsm.cpp - simt.inline_asm: verifier and memory effects ---===//
#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace kiln::simt;

InlineAsmOp::Constraints InlineAsmOp::splitConstraints() {
  Constraints c;
  llvm::SmallVector<StringRef> all;
  StringRef(getConstraints()).split(all, ',', -1, /*KeepEmpty=*/false);
  for (StringRef s : all) {
    s = s.trim();
    if (s.starts_with("="))
      c.outputs.push_back(s);
    else if (s.starts_with("~"))
      c.clobbers.push_back(s);
    else
      c.inputs.push_back(s);
  }
  return c;
}

bool InlineAsmOp::clobbersMemory() {
  return llvm::is_contained(splitConstraints().clobbers, "~{memory}");
}

Value InlineAsmOp::asmOperand(int n) {
  int inputs = int(getNumResults());
  if (n < inputs || n - inputs >= int(getOperands().size()))
    return {};
  return getOperands()[n - inputs];
}

namespace {
/// Whether a value of `type` fits register class `letter`.
bool fits(char letter, Type type) {
  switch (letter) {
  case 'h':
    return type.isInteger(16);
  case 'r':
    return type.isInteger(32);
  case 'l':
    return type.isInteger(64) ||
           (isa<PtrType>(type) && cast<PtrType>(type).getAddressSpace() == AddressSpace::Generic);
  case 'f':
    return type.isF32();
  case 'd':
    return type.isF64();
  case 'c':
    return type.isInteger(8);
  case 'n':
    return isa<IntegerType>(type);
  default:
    return false;
  }
}
} // namespace

LogicalResult InlineAsmOp::verify() {
  Constraints c = splitConstraints();
  if (c.outputs.size() != getNumResults())
    return emitOpError() << "has " << c.outputs.size() << " output constraints but "
                         << getNumResults() << " results";
  if (c.inputs.size() != getOperands().size())
    return emitOpError() << "has " << c.inputs.size() << " input constraints but "
                         << getOperands().size() << " operands";
  // Outputs, then inputs, then clobbers, as LLVM lists them.
  StringRef all = getConstraints();
  size_t lastOutput = 0, firstInput = StringRef::npos, lastInput = 0, firstClobber = StringRef::npos;
  size_t pos = 0;
  llvm::SmallVector<StringRef> pieces;
  all.split(pieces, ',', -1, false);
  for (StringRef s : pieces) {
    s = s.trim();
    if (s.starts_with("="))
      lastOutput = pos;
    else if (s.starts_with("~"))
      firstClobber = std::min(firstClobber, pos);
    else
      firstInput = std::min(firstInput, pos), lastInput = pos;
    ++pos;
  }
  if ((firstInput != StringRef::npos && lastOutput > firstInput && !c.outputs.empty()) ||
      (firstClobber != StringRef::npos && (lastOutput > firstClobber || (firstInput != StringRef::npos && lastInput > firstClobber))))
    return emitOpError() << "lists outputs, then inputs, then clobbers";
  for (auto [i, s] : llvm::enumerate(c.outputs)) {
    StringRef letters = s.drop_front(1);
    letters.consume_front("&");
    if (letters.size() != 1 || !fits(letters[0], getResult(i).getType()) || letters[0] == 'n')
      return emitOpError() << "output " << i << " constraint '" << s
                           << "' does not fit a result of type " << getResult(i).getType()
                           << " (h: i16, r: i32, l: i64 or a generic pointer, f: f32, d: f64, c: i8)";
  }
  for (auto [i, s] : llvm::enumerate(c.inputs)) {
    Type type = getOperands()[i].getType();
    unsigned tied;
    if (!s.getAsInteger(10, tied)) {
      if (tied >= c.outputs.size())
        return emitOpError() << "input " << i << " is tied to output " << tied
                             << ", which does not exist";
      if (getResult(tied).getType() != type)
        return emitOpError() << "input " << i << " is tied to output " << tied
                             << " of another type";
      continue;
    }
    if (s.size() != 1 || !fits(s[0], type))
      return emitOpError() << "input " << i << " constraint '" << s
                           << "' does not fit an operand of type " << type
                           << " (h: i16, r: i32, l: i64 or a generic pointer, f: f32, d: f64, c: i8, n: a constant)";
    if (s[0] == 'n' && !matchPattern(getOperands()[i], m_Constant()))
      return emitOpError() << "input " << i << " ('n') must be a constant";
  }
  for (StringRef s : c.clobbers)
    if (!s.starts_with("~{") || !s.ends_with("}"))
      return emitOpError() << "clobber '" << s << "' is not of the form ~{name}";
  // Every $N names an operand.
  StringRef text = getAsmString();
  unsigned count = c.outputs.size() + c.inputs.size();
  for (size_t i = text.find('$'); i != StringRef::npos; i = text.find('$', i + 1)) {
    StringRef rest = text.substr(i + 1);
    if (rest.starts_with("$")) {
      ++i;
      continue;
    }
    // ${:uid}: a number unique to this asm in the PTX (GNU `%=`), which the
    // printer writes per instance, so inlined copies get their own labels.
    if (rest.starts_with("{:uid}"))
      continue;
    rest.consume_front("{");
    StringRef digits = rest.take_while([](char c) { return llvm::isDigit(c); });
    unsigned n;
    if (digits.empty() || digits.getAsInteger(10, n))
      return emitOpError() << "'$' must be followed by an operand number, '$' or '{:uid}'";
    if (n >= count)
      return emitOpError() << "refers to operand $" << n << " but has " << count
                           << " operands";
  }
  return success();
}

PtxSummary InlineAsmOp::classify() {
  Constraints c = splitConstraints();
  llvm::DenseMap<unsigned, int64_t> immediates;
  for (auto [i, s] : llvm::enumerate(c.inputs)) {
    APInt v;
    if (s == "n" && matchPattern(getOperands()[i], m_ConstantInt(&v)))
      immediates[c.outputs.size() + i] = v.getSExtValue();
  }
  if (immediates.empty())
    return classifyInlinePtx(getAsmString());
  StringRef text = getAsmString();
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
    bool braced = j < text.size() && text[j] == '{';
    if (braced)
      ++j;
    size_t digits = j;
    while (j < text.size() && llvm::isDigit(text[j]))
      ++j;
    unsigned n;
    auto it = text.slice(digits, j).getAsInteger(10, n) ? immediates.end() : immediates.find(n);
    if (braced) {
      while (j < text.size() && text[j] != '}')
        ++j;
      ++j;
    }
    if (it == immediates.end()) {
      out += text.slice(i, j);
    } else {
      out += std::to_string(it->second);
    }
    i = j - 1;
  }
  return classifyInlinePtx(out);
}

void InlineAsmOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  if (!getVolatile_() && !clobbersMemory() && classify().isPure())
    return;
  // Any memory: every resource (SimtEffects.cpp, as a generic pointer).
  for (SideEffects::Resource *resource :
       {static_cast<SideEffects::Resource *>(SharedMemory::get()),
        static_cast<SideEffects::Resource *>(GlobalMemory::get()),
        static_cast<SideEffects::Resource *>(SideEffects::DefaultResource::get())}) {
    effects.emplace_back(MemoryEffects::Read::get(), resource);
    effects.emplace_back(MemoryEffects::Write::get(), resource);
  }
}

//===----------------------------------------------------------------------===//
// CollectiveOpInterface: an asm statement is a collective when its PTX holds
// one (bar.sync, shfl.sync, wgmma, barrier.cluster, ...).
//===----------------------------------------------------------------------===//

bool InlineAsmOp::isCollective() { return classify().isCollective(); }

Scope InlineAsmOp::getCollectiveScope() {
  PtxSummary ptx = classify();
  if (ptx.clusterArrive || ptx.clusterWait)
    return Scope::Cluster;
  // bar.sync N, count: only whole warps of some of the block take part.
  if ((ptx.blockBarrier || ptx.barrierArrive) && !ptx.barrierHasCount)
    return Scope::Block;
  if (ptx.warpgroupCollective)
    return Scope::Block;
  return Scope::Warp;
}

// shfl.sync's membermask, ...
Value InlineAsmOp::getCollectiveMask() {
  return asmOperand(classify().maskOperand);
}

std::string InlineAsmOp::getCollectiveDescription() {
  return "inline asm '" + classify().syncOpcode + "'";
}
