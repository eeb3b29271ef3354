//===- CGBitFieldUnits.cpp - how wide bit-field loads and stores are ------===//
#include "compiler/Frontend/CGBitFieldUnits.h"

#include "clang/Basic/TargetInfo.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;

namespace kiln::frontend {

namespace {

/// Size (and alignment) in bytes of the LLVM integer of `bytes` bytes in
/// NVPTX's data layout: i24 takes 4, i40..i64 take 8, wider ones round up to
/// i128's 16.
uint64_t integerAllocBytes(uint64_t bytes) {
  if (bytes <= 8)
    return llvm::PowerOf2Ceil(std::max<uint64_t>(bytes, 1));
  return llvm::alignTo(bytes, 16);
}

uint64_t integerAlign(uint64_t bytes) { return std::min<uint64_t>(integerAllocBytes(bytes), 16); }

/// Bit-fields that must share storage: a span starts at each bit-field that
/// begins on a byte boundary; the following ones share its last byte.
struct Span {
  uint64_t begin;  // byte
  uint64_t endBit; // one past its last bit
  size_t firstField, endField;
};

} // namespace

std::vector<BitFieldUnit> bitFieldAccessUnits(const ASTContext &ctx,
                                              const ASTRecordLayout &layout,
                                              llvm::ArrayRef<const FieldDecl *> run,
                                              uint64_t limit) {
  std::vector<Span> spans;
  for (auto [i, f] : llvm::enumerate(run)) {
    uint64_t bit = layout.getFieldOffset(f->getFieldIndex());
    uint64_t end = bit + f->getBitWidthValue();
    if (spans.empty() || bit % 8 == 0)
      spans.push_back({bit / 8, end, i, i + 1});
    Span &s = spans.back();
    s.endBit = std::max(s.endBit, end);
    s.endField = i + 1;
  }
  const TargetInfo &target = ctx.getTargetInfo();
  uint64_t registerBytes = target.getRegisterWidth() / 8;
  uint64_t recordAlign = layout.getAlignment().getQuantity();
  // Where the bytes after span j end: the next span's first byte, or the limit.
  auto nextStorage = [&](size_t j) { return j + 1 < spans.size() ? spans[j + 1].begin : limit; };

  std::vector<BitFieldUnit> units;
  for (size_t i = 0; i < spans.size();) {
    uint64_t begin = spans[i].begin;
    // At worst the first span alone, exactly its bytes (i24 when it spans 3
    // and the fourth byte belongs to something else).
    uint64_t bestBytes = llvm::divideCeil(spans[i].endBit - begin * 8, 8);
    size_t bestEnd = i + 1;
    for (size_t j = i; j < spans.size(); ++j) {
      uint64_t bytes = llvm::divideCeil(spans[j].endBit - begin * 8, 8);
      // Wider than a register costs a register pair for every access.
      if (j > i && bytes > registerBytes)
        break;
      // PTX has no misaligned access: a unit the record's alignment or the
      // unit's offset cannot align would be split into bytes by the backend.
      if (!target.hasCheapUnalignedBitFieldAccess() &&
          (integerAlign(bytes) > recordAlign || begin % integerAlign(bytes) != 0))
        break;
      // The integer's whole size must stay clear of the next storage, which
      // is another memory location a store must not touch.
      uint64_t whole = integerAllocBytes(bytes);
      if (begin + whole <= nextStorage(j)) {
        bestBytes = whole;
        bestEnd = j + 1;
      }
    }
    BitFieldUnit unit{begin, bestBytes, {}};
    for (size_t k = spans[i].firstField; k < spans[bestEnd - 1].endField; ++k)
      unit.fields.push_back(run[k]);
    units.push_back(std::move(unit));
    i = bestEnd;
  }
  return units;
}

uint64_t unionBitFieldBytes(const ASTContext &ctx, const FieldDecl *f, uint64_t unionBytes) {
  uint64_t typeBits = ctx.getTypeSize(f->getType());
  uint64_t bits = std::min<uint64_t>(f->getBitWidthValue(), typeBits);
  uint64_t whole = integerAllocBytes(llvm::divideCeil(bits, 8));
  return std::min(whole, unionBytes);
}

} // namespace kiln::frontend
