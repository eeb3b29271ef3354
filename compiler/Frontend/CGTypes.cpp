//===- CGTypes.cpp - C++ types -> MLIR types ------------------------------===//
//
// bool is i1 as a value and i8 in memory; integers are signless by width
// (signedness is read from the Clang type where an op needs it); pointers
// and references are !simt.ptr<T, generic> (kernel pointer parameters are
// global); records are packed !llvm.struct with explicit i8-array padding at
// the offsets of the host ABI's ASTRecordLayout; fixed arrays are !llvm.array.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "compiler/Frontend/CGBitFieldUnits.h"

#include "clang/Basic/SourceManager.h"
#include "clang/AST/RecordLayout.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;

mlir::Type ModuleGen::convertType(QualType t, SourceLocation where) {
  t = t.getCanonicalType();
  if (t->isBooleanType())
    return mlir::IntegerType::get(&mctx, 1);
  return memType(t, where);
}

simt::PtrType ModuleGen::ptrTo(QualType pointee, simt::AddressSpace space,
                               SourceLocation where) {
  mlir::Type elem;
  pointee = pointee.getCanonicalType();
  if (pointee->isVoidType() || pointee->isFunctionType() ||
      pointee->isIncompleteType())
    elem = mlir::IntegerType::get(&mctx, 8);
  else
    elem = memType(pointee, where);
  if (pointee->isIncompleteArrayType())
    elem = memType(ctx.getAsArrayType(pointee)->getElementType(), where);
  return simt::PtrType::get(&mctx, elem, space);
}

mlir::Type ModuleGen::memType(QualType t, SourceLocation where) {
  t = t.getCanonicalType();
  const clang::Type *ty = t.getTypePtr();
  if (auto *bt = dyn_cast<BuiltinType>(ty)) {
    switch (bt->getKind()) {
    case BuiltinType::Void:
      return mlir::NoneType::get(&mctx);
    case BuiltinType::Bool:
      return mlir::IntegerType::get(&mctx, 8);
    case BuiltinType::Half:
    case BuiltinType::Float16:
      return mlir::Float16Type::get(&mctx);
    case BuiltinType::BFloat16:
      return mlir::BFloat16Type::get(&mctx);
    case BuiltinType::Float:
      return mlir::Float32Type::get(&mctx);
    case BuiltinType::Double:
      return mlir::Float64Type::get(&mctx);
    case BuiltinType::LongDouble:
      // nvcc's rule: device code computes long double as double, with a warning.
      // Once per source line (a declaration and its literals are one warning).
      if (where.isValid()) {
        SourceManager &sm = ctx.getSourceManager();
        SourceLocation at = sm.getExpansionLoc(where);
        std::pair<unsigned, unsigned> line{sm.getFileID(at).getHashValue(), sm.getExpansionLineNumber(at)};
        if (longDoubleWarned.insert(line).second) {
          unsigned id = diags.getCustomDiagID(DiagnosticsEngine::Warning,
                                              "'long double' is treated as 'double' in device code");
          diags.Report(where, id);
        }
      }
      return mlir::Float64Type::get(&mctx);
    case BuiltinType::NullPtr:
      return simt::PtrType::get(&mctx, mlir::IntegerType::get(&mctx, 8),
                                simt::AddressSpace::Generic);
    default:
      if (bt->isInteger())
        return mlir::IntegerType::get(&mctx, ctx.getTypeSize(t));
      error(where, "type '" + t.getAsString() +
                       "' is not supported by the Kiln frontend");
      return mlir::IntegerType::get(&mctx, 32);
    }
  }
  if (auto *et = dyn_cast<EnumType>(ty))
    return memType(et->getDecl()->getIntegerType(), where);
  // A pointer to a data member is its byte offset, one to a member
  // function the Itanium pair {ptr, adj} (CGMemberPointer.cpp).
  if (auto *mpt = dyn_cast<MemberPointerType>(ty)) {
    auto i64 = mlir::IntegerType::get(&mctx, 64);
    if (!mpt->isMemberDataPointer())
      return mlir::LLVM::LLVMStructType::getLiteral(&mctx, {i64, i64});
    return i64;
  }
  // ext_vector_type(N) of a float or integer: the packed f16x2/bf16x2 values
  // the <cuda_fp16.h>/<cuda_bf16.h> primitives take (add.f16x2, ...).
  if (auto *vt = dyn_cast<clang::VectorType>(ty)) {
    QualType elem = vt->getElementType();
    if (elem->isBooleanType() || !(elem->isIntegerType() || elem->isRealFloatingType())) {
      error(where, "vector type '" + t.getAsString() + "' is not supported by the Kiln frontend");
      return mlir::IntegerType::get(&mctx, 32);
    }
    return mlir::VectorType::get({(int64_t)vt->getNumElements()}, memType(elem, where));
  }
  if (t->isPointerType())
    return ptrTo(t->getPointeeType(), simt::AddressSpace::Generic, where);
  if (t->isReferenceType())
    return ptrTo(t->getPointeeType(), simt::AddressSpace::Generic, where);
  if (auto *at = ctx.getAsConstantArrayType(t))
    return mlir::LLVM::LLVMArrayType::get(memType(at->getElementType(), where),
                                          at->getSize().getZExtValue());
  if (auto *rt = t->getAs<RecordType>())
    return convertRecord(rt->getDecl(), where);
  // A flexible array member (`struct Bucket { int n; float items[]; };`, as
  // C99 and nvcc have it): no bytes of its own; it is reached by decaying to
  // a pointer at its offset, as a zero-length array is.
  if (auto *iat = dyn_cast<IncompleteArrayType>(ty))
    return mlir::LLVM::LLVMArrayType::get(memType(iat->getElementType(), where), 0);
  error(where, "type '" + t.getAsString() +
                   "' is not supported by the Kiln frontend");
  return mlir::IntegerType::get(&mctx, 32);
}

