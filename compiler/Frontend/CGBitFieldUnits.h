//===- CGBitFieldUnits.h - how wide bit-field loads and stores are -*- C++ -*-===//
//
// Clang's CodeGen reads and writes a bit-field through its whole access unit
// (an integer over the bit-fields next to it, up to a register wide), not
// through the bytes the field spans. Kiln does the same, so a struct copied
// into a local and read field by field keeps one access per unit: SROA then
// splits a wide load of the struct along the units, not along each field's
// bytes (three narrow global loads per 8-byte node before).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_FRONTEND_CGBITFIELDUNITS_H
#define KILN_FRONTEND_CGBITFIELDUNITS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace kiln::frontend {

/// The bytes [begin, begin + bytes) of a record that one integer load or
/// store reads or writes for each of `fields`.
struct BitFieldUnit {
  uint64_t begin = 0;
  uint64_t bytes = 0;
  llvm::SmallVector<const clang::FieldDecl *, 4> fields;
};

/// The access units of `run`, adjacent non-zero-width bit-fields of a struct
/// (in declaration order), as Clang's CGRecordLayout forms them for a target
/// without cheap unaligned bit-field access: bit-fields sharing a byte share
/// a unit; following ones join while the unit stays at most a register wide
/// and naturally aligned; a unit is widened to its integer's size where that
/// ends by `limit` (the byte where the next storage begins) or the next
/// bit-field's first byte.
std::vector<BitFieldUnit> bitFieldAccessUnits(const clang::ASTContext &ctx,
                                              const clang::ASTRecordLayout &layout,
                                              llvm::ArrayRef<const clang::FieldDecl *> run,
                                              uint64_t limit);

/// The bytes through which a union's bit-field `f` is read and written (from
/// the union's address): the integer holding min(width, its type's bits),
/// clipped to the union's `unionBytes`, as Clang's CodeGen does.
uint64_t unionBitFieldBytes(const clang::ASTContext &ctx, const clang::FieldDecl *f,
                            uint64_t unionBytes);

} // namespace kiln::frontend

#endif
