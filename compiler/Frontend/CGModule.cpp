//===- CGModule.cpp - module-level code generation ------------------------===//
//
// Kernels (and explicit instantiations of kernel templates) are the roots;
// device functions are emitted on first call; __shared__, __constant__ and
// __device__ variables become simt.global ops. Symbols follow nvcc: extern
// "C" names stay, C++ names get Clang's device-side Itanium mangling.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "compiler/Frontend/SharedInitRewrite.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecordLayout.h"
#include "clang/Basic/SourceManager.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Demangle/Demangle.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;

ModuleGen::ModuleGen(mlir::MLIRContext &mctx, ASTContext &ctx,
                     DiagnosticsEngine &diags, const FrontendOptions &opts)
    : mctx(mctx), ctx(ctx), diags(diags), opts(opts) {
  errorID = diags.getCustomDiagID(DiagnosticsEngine::Error, "%0");
  noteID = diags.getCustomDiagID(DiagnosticsEngine::Note, "%0");
  mangler.reset(ctx.createMangleContext());
}

void ModuleGen::error(SourceLocation where, const llvm::Twine &message) {
  hadError = true;
  diags.Report(where, errorID) << message.str();
}

void ModuleGen::note(SourceLocation where, const llvm::Twine &message) {
  diags.Report(where, noteID) << message.str();
}

mlir::Location ModuleGen::loc(SourceLocation where) {
  if (where.isInvalid())
    return mlir::UnknownLoc::get(&mctx);
  SourceManager &sm = ctx.getSourceManager();
  PresumedLoc p = sm.getPresumedLoc(sm.getExpansionLoc(where));
  if (p.isInvalid())
    return mlir::UnknownLoc::get(&mctx);
  return mlir::FileLineColLoc::get(&mctx, p.getFilename(), p.getLine(),
                                   p.getColumn());
}