mlir::LLVM::LLVMStructType ModuleGen::convertRecord(const RecordDecl *rd,
                                                    SourceLocation where) {
  if (const RecordDecl *def = rd->getDefinition())
    rd = def;
  auto it = records.find(rd);
  if (it != records.end())
    return it->second;
  std::string prefix = rd->isUnion() ? "union." : "struct.";
  std::string name = prefix + rd->getQualifiedNameAsString();
  if (auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(rd)) {
    std::string s;
    llvm::raw_string_ostream os(s);
    rd->getNameForDiagnostic(os, ctx.getPrintingPolicy(), /*Qualified=*/true);
    name = prefix + s;
  }
  // Anonymous records (`union { float f; unsigned u; };` in a struct) are
  // named like Clang's: the printed name holds a source path.
  if (!rd->getIdentifier() && !rd->getTypedefNameForAnonDecl())
    name = prefix + "anon";
  if (rd->isLambda())
    name = "struct.lambda";
  auto st = identifiedStruct(name);
  records[rd] = st;
  if (!rd->isCompleteDefinition()) {
    error(where, "incomplete type '" + rd->getNameAsString() + "'");
    (void)st.setBody({}, true);
    return st;
  }
  const ASTRecordLayout &layout = ctx.getASTRecordLayout(rd);
  uint64_t total = layout.getSize().getQuantity();
  uint64_t recordAlign = layout.getAlignment().getQuantity();
  auto i8 = mlir::IntegerType::get(&mctx, 8);
  if (rd->isUnion()) {
    convertUnion(rd, st, layout);
    return st;
  }
  struct Piece {
    uint64_t offset;
    mlir::Type type;
    const FieldDecl *field;
    const CXXRecordDecl *base;
    uint64_t size;
    int run = -1; ///< a bit-field access unit
  };
  std::vector<Piece> pieces;
  if (auto *cxx = dyn_cast<CXXRecordDecl>(rd)) {
    // A dynamic class's vptr is in the layout's bytes before its first field
    // (or in its primary base's); it becomes padding here and is reached by
    // address (CGVirtual.cpp).
    for (const CXXBaseSpecifier &b : cxx->bases()) {
      const CXXRecordDecl *base = b.getType()->getAsCXXRecordDecl();
      if (!base || base->isEmpty() || b.isVirtual())
        continue;
      // The base's bytes without its tail padding: Itanium places a derived
      // class's fields (or next base) there when the base is not a POD.
      pieces.push_back({(uint64_t)layout.getBaseClassOffset(base).getQuantity(),
                        baseSubobjectType(base, where), nullptr, base,
                        (uint64_t)ctx.getASTRecordLayout(base).getNonVirtualSize().getQuantity()});
    }
    // Each virtual base (direct or not) once, where the complete object puts
    // it, after the non-virtual part; reached there only in a complete object
    // whose class is known (a constructor's C1), else through the vtable.
    for (const CXXBaseSpecifier &b : cxx->vbases()) {
      const CXXRecordDecl *base = b.getType()->getAsCXXRecordDecl();
      if (!base || base->isEmpty())
        continue;
      pieces.push_back({(uint64_t)layout.getVBaseClassOffset(base).getQuantity(),
                        baseSubobjectType(base, where), nullptr, base,
                        (uint64_t)ctx.getASTRecordLayout(base).getNonVirtualSize().getQuantity()});
    }
  }
  // Adjacent bit-fields (not separated by another field or a zero-width
  // bit-field) form one run, split into access units as Clang's CodeGen
  // splits it (CGBitFieldUnits.h): each unit is one byte-array element of the
  // body, read and written whole to reach any of its bit-fields.
  struct Run {
    llvm::SmallVector<const FieldDecl *, 4> fields;
    uint64_t limit = 0; ///< byte where the next storage begins
  };
  std::vector<Run> runs;
  bool inRun = false;
  // Runs whose limit is the next field with storage, not yet seen.
  size_t limitPending = 0;
  auto storageAt = [&](uint64_t byte) {
    for (; limitPending < runs.size(); ++limitPending)
      runs[limitPending].limit = byte;
  };
  for (const FieldDecl *f : rd->fields()) {
    uint64_t bitOffset = layout.getFieldOffset(f->getFieldIndex());
    if (f->isBitField()) {
      if (f->getBitWidthValue() == 0) {
        inRun = false;
        continue;
      }
      if (!inRun) {
        storageAt(bitOffset / 8);
        runs.emplace_back();
        inRun = true;
      }
      runs.back().fields.push_back(f);
      continue;
    }
    inRun = false;
    if (f->isZeroSize(ctx))
      continue;
    storageAt(bitOffset / 8);
    pieces.push_back({bitOffset / 8, memType(f->getType(), f->getLocation()), f,
                      nullptr,
                      (uint64_t)ctx.getTypeSizeInChars(f->getType()).getQuantity()});
  }
  // After the last field, a unit may take tail padding up to the non-virtual
  // size (a derived class reuses what lies beyond), short of a virtual base
  // placed there.
  uint64_t scissor = layout.getNonVirtualSize().getQuantity();
  if (auto *cxx = dyn_cast<CXXRecordDecl>(rd))
    for (const CXXBaseSpecifier &b : cxx->vbases()) {
      const CXXRecordDecl *base = b.getType()->getAsCXXRecordDecl();
      uint64_t at = layout.getVBaseClassOffset(base).getQuantity();
      // A virtual base before the fields shares a base's storage (a nearly
      // empty primary base): it bounds nothing after them.
      if (!base->isEmpty() && !runs.empty() &&
          at * 8 >= layout.getFieldOffset(runs.back().fields.back()->getFieldIndex()))
        scissor = std::min(scissor, at);
    }
  storageAt(scissor);
  std::vector<BitFieldUnit> units;
  for (const Run &run : runs)
    for (BitFieldUnit &unit : bitFieldAccessUnits(ctx, layout, run.fields, run.limit))
      units.push_back(std::move(unit));
  for (auto [i, unit] : llvm::enumerate(units))
    pieces.push_back({unit.begin, mlir::LLVM::LLVMArrayType::get(i8, unit.bytes),
                      nullptr, nullptr, unit.bytes, int(i)});
  std::stable_sort(pieces.begin(), pieces.end(),
                   [](const Piece &a, const Piece &b) { return a.offset < b.offset; });
  llvm::SmallVector<mlir::Type> body;
  uint64_t at = 0;
  // A base subobject's type (baseSubobjectType) is the data before the
  // virtual bases: the non-virtual part.
  uint64_t nonVirtual = layout.getNonVirtualSize().getQuantity();
  bool hasVBases = isa<CXXRecordDecl>(rd) && cast<CXXRecordDecl>(rd)->getNumVBases();
  bool dataEndSeen = false;
  for (const Piece &p : pieces) {
    if (hasVBases && !dataEndSeen && p.offset >= nonVirtual) {
      recordDataEnds[rd] = {unsigned(body.size()), at};
      dataEndSeen = true;
    }
    if (p.offset > at)
      body.push_back(mlir::LLVM::LLVMArrayType::get(i8, p.offset - at));
    if (p.field)
      fieldIndices[p.field] = body.size();
    else if (p.base)
      baseIndices[{cast<CXXRecordDecl>(rd), p.base}] = body.size();
    else
      for (const FieldDecl *f : units[p.run].fields)
        bitFields[f] = placeBitField(f, layout, units[p.run].begin, units[p.run].bytes,
                                     recordAlign, body.size());
    body.push_back(p.type);
    at = p.offset + p.size;
  }
  if (!dataEndSeen)
    recordDataEnds[rd] = {unsigned(body.size()), at};
  if (total > at)
    body.push_back(mlir::LLVM::LLVMArrayType::get(i8, total - at));
  (void)st.setBody(body, /*isPacked=*/true);
  return st;
}

/// An identified struct named `name`, or `name.N` when that is taken.
mlir::LLVM::LLVMStructType ModuleGen::identifiedStruct(const std::string &name) {
  std::string unique = name;
  for (unsigned n = 1; !usedNames.insert(unique).second; ++n)
    unique = name + "." + std::to_string(n);
  return mlir::LLVM::LLVMStructType::getIdentified(&mctx, unique);
}

mlir::LLVM::LLVMStructType ModuleGen::baseSubobjectType(const CXXRecordDecl *base,
                                                        SourceLocation where) {
  base = base->getDefinition();
  mlir::LLVM::LLVMStructType complete = convertRecord(base, where);
  const ASTRecordLayout &layout = ctx.getASTRecordLayout(base);
  uint64_t nonVirtual = layout.getNonVirtualSize().getQuantity();
  auto ends = recordDataEnds.find(base);
  if (nonVirtual == uint64_t(layout.getSize().getQuantity()) || ends == recordDataEnds.end())
    return complete;
  auto it = baseRecords.find(base);
  if (it != baseRecords.end())
    return it->second;
  // The complete body's data elements, then padding up to the non-virtual
  // size: field indices stay the same, so a pointer cast reaches the complete
  // type.
  auto [count, dataEnd] = ends->second;
  llvm::SmallVector<mlir::Type> body(complete.getBody().begin(),
                                     complete.getBody().begin() + count);
  if (nonVirtual > dataEnd)
    body.push_back(mlir::LLVM::LLVMArrayType::get(mlir::IntegerType::get(&mctx, 8),
                                                  nonVirtual - dataEnd));
  auto st = identifiedStruct(complete.getName().str() + ".base");
  (void)st.setBody(body, /*isPacked=*/true);
  baseRecords[base] = st;
  return st;
}