std::string ModuleGen::symbolName(const NamedDecl *decl, bool baseVariant) {
  // A `static __device__` / `__constant__` variable at file scope keeps its
  // plain name, as nvcc emits it (`s_count`, not `_ZL7s_count`): host code
  // looks it up by that name (cuModuleGetGlobal).
  if (auto *var = dyn_cast<VarDecl>(decl);
      var && var->hasGlobalStorage() && !var->isStaticLocal() &&
      var->getFormalLinkage() == Linkage::Internal &&
      var->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return var->getName().str();
  if (mangler->shouldMangleDeclName(decl)) {
    std::string s;
    llvm::raw_string_ostream os(s);
    if (auto *ctor = dyn_cast<CXXConstructorDecl>(decl))
      mangler->mangleName(GlobalDecl(ctor, baseVariant ? Ctor_Base : Ctor_Complete), os);
    else if (auto *dtor = dyn_cast<CXXDestructorDecl>(decl))
      mangler->mangleName(GlobalDecl(dtor, baseVariant ? Dtor_Base : Dtor_Complete), os);
    else if (auto *fd = dyn_cast<FunctionDecl>(decl); fd && fd->hasAttr<CUDAGlobalAttr>()) {
      mangler->mangleName(GlobalDecl(fd, KernelReferenceKind::Kernel), os);
      // nvcc names a `static __global__` kernel as if it had external
      // linkage (`_Z2stILi4EEvPi`, `_ZN2ns2skEPi`), without the `L` Itanium
      // puts before an internal name: drop it, the first `L<len><name>`.
      if (fd->getFormalLinkage() == Linkage::Internal && !fd->isInAnonymousNamespace() &&
          fd->getIdentifier()) {
        std::string local = "L" + std::to_string(fd->getName().size()) + fd->getName().str();
        if (size_t at = s.find(local); at != std::string::npos)
          s.erase(at, 1);
      }
    } else
      if (auto *f = dyn_cast<FunctionDecl>(decl))
      mangler->mangleName(GlobalDecl(f), os);
    else
      mangler->mangleName(GlobalDecl(cast<VarDecl>(decl)), os);
    return s;
  }
  return decl->getName().str();
}

bool ModuleGen::isBuiltinVar(const VarDecl *var) {
  if (auto *rd = var->getType()->getAsCXXRecordDecl())
    return rd->getName().starts_with("__kiln_") && rd->getName().ends_with("_t");
  return false;
}

std::optional<std::string> ModuleGen::annotation(const FunctionDecl *fd) {
  auto find = [](const FunctionDecl *f) -> std::optional<std::string> {
    for (const FunctionDecl *r : f->redecls())
      for (const auto *a : r->specific_attrs<AnnotateAttr>())
        if (a->getAnnotation().starts_with("kiln."))
          return a->getAnnotation().drop_front(5).str();
    return std::nullopt;
  };
  if (auto a = find(fd))
    return a;
  if (const FunctionDecl *pattern = fd->getTemplateInstantiationPattern())
    if (auto a = find(pattern))
      return a;
  if (const FunctionTemplateDecl *t = fd->getPrimaryTemplate())
    if (auto a = find(t->getTemplatedDecl()))
      return a;
  return std::nullopt;
}

/// nvcc -rdc=true, known by the macro nvcc defines for it (kilnc -rdc=true
/// passes it on): symbols of other files are meant to come from nvlink.
static bool relocatableDeviceCode(const FrontendOptions &opts) {
  return llvm::is_contained(opts.defines, "__CUDACC_RDC__=1");
}

mlir::func::FuncOp ModuleGen::getExternFunction(llvm::StringRef name,
                                                mlir::FunctionType type) {
  if (auto f = module.lookupSymbol<mlir::func::FuncOp>(name))
    return f;
  mlir::OpBuilder b(&mctx);
  b.setInsertionPointToEnd(module.getBody());
  auto f = mlir::func::FuncOp::create(b, module.getLoc(), name, type);
  f.setPrivate();
  return f;
}

mlir::func::FuncOp ModuleGen::getFunction(const FunctionDecl *fd,
                                          SourceLocation useLoc, bool baseVariant) {
  const FunctionDecl *def = nullptr;
  if (!fd->hasBody(def) || !def) {
    // Under -rdc=true the definition is meant to come from another file
    // through nvlink, which has no counterpart in kilnc's flow.
    if (relocatableDeviceCode(opts))
      error(useLoc, "call to '" + fd->getQualifiedNameAsString() +
                        "', which is defined in another file: kilnc compiles each file whole "
                        "and links no device code (-rdc=true): define it in this file or "
                        "#include its definition");
    else
      error(useLoc, "call to '" + fd->getQualifiedNameAsString() +
                        "', which has no definition in this file (device code "
                        "must be defined in the translation unit)");
    return nullptr;
  }
  // Only a class with virtual bases has distinct C2/D2 variants.
  if (baseVariant)
    if (auto *md = dyn_cast<CXXMethodDecl>(def);
        !md || !(isa<CXXConstructorDecl>(md) || isa<CXXDestructorDecl>(md)) ||
        !md->getParent()->getNumVBases())
      baseVariant = false;
  auto it = functions.find({def, unsigned(baseVariant)});
  if (it != functions.end())
    return it->second;
  mlir::OpBuilder b(&mctx);
  b.setInsertionPointToEnd(module.getBody());
  std::string name = symbolName(def, baseVariant);
  auto func = mlir::func::FuncOp::create(b, loc(def->getLocation()), name,
                                         functionType(def));
  if (!def->hasAttr<CUDAGlobalAttr>())
    func.setPrivate();
  // `__noinline__` survives the pipeline's inliner (calls copy it too).
  if (def->hasAttr<NoInlineAttr>() ||
      (def->getTemplateInstantiationPattern() &&
       def->getTemplateInstantiationPattern()->hasAttr<NoInlineAttr>()))
    func.setNoInline(true);
  functions[{def, unsigned(baseVariant)}] = func;
  worklist.push_back({def, func, baseVariant});
  return func;
}

/// `__device__ op_t table[] = {f, g, nullptr}`: the functions' symbols
/// (nested arrays for nested arrays, a unit attribute for a null pointer);
/// the lowering makes them addresses in the global's initializer.
mlir::Attribute ModuleGen::functionPointerInitializer(const APValue &value,
                                                      llvm::ArrayRef<int64_t> shape,
                                                      SourceLocation where) {
  if (!shape.empty()) {
    if (!value.isArray())
      return nullptr;
    llvm::SmallVector<mlir::Attribute> elements;
    for (unsigned i = 0; i < shape.front(); ++i) {
      const APValue &e = i < value.getArrayInitializedElts() ? value.getArrayInitializedElt(i)
                                                             : value.getArrayFiller();
      mlir::Attribute a = functionPointerInitializer(e, shape.drop_front(), where);
      if (!a)
        return nullptr;
      elements.push_back(a);
    }
    return mlir::ArrayAttr::get(&mctx, elements);
  }
  if (value.isNullPointer() || (value.isInt() && value.getInt().isZero()))
    return mlir::UnitAttr::get(&mctx);
  if (mlir::Attribute target = pointerTarget(value, where))
    return target;
  error(where, "unsupported initializer for a device pointer: only functions, string "
               "literals, device variables (or an element of one) and null can be stored; set "
               "it in a kernel instead");
  return mlir::UnitAttr::get(&mctx);
}

/// The address a constant pointer holds, for a device variable's initializer:
/// a function's symbol, a string literal's or a __device__/__constant__
/// variable's (`{symbol = @g, offset = 12}` for `&g[3]`, as nvcc's
/// `generic(g)+12`); null when it points elsewhere (a diagnostic, or, for a
/// device function-pointer table, an error at `where`).
mlir::Attribute ModuleGen::pointerTarget(const APValue &value, SourceLocation where) {
  if (!value.isLValue() || value.isNullPointer())
    return nullptr;
  int64_t offset = value.getLValueOffset().getQuantity();
  auto withOffset = [&](mlir::StringAttr sym) -> mlir::Attribute {
    auto ref = mlir::FlatSymbolRefAttr::get(sym);
    if (!offset)
      return ref;
    mlir::Builder b(&mctx);
    return b.getDictionaryAttr({b.getNamedAttr("symbol", ref),
                                b.getNamedAttr("offset", b.getI64IntegerAttr(offset))});
  };
  // `__device__ const char *names[] = {"add", "mul"}`: the string's
  // read-only global, as nvcc emits it; `= &table[3]` another device variable.
  if (const auto *e = value.getLValueBase().dyn_cast<const Expr *>()) {
    if (const auto *literal = dyn_cast<StringLiteral>(e->IgnoreParens()))
      return withOffset(getStringGlobal(literal).getSymNameAttr());
    return nullptr;
  }
  const auto *vd = value.getLValueBase().dyn_cast<const ValueDecl *>();
  if (!vd)
    return nullptr;
  if (const auto *v = dyn_cast<VarDecl>(vd)) {
    if (!v->hasGlobalStorage() || v->isStaticLocal() ||
        !(v->hasAttr<CUDADeviceAttr>() || v->hasAttr<CUDAConstantAttr>()) ||
        v->hasAttr<CUDASharedAttr>())
      return nullptr;
    // Initializers that point at each other in a cycle (a circular list's
    // sentinel node pointing at itself): LLVM's PTX printer cannot order such
    // globals. Found here as a variable whose initializer is being built.
    if (initializing.contains(v->getCanonicalDecl())) {
      error(where, "device variables whose initializers point at each other in a cycle (or "
                   "at the variable itself) are not supported; set one of the pointers in a "
                   "kernel instead");
      return mlir::UnitAttr::get(&mctx);
    }
    return withOffset(getGlobal(v).getSymNameAttr());
  }
  if (const auto *f = dyn_cast<FunctionDecl>(vd); f && !offset) {
    if (f->hasAttr<CUDAGlobalAttr>() || annotation(f)) {
      error(where, "a device function-pointer table can only hold __device__ functions "
                   "with a body ('" + f->getQualifiedNameAsString() + "' is not one)");
      return mlir::UnitAttr::get(&mctx);
    }
    if (mlir::func::FuncOp func = getFunction(f, where))
      return mlir::FlatSymbolRefAttr::get(func.getSymNameAttr());
    return mlir::UnitAttr::get(&mctx);
  }
  return nullptr;
}

mlir::Attribute ModuleGen::constantInitializer(const VarDecl *var,
                                               mlir::Type type) {
  const Expr *init = var->getInit();
  if (!init)
    return nullptr;
  // A class-typed variable without an initializer carries Clang's implicit call
  // of its trivial default constructor, which is no constant expression (the
  // fields stay indeterminate); like nvcc, such a variable starts zeroed and is
  // set from the host.
  if (auto *construct = dyn_cast<CXXConstructExpr>(init->IgnoreImplicit()))
    if (construct->getNumArgs() == 0 && construct->getConstructor()->isTrivial())
      return nullptr;
  APValue *value = var->evaluateValue();
  if (!value) {
    error(init->getExprLoc(),
          "the initializer of a device variable must be a constant expression");
    return nullptr;
  }
  // Scalars and (nested) arrays of scalars become dense attributes.
  llvm::SmallVector<mlir::Attribute> flat;
  llvm::SmallVector<int64_t> shape;
  mlir::Type elem = type;
  while (auto at = dyn_cast<mlir::LLVM::LLVMArrayType>(elem)) {
    shape.push_back(at.getNumElements());
    elem = at.getElementType();
  }
  // Pointers (and arrays of them): functions, string literals, device
  // variables, null.
  if (isa<simt::PtrType>(elem) && var->getType()->getBaseElementTypeUnsafe()->isPointerType())
  {
    mlir::Attribute init = functionPointerInitializer(*value, shape, var->getLocation());
    bool anyFunction = false;
    if (init)
      init.walk([&](mlir::FlatSymbolRefAttr) { anyFunction = true; });
    return anyFunction ? init : nullptr; // all null: zero-initialised
  }
  if (!elem.isIntOrFloat()) {
    // Records (and arrays of them, unions, bit-fields): the object's bytes
    // in the host layout.
    // (isNullPointer is only meaningful for an lvalue: on a struct it read
    // the struct's own bytes and dropped some initialisers at random.)
    if (value->isLValue() && value->isNullPointer())
      return nullptr;
    uint64_t size = ctx.getTypeSizeInChars(var->getType()).getQuantity();
    std::vector<uint8_t> bytes(size, 0);
    Relocations relocations;
    if (!constantBytes(*value, var->getType(), 0, bytes, var->getLocation(), &relocations))
      return nullptr;
    auto i8 = mlir::IntegerType::get(&mctx, 8);
    auto chunk = [&](uint64_t from, uint64_t to) -> mlir::Attribute {
      auto tensor = mlir::RankedTensorType::get({int64_t(to - from)}, i8);
      return mlir::DenseElementsAttr::get(
          tensor,
          llvm::ArrayRef<int8_t>(reinterpret_cast<const int8_t *>(bytes.data()) + from, to - from));
    };
    if (relocations.empty())
      return chunk(0, size);
    // Pointers among the bytes (`__constant__ Op ops[] = {{"add", add_fn}}`):
    // `{pieces = [bytes, address, bytes, ...]}`, each address 8 bytes.
    llvm::sort(relocations, [](const auto &a, const auto &b) { return a.first < b.first; });
    llvm::SmallVector<mlir::Attribute> pieces;
    uint64_t at = 0;
    for (auto [offset, target] : relocations) {
      if (offset > at)
        pieces.push_back(chunk(at, offset));
      pieces.push_back(target);
      at = offset + 8;
    }
    if (at < size)
      pieces.push_back(chunk(at, size));
    mlir::Builder b(&mctx);
    return b.getDictionaryAttr({b.getNamedAttr("pieces", b.getArrayAttr(pieces))});
  }
  bool ok = true;
  std::function<void(const APValue &, unsigned)> walk = [&](const APValue &v,
                                                            unsigned depth) {
    if (depth < shape.size()) {
      if (!v.isArray()) {
        ok = false;
        return;
      }
      for (unsigned i = 0; i < shape[depth]; ++i)
        walk(i < v.getArrayInitializedElts() ? v.getArrayInitializedElt(i)
                                             : v.getArrayFiller(),
             depth + 1);
      return;
    }
    if (v.isInt())
      flat.push_back(mlir::IntegerAttr::get(
          elem, v.getInt().extOrTrunc(elem.getIntOrFloatBitWidth())));
    else if (v.isFloat())
      flat.push_back(mlir::FloatAttr::get(elem, v.getFloat()));
    else
      ok = false;
  };
  walk(*value, 0);
  if (!ok) {
    error(var->getLocation(), "unsupported initializer for a device variable");
    return nullptr;
  }
  if (shape.empty())
    return flat.front();
  auto tensor = mlir::RankedTensorType::get(shape, elem);
  return mlir::DenseElementsAttr::get(tensor, flat);
}

/// Writes constant `v` of type `t` at `offset` of `out` (little-endian, the
/// host's record layout); false after a diagnostic.
bool ModuleGen::constantBytes(const APValue &v, QualType t, uint64_t offset,
                              std::vector<uint8_t> &out, SourceLocation where,
                              Relocations *relocations) {
  t = t.getCanonicalType();
  auto writeInt = [&](const llvm::APInt &bits, uint64_t at) {
    for (unsigned i = 0; i * 8 < bits.getBitWidth() && at + i < out.size(); ++i)
      out[at + i] = uint8_t(bits.extractBitsAsZExtValue(
          std::min(8u, bits.getBitWidth() - i * 8), i * 8));
  };
  switch (v.getKind()) {
  case APValue::None:
  case APValue::Indeterminate:
    return true; // left zero, as static storage starts
  case APValue::Int:
    writeInt(v.getInt(), offset);
    return true;
  case APValue::Float:
    writeInt(v.getFloat().bitcastToAPInt(), offset);
    return true;
  case APValue::LValue: {
    if (v.isNullPointer())
      return true;
    // A pointer member (`{"add", add_fn}`): its slot stays zero here and
    // the lowering writes the address there.
    if (mlir::Attribute target = pointerTarget(v, where)) {
      if (relocations)
        relocations->push_back({offset, target});
      return true;
    }
    error(where, "a device variable initialised with the address of a local, a temporary "
                 "or __shared__ memory is not supported; set the pointer in a kernel");
    return false;
  }
  case APValue::Vector: {
    QualType elem = t->castAs<VectorType>()->getElementType();
    uint64_t size = ctx.getTypeSizeInChars(elem).getQuantity();
    for (unsigned i = 0; i < v.getVectorLength(); ++i)
      if (!constantBytes(v.getVectorElt(i), elem, offset + i * size, out, where, relocations))
        return false;
    return true;
  }
  case APValue::Array: {
    const ArrayType *at = ctx.getAsArrayType(t);
    QualType elem = at->getElementType();
    uint64_t size = ctx.getTypeSizeInChars(elem).getQuantity();
    uint64_t n = v.getArraySize();
    for (uint64_t i = 0; i < n; ++i) {
      const APValue &e = i < v.getArrayInitializedElts() ? v.getArrayInitializedElt(i)
                                                         : v.getArrayFiller();
      if (!constantBytes(e, elem, offset + i * size, out, where, relocations))
        return false;
    }
    return true;
  }
  case APValue::Struct: {
    const RecordDecl *rd = t->getAsRecordDecl();
    const ASTRecordLayout &layout = ctx.getASTRecordLayout(rd);
    if (auto *cxx = dyn_cast<CXXRecordDecl>(rd)) {
      unsigned i = 0;
      for (const CXXBaseSpecifier &b : cxx->bases()) {
        const CXXRecordDecl *base = b.getType()->getAsCXXRecordDecl();
        if (!constantBytes(v.getStructBase(i++), b.getType(),
                           offset + layout.getBaseClassOffset(base).getQuantity(), out, where, relocations))
          return false;
      }
    }
    for (const FieldDecl *f : rd->fields()) {
      const APValue &fv = v.getStructField(f->getFieldIndex());
      uint64_t bit = layout.getFieldOffset(f->getFieldIndex());
      if (f->isBitField()) {
        if (!fv.isInt())
          continue;
        unsigned width = f->getBitWidthValue();
        llvm::APInt bits = fv.getInt().zextOrTrunc(width ? width : 1);
        for (unsigned b = 0; b < width; ++b)
          if (bits[b]) {
            uint64_t at = offset * 8 + bit + b;
            out[at / 8] |= uint8_t(1u << (at % 8));
          }
        continue;
      }
      if (!constantBytes(fv, f->getType(), offset + bit / 8, out, where, relocations))
        return false;
    }
    return true;
  }
  case APValue::Union: {
    const FieldDecl *f = v.getUnionField();
    if (!f)
      return true;
    if (f->isBitField()) {
      llvm::APInt bits = v.getUnionValue().getInt().zextOrTrunc(f->getBitWidthValue());
      writeInt(bits.zext(llvm::alignTo(bits.getBitWidth(), 8)), offset);
      return true;
    }
    return constantBytes(v.getUnionValue(), f->getType(), offset, out, where, relocations);
  }
  case APValue::MemberPointer: {
    // A pointer to a data member is its offset (-1 when null), as in code
    // (CGMemberPointer.cpp); one to a member function is a function address.
    const ValueDecl *member = v.getMemberPointerDecl();
    if (!member) {
      if (t->isMemberDataPointerType())
        writeInt(llvm::APInt(64, -1, true), offset);
      return true;
    }
    if (auto *f = dyn_cast<FieldDecl>(member); f && v.getMemberPointerPath().empty()) {
      writeInt(llvm::APInt(64, ctx.getFieldOffset(f) / 8), offset);
      return true;
    }
    error(where, "a device variable initialised with a pointer to a member function (or to "
                 "a member of a base class) is not supported: kilnc cannot place a function's "
                 "address in initialised data; build the table in the kernel (a local array "
                 "of member pointers) or dispatch with a switch");
    return false;
  }
  default:
    error(where, "unsupported initializer for a device variable");
    return false;
  }
}

simt::GlobalOp ModuleGen::getGlobal(const VarDecl *var) {
  var = var->getCanonicalDecl();
  auto it = globals.find(var);
  if (it != globals.end())
    return it->second;
  // nvcc without -rdc takes `extern __device__ T x;` as a definition (with a
  // warning), as kilnc does; with -rdc=true it is another file's variable.
  if (relocatableDeviceCode(opts) && !var->hasAttr<CUDASharedAttr>() &&
      var->hasExternalStorage() && !var->getDefinition())
    error(var->getLocation(), "'" + var->getQualifiedNameAsString() +
                                  "' is defined in another file: kilnc compiles each file whole "
                                  "and links no device code (-rdc=true): define it in this file");
  simt::AddressSpace space = simt::AddressSpace::Global;
  if (var->hasAttr<CUDASharedAttr>())
    space = simt::AddressSpace::Shared;
  else if (var->hasAttr<CUDAConstantAttr>() &&
           !(var->getAttr<CUDAConstantAttr>()->isImplicit() && var->hasAttr<CUDADeviceAttr>() &&
             !var->getAttr<CUDADeviceAttr>()->isImplicit()))
    space = simt::AddressSpace::Constant;
  else if (!var->hasAttr<CUDADeviceAttr>() && var->getType().isConstQualified() &&
           !var->isStaticLocal())
    space = simt::AddressSpace::Constant; // namespace-scope const tables
  // `static const` lookup tables in functions: read-only global memory, as
  // nvcc puts them (loads through ld.global.nc; threads of a warp indexing
  // different entries do not serialise as they would in constant memory).
  // A `__device__ const` table is global memory too, as in nvcc (Clang makes
  // every const namespace-scope variable implicitly __constant__, and __ldg
  // of a constant-space address would read the wrong memory).
  bool readonly = space == simt::AddressSpace::Global && var->getType().isConstQualified() &&
                  (var->isStaticLocal() ? !var->hasAttr<CUDADeviceAttr>()
                                        : var->hasAttr<CUDADeviceAttr>());
  std::string name;
  if (var->isStaticLocal() && space != simt::AddressSpace::Shared) {
    // Constant and global statics stay visible by name, which must be a PTX
    // identifier: Clang's mangling (_ZZ4kernE5table), as nvcc names them.
    name = symbolName(var);
  } else if (var->isStaticLocal()) {
    auto *parent = dyn_cast<NamedDecl>(var->getParentFunctionOrMethod());
    name = (parent ? symbolName(parent) : std::string("local")) + "." +
           var->getName().str();
  } else {
    name = symbolName(var);
  }
  std::string unique = name;
  for (unsigned n = 1; module.lookupSymbol(unique); ++n)
    unique = name + "." + std::to_string(n);
  const VarDecl *def = var->getDefinition() ? var->getDefinition() : var;
  mlir::Type type = memType(var->getType(), var->getLocation());
  mlir::Attribute initial;
  if (space != simt::AddressSpace::Shared) {
    initializing.insert(var);
    initial = constantInitializer(def, type);
    initializing.erase(var);
  }
  mlir::OpBuilder b(&mctx);
  b.setInsertionPointToStart(module.getBody());
  auto align = b.getI64IntegerAttr(ctx.getDeclAlign(var).getQuantity());
  auto global = simt::GlobalOp::create(b, loc(var->getLocation()), unique, type,
                                       space, initial, align, readonly && initial);
  // __managed__ (an annotation, see cuda_prelude.hpp) on any declaration.
  for (const VarDecl *r : var->redecls())
    for (const auto *a : r->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == "kiln_managed" && space == simt::AddressSpace::Global)
        global->setAttr("kiln.managed", b.getUnitAttr());
  globals[var] = global;
  warnIfSharedInitSkipped(*this, var);
  return global;
}

mlir::DenseElementsAttr ModuleGen::stringElements(const StringLiteral *literal,
                                                  mlir::IntegerType type, uint64_t count) {
  llvm::SmallVector<llvm::APInt> units;
  units.reserve(count);
  for (uint64_t i = 0; i < count; ++i)
    units.push_back(llvm::APInt(type.getWidth(),
                                i < literal->getLength() ? literal->getCodeUnit(i) : 0));
  auto tensor = mlir::RankedTensorType::get({int64_t(count)}, type);
  return mlir::DenseElementsAttr::get(tensor, units);
}

simt::GlobalOp ModuleGen::getStringGlobal(const StringLiteral *literal) {
  uint64_t count = ctx.getAsConstantArrayType(literal->getType())->getSize().getZExtValue();
  unsigned width = literal->getCharByteWidth();
  std::string key = std::to_string(width) + ":" + std::to_string(count) + ":" +
                    literal->getBytes().str();
  auto it = strings.find(key);
  if (it != strings.end())
    return it->second;
  auto unit = mlir::IntegerType::get(&mctx, width * 8);
  auto type = mlir::LLVM::LLVMArrayType::get(unit, count);
  // Clang's names: LLVM prints private globals as $str, $str$1, ... as nvcc.
  std::string name = ".str";
  for (unsigned n = 1; module.lookupSymbol(name); ++n)
    name = ".str." + std::to_string(n);
  mlir::OpBuilder b(&mctx);
  b.setInsertionPointToStart(module.getBody());
  auto global = simt::GlobalOp::create(
      b, loc(literal->getBeginLoc()), name, type, simt::AddressSpace::Global,
      stringElements(literal, unit, count), b.getI64IntegerAttr(width),
      /*readonly=*/true);
  strings[key] = global;
  return global;
}

void ModuleGen::emitKernelAttributes(const FunctionDecl *fd,
                                     mlir::func::FuncOp func) {
  mlir::OpBuilder b(&mctx);
  func->setAttr(simt::SimtDialect::KernelAttrHelper::getNameStr(), b.getUnitAttr());
  if (auto *lb = fd->getAttr<CUDALaunchBoundsAttr>()) {
    auto eval = [&](const Expr *e) -> int64_t {
      if (!e)
        return 0;
      Expr::EvalResult r;
      if (!e->EvaluateAsInt(r, ctx)) {
        error(e->getExprLoc(), "__launch_bounds__ needs a constant");
        return 0;
      }
      return r.Val.getInt().getExtValue();
    };
    // [syncengine] Bounds outside 1..1024 (Clang already warns about
    // negative ones, which nvcc ignores): ignored, or clamped to the 1024
    // threads a block can have; the sync analyses size their tables by it.
    int64_t maxThreads = eval(lb->getMaxThreads());
    int64_t minBlocks = std::max<int64_t>(0, eval(lb->getMinBlocks()));
    if (maxThreads > 1024) {
      unsigned id = diags.getCustomDiagID(
          DiagnosticsEngine::Warning,
          "__launch_bounds__(%0) exceeds the 1024 threads a block can have; "
          "assuming 1024");
      diags.Report(lb->getMaxThreads()->getExprLoc(), id) << maxThreads;
      maxThreads = 1024;
    }
    if (maxThreads > 0)
      func->setAttr(simt::SimtDialect::LaunchBoundsAttrHelper::getNameStr(),
                    simt::LaunchBoundsAttr::get(
                        &mctx, uint32_t(maxThreads),
                        uint32_t(std::min<int64_t>(minBlocks, UINT32_MAX))));
  }
  // The launch bounds' third argument (sm_90: max blocks per cluster) and
  // __maxnreg__(n): PTX's .maxclusterrank and .maxnreg. They need nothing
  // from the simt passes, so they are NVVM's function attributes from here.
  if (auto *lb = fd->getAttr<CUDALaunchBoundsAttr>(); lb && lb->getMaxBlocks()) {
    Expr::EvalResult r;
    if (lb->getMaxBlocks()->EvaluateAsInt(r, ctx) && r.Val.getInt().getSExtValue() > 0)
      func->setAttr("nvvm.cluster_max_blocks",
                    b.getI32IntegerAttr(int32_t(r.Val.getInt().getSExtValue())));
  }
  for (const FunctionDecl *r :
       {fd, static_cast<const FunctionDecl *>(fd->getTemplateInstantiationPattern())})
    if (r)
      for (const auto *a : r->specific_attrs<AnnotateAttr>())
        if (a->getAnnotation() == "kiln_maxnreg") {
          Expr::EvalResult v;
          if (a->args_size() != 1 || !(*a->args_begin())->EvaluateAsInt(v, ctx) ||
              v.Val.getInt().getSExtValue() < 1) {
            error(a->getLocation(), "__maxnreg__ needs a positive constant");
            continue;
          }
          func->setAttr("nvvm.maxnreg", b.getI32IntegerAttr(int32_t(v.Val.getInt().getSExtValue())));
        }
  if (auto *cd = fd->getAttr<CUDAClusterDimsAttr>()) {
    auto eval = [&](const Expr *e) -> int32_t {
      Expr::EvalResult r;
      if (!e)
        return 1;
      if (!e->EvaluateAsInt(r, ctx))
        return 1;
      return r.Val.getInt().getExtValue();
    };
    func->setAttr(simt::SimtDialect::ClusterDimsAttrHelper::getNameStr(),
                  b.getDenseI32ArrayAttr({eval(cd->getX()), eval(cd->getY()),
                                          eval(cd->getZ())}));
  }
  std::string sig;
  std::string sym = func.getSymName().str();
  if (llvm::StringRef(sym).starts_with("_Z")) {
    sig = llvm::demangle(sym);
  } else {
    llvm::raw_string_ostream os(sig);
    os << fd->getName() << "(";
    bool first = true;
    for (const ParmVarDecl *p : fd->parameters()) {
      os << (first ? "" : ", ") << p->getType().getAsString(ctx.getPrintingPolicy());
      first = false;
    }
    os << ")";
  }
  func->setAttr(simt::SimtDialect::SignatureAttrHelper::getNameStr(), b.getStringAttr(sig));
  for (unsigned i = 0; i < fd->getNumParams(); ++i) {
    QualType t = fd->getParamDecl(i)->getType();
    func.setArgAttr(i, simt::SimtDialect::ParamTypeAttrHelper::getNameStr(),
                    b.getStringAttr(paramSpelling(t)));
    func.setArgAttr(i, simt::SimtDialect::ParamAlignAttrHelper::getNameStr(),
                    b.getI64IntegerAttr(ctx.getTypeAlignInChars(t).getQuantity()));
    if (t->isPointerType() && t.isRestrictQualified())
      func.setArgAttr(i, simt::SimtDialect::RestrictAttrHelper::getNameStr(), b.getUnitAttr());
  }
}

bool ModuleGen::optsOutOfSyncChecks(llvm::ArrayRef<const Attr *> attrs) {
  return llvm::any_of(attrs, [](const Attr *a) {
    auto *annotate = dyn_cast<AnnotateAttr>(a);
    return annotate && annotate->getAnnotation() == "kiln::no_sync_check";
  });
}

void ModuleGen::exemptFromSyncChecks(SourceRange range) {
  SourceManager &sm = ctx.getSourceManager();
  PresumedLoc begin = sm.getPresumedLoc(sm.getExpansionLoc(range.getBegin()));
  PresumedLoc end = sm.getPresumedLoc(sm.getExpansionRange(range.getEnd()).getEnd());
  if (begin.isInvalid() || end.isInvalid())
    return;
  mlir::Builder b(&mctx);
  llvm::SmallVector<mlir::Attribute> ranges;
  if (auto old = module->getAttrOfType<mlir::ArrayAttr>(
          simt::SimtDialect::SyncExemptAttrHelper::getNameStr()))
    ranges.append(old.begin(), old.end());
  // The end column is that of the last token's start: cover its line's rest.
  ranges.push_back(b.getArrayAttr(
      {b.getStringAttr(begin.getFilename()), b.getI64IntegerAttr(begin.getLine()),
       b.getI64IntegerAttr(begin.getColumn()), b.getI64IntegerAttr(end.getLine()),
       b.getI64IntegerAttr(end.getColumn() + 4096)}));
  module->setAttr(simt::SimtDialect::SyncExemptAttrHelper::getNameStr(), b.getArrayAttr(ranges));
}

void ModuleGen::emitFunctionBody(const FunctionDecl *fd, mlir::func::FuncOp func,
                                 bool baseVariant) {
  if (!emitted.insert({fd, unsigned(baseVariant)}).second)
    return;
  if (isTileKernel(fd))
    return emitTileKernel(*this, fd, func);
  if (fd->hasAttr<CUDAGlobalAttr>())
    emitKernelAttributes(fd, func);
  // A kernel a system header defines (CUB's DeviceReduce/DeviceRadixSort
  // kernels, which host code's dispatch instantiates) is library code the
  // user cannot change: like Clang's warnings in system headers, the sync
  // checks stay quiet about it (on CUB's onesweep radix sort they only say
  // "cannot prove" of its warp-private histograms and decoupled look-back).
  if (fd->hasAttr<CUDAGlobalAttr>() && ctx.getSourceManager().isInSystemHeader(
                                           ctx.getSourceManager().getExpansionLoc(fd->getLocation())))
    func->setAttr(simt::SimtDialect::NoSyncCheckAttrHelper::getNameStr(), mlir::UnitAttr::get(&mctx));
  // [syncengine] A function opted out of the sync checks: kernels carry the
  // attribute, device functions' bodies are exempt wherever inlined.
  for (const FunctionDecl *r :
       {fd, static_cast<const FunctionDecl *>(fd->getTemplateInstantiationPattern())})
    if (r && optsOutOfSyncChecks(llvm::SmallVector<const Attr *>(r->attrs()))) {
      if (fd->hasAttr<CUDAGlobalAttr>())
        func->setAttr(simt::SimtDialect::NoSyncCheckAttrHelper::getNameStr(),
                      mlir::UnitAttr::get(&mctx));
      if (fd->getBody())
        exemptFromSyncChecks(fd->getBody()->getSourceRange());
      break;
    }
  FunctionGen fg(*this, fd, func);
  fg.baseVariant = baseVariant;
  fg.emitBody();
}

mlir::OwningOpRef<mlir::ModuleOp>
ModuleGen::run(TranslationUnitDecl *tu, llvm::ArrayRef<const FunctionDecl *> instantiated) {
  mlir::OpBuilder b(&mctx);
  mlir::OwningOpRef<mlir::ModuleOp> owned =
      mlir::ModuleOp::create(b, loc(ctx.getSourceManager().getLocForStartOfFile(
                                    ctx.getSourceManager().getMainFileID())));
  module = *owned;

  // Roots: kernels with bodies, including instantiations of kernel templates.
  std::vector<const FunctionDecl *> roots;
  // Only what this file declares: the prelude (possibly from a PCH) holds no
  // kernels or variables, and loading all of its declarations would undo
  // the PCH's laziness.
  // Kernels of system headers come from `instantiated` below: the walk
  // finds nothing in CUB's headers when they come from the prelude's PCH
  // (LeadingIncludes.cpp), so taking them here would make the PTX depend on
  // the cache.
  auto inSystemHeader = [&](const FunctionDecl *f) {
    return ctx.getSourceManager().isInSystemHeader(f->getLocation());
  };
  std::function<void(const DeclContext *)> collect = [&](const DeclContext *dc) {
    for (const Decl *d : dc->noload_decls()) {
      if (auto *ns = dyn_cast<NamespaceDecl>(d)) {
        collect(ns);
      } else if (auto *ls = dyn_cast<LinkageSpecDecl>(d)) {
        collect(ls);
      } else if (auto *ftd = dyn_cast<FunctionTemplateDecl>(d)) {
        if (ftd->getTemplatedDecl()->hasAttr<CUDAGlobalAttr>())
          for (const FunctionDecl *spec : ftd->specializations())
            if (spec->hasBody() && spec->isThisDeclarationADefinition() &&
                !spec->isDependentContext() && !inSystemHeader(spec))
              roots.push_back(spec);
      } else if (auto *f = dyn_cast<FunctionDecl>(d)) {
        if (f->hasAttr<CUDAGlobalAttr>() && f->isThisDeclarationADefinition() &&
            !f->isDependentContext() &&
            f->getTemplateSpecializationKind() != TSK_ExplicitInstantiationDefinition)
          roots.push_back(f);
      } else if (auto *v = dyn_cast<VarDecl>(d)) {
        // __constant__ / __device__ variables are visible to the host even
        // when no kernel uses them.
        // Internal ones from headers only when used: whether a header's
        // declaration is in the AST here depends on whether the prelude came
        // from its PCH cache, so emitting unused ones (libcu++'s `__cpo::swap`
        // objects) made the PTX differ between a cold and a warm cache.
        auto explicitAttr = [](const Attr *a) { return a && !a->isImplicit(); };
        // System headers' variables likewise (libcu++'s `unexpect`/`in_place`
        // tags, used by its inline functions): emitted where code uses them.
        bool unusedInternalFromHeader =
            (!v->isExternallyVisible() && !v->isUsed() &&
             !ctx.getSourceManager().isInMainFile(v->getLocation())) ||
            ctx.getSourceManager().isInSystemHeader(v->getLocation());
        if ((explicitAttr(v->getAttr<CUDAConstantAttr>()) ||
             explicitAttr(v->getAttr<CUDADeviceAttr>())) &&
            !isBuiltinVar(v) && !v->isTemplated() && !v->hasExternalStorage() &&
            !unusedInternalFromHeader)
          getGlobal(v);
      }
    }
  };
  collect(tu);
  // Then every other kernel instantiation Sema made: those only host code
  // asks for (`k<float><<<g, b>>>` in a host function, `&k<int>`, CUB's
  // DeviceReduce/DeviceRadixSort dispatch, which launches its kernel
  // templates with <<<>>>), as nvcc emits them. A kernel the PCH
  // instantiated reaches the consumer as an "interesting" declaration (a
  // kernel's linkage is strong in device mode), one parsed from text at the
  // end of the translation unit: sorted by symbol, the PTX is the same
  // either way.
  llvm::DenseSet<const FunctionDecl *> seen;
  for (const FunctionDecl *f : roots)
    seen.insert(f->getCanonicalDecl());
  std::vector<std::pair<std::string, const FunctionDecl *>> extra;
  for (const FunctionDecl *f : instantiated) {
    const FunctionDecl *def = nullptr;
    if (!f->hasBody(def) || !def || def->isDependentContext() ||
        !seen.insert(f->getCanonicalDecl()).second)
      continue;
    extra.push_back({symbolName(def), def});
  }
  llvm::sort(extra, [](const auto &a, const auto &b) { return a.first < b.first; });
  for (const auto &[name, f] : extra)
    roots.push_back(f);
  // De-duplicate while keeping source order.
  seen.clear();
  for (const FunctionDecl *f : roots)
    if (seen.insert(f).second)
      getFunction(f, f->getLocation());
  while (!worklist.empty() && !hadError) {
    Pending next = worklist.front();
    worklist.erase(worklist.begin());
    emitFunctionBody(next.fd, next.func, next.baseVariant);
  }
  if (hadError)
    return nullptr;
  return owned;
}