/// How bit-field `f` is reached: through its whole access unit (or union
/// storage) of `storageBytes` bytes, `storageOffset` bytes into its record.
BitFieldAccess ModuleGen::placeBitField(const FieldDecl *f,
                                        const ASTRecordLayout &layout,
                                        uint64_t storageOffset,
                                        uint64_t storageBytes,
                                        uint64_t recordAlign,
                                        unsigned storageIndex) {
  BitFieldAccess a;
  a.storageIndex = storageIndex;
  a.isSigned = f->getType()->isSignedIntegerOrEnumerationType();
  a.byteOffset = 0;
  a.windowBits = unsigned(storageBytes * 8);
  a.bitOffset = unsigned(layout.getFieldOffset(f->getFieldIndex()) - storageOffset * 8);
  // Bits past the storage (`int x : 40` in a union) are padding.
  a.width = std::min<unsigned>(f->getBitWidthValue(), a.windowBits - a.bitOffset);
  a.windowAlign = std::min<uint64_t>(llvm::PowerOf2Ceil(storageBytes),
                                     storageOffset ? (storageOffset & -storageOffset) : recordAlign);
  a.windowAlign = std::min(a.windowAlign, recordAlign);
  return a;
}

/// A union is one storage element (the most aligned member, then the
/// largest, as Clang's CodeGen chooses) plus tail padding to its size; every
/// member is reached by casting the union's address (offset 0).
void ModuleGen::convertUnion(const RecordDecl *rd, mlir::LLVM::LLVMStructType st,
                             const ASTRecordLayout &layout) {
  uint64_t total = layout.getSize().getQuantity();
  auto i8 = mlir::IntegerType::get(&mctx, 8);
  const FieldDecl *storage = nullptr;
  uint64_t bestAlign = 0, bestSize = 0;
  for (const FieldDecl *f : rd->fields()) {
    if (f->isBitField()) {
      unsigned width = f->getBitWidthValue();
      if (width)
        bitFields[f] = placeBitField(f, layout, 0, unionBitFieldBytes(ctx, f, total),
                                     layout.getAlignment().getQuantity(), ~0u);
      continue;
    }
    if (f->isZeroSize(ctx))
      continue;
    uint64_t align = ctx.getTypeAlignInChars(f->getType()).getQuantity();
    uint64_t size = ctx.getTypeSizeInChars(f->getType()).getQuantity();
    if (!storage || align > bestAlign || (align == bestAlign && size > bestSize))
      storage = f, bestAlign = align, bestSize = size;
  }
  llvm::SmallVector<mlir::Type> body;
  uint64_t at = 0;
  if (storage) {
    body.push_back(memType(storage->getType(), storage->getLocation()));
    at = bestSize;
  }
  if (total > at)
    body.push_back(mlir::LLVM::LLVMArrayType::get(i8, total - at));
  (void)st.setBody(body, /*isPacked=*/true);
}

const BitFieldAccess &ModuleGen::bitFieldAccess(const FieldDecl *field) {
  convertRecord(field->getParent(), field->getLocation());
  return bitFields[field];
}

unsigned ModuleGen::fieldIndex(const FieldDecl *field) {
  convertRecord(field->getParent(), field->getLocation());
  auto it = fieldIndices.find(field);
  return it == fieldIndices.end() ? 0 : it->second;
}

unsigned ModuleGen::baseIndex(const CXXRecordDecl *derived,
                              const CXXRecordDecl *base) {
  derived = derived->getDefinition();
  base = base->getDefinition();
  convertRecord(derived, derived->getLocation());
  auto it = baseIndices.find({derived, base});
  return it == baseIndices.end() ? ~0u : it->second;
}

mlir::Value ModuleGen::baseAddress(mlir::OpBuilder &builder, mlir::Value p,
                                   const CXXRecordDecl *derived, const CXXRecordDecl *base,
                                   mlir::Location l) {
  unsigned idx = baseIndex(derived, base);
  if (idx == ~0u)
    return {};
  auto pt = cast<simt::PtrType>(p.getType());
  auto st = cast<mlir::LLVM::LLVMStructType>(pt.getElementType());
  mlir::Type element = st.getBody()[idx];
  mlir::Value member = simt::MemberPtrOp::create(
      builder, l, simt::PtrType::get(&mctx, element, pt.getAddressSpace()), p, idx);
  mlir::Type complete = convertRecord(base->getDefinition(), base->getLocation());
  if (element == complete)
    return member;
  return simt::PtrCastOp::create(builder, l,
                                 simt::PtrType::get(&mctx, complete, pt.getAddressSpace()),
                                 member);
}

mlir::FunctionType ModuleGen::functionType(const FunctionDecl *fd) {
  if (isTileKernel(fd))
    return tileFunctionType(*this, fd);
  llvm::SmallVector<mlir::Type> inputs, results;
  bool kernel = fd->hasAttr<CUDAGlobalAttr>();
  if (auto *md = dyn_cast<CXXMethodDecl>(fd); md && md->isInstance())
    inputs.push_back(ptrTo(ctx.getCanonicalTagType(md->getParent()),
                           simt::AddressSpace::Generic, fd->getLocation()));
  for (const ParmVarDecl *p : fd->parameters()) {
    QualType t = p->getType().getCanonicalType();
    if (!kernel && passedIndirectly(t))
      inputs.push_back(ptrTo(t, simt::AddressSpace::Generic, p->getLocation()));
    else if (kernel && t->isPointerType())
      inputs.push_back(ptrTo(t->getPointeeType(), simt::AddressSpace::Global,
                             p->getLocation()));
    else
      inputs.push_back(convertType(t, p->getLocation()));
  }
  // A C variadic device function takes its variable arguments as one more
  // parameter: a generic pointer to a buffer laid out as vprintf's (the PTX
  // convention nvcc and clang use; FunctionGen::emitVarArgBuffer).
  if (fd->isVariadic() && !kernel)
    inputs.push_back(simt::PtrType::get(&mctx, mlir::IntegerType::get(&mctx, 8),
                                        simt::AddressSpace::Generic));
  QualType ret = fd->getReturnType();
  if (!ret->isVoidType())
    results.push_back(convertType(ret, fd->getLocation()));
  return mlir::FunctionType::get(&mctx, inputs, results);
}

bool ModuleGen::passedIndirectly(QualType t) const {
  const CXXRecordDecl *rd = t->getAsCXXRecordDecl();
  return rd && rd->hasDefinition() && !rd->canPassInRegisters();
}

/// The bundle's spelling of a kernel parameter type.
std::string ModuleGen::paramSpelling(QualType t) {
  t = t.getCanonicalType();
  if (t->isPointerType()) {
    QualType p = t->getPointeeType();
    std::string s = p.isConstQualified() ? "const_" : "";
    if (p->isVoidType())
      return s + "void*";
    return s + paramSpelling(p.getUnqualifiedType()) + "*";
  }
  if (t->isBooleanType())
    return "bool";
  if (t->isEnumeralType() || t->isIntegerType())
    return (t->isUnsignedIntegerOrEnumerationType() ? "u" : "i") +
           std::to_string(ctx.getTypeSize(t));
  if (t->isSpecificBuiltinType(BuiltinType::Float))
    return "f32";
  if (t->isSpecificBuiltinType(BuiltinType::Double))
    return "f64";
  if (t->isSpecificBuiltinType(BuiltinType::Float16) ||
      t->isSpecificBuiltinType(BuiltinType::Half))
    return "f16";
  if (t->isSpecificBuiltinType(BuiltinType::BFloat16))
    return "bf16";
  if (auto *rd = t->getAsRecordDecl()) {
    std::string name = rd->getQualifiedNameAsString();
    // <cuda_fp16.h>/<cuda_bf16.h>'s scalar types are one f16 / bf16 value,
    // which is what the host passes (kiln::half, kiln::bfloat16).
    if (name == "__half")
      return "f16";
    if (name == "__nv_bfloat16")
      return "bf16";
    for (char &c : name)
      if (c == ' ' || c == ':' || c == '<' || c == '>' || c == ',')
        c = '_';
    return "struct." + name;
  }
  return "unknown";
}
