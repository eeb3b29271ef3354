//===- CodeGen.h - Clang AST -> simt MLIR ------------------------*- C++ -*-===//
//
// The frontend's code generator, shaped like Clang's CodeGen: ModuleGen owns
// the module, types (CGTypes), symbols and the worklist of functions
// (CGModule); FunctionGen emits one function's statements (CGStmt),
// expressions (CGExpr) and calls of annotated primitives (CGBuiltin).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_CODEGEN_H
#define KILN_COMPILER_FRONTEND_CODEGEN_H

#include "compiler/Frontend/Frontend.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/Diagnostic.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>
#include <memory>
#include <optional>
#include <utility>

namespace kiln::frontend {

/// Thrown-free error propagation: once a diagnostic is emitted the
/// generators keep going with placeholder values, and the module is dropped.
/// How a bit-field is reached: a window of `windowBits` bits (an integer
/// load/store) at `byteOffset` bytes from its storage, which is the struct
/// body element `storageIndex` (its access unit, CGBitFieldUnits.h)
/// or, for unions, the union itself (`storageIndex` = ~0u). The field is
/// `width` bits at `bitOffset` inside the window.
struct BitFieldAccess {
  unsigned storageIndex = ~0u;
  uint64_t byteOffset = 0;
  unsigned windowBits = 8;
  unsigned bitOffset = 0;
  unsigned width = 0;
  uint64_t windowAlign = 1;
  bool isSigned = false;
};

struct LValue {
  mlir::Value addr;
  bool invariant = false;
  bool isVolatile = false;
  /// Alignment in bytes the C++ rules guarantee for addr (0: the accessed
  /// type's own). `p[i].x` with `float2 *p` is 8-aligned: passed to the load,
  /// it lets LLVM pair `.x` and `.y` into one ld.v2, as nvcc does.
  uint64_t align = 0;
  /// Set for bit-fields: `addr` points to the window integer.
  const BitFieldAccess *bitField = nullptr;
};

inline void createStore(mlir::OpBuilder &b, mlir::Location l, mlir::Value v,
                        mlir::Value p, bool isVolatile = false,
                        mlir::IntegerAttr align = nullptr) {
  kiln::simt::StoreOp::create(b, l, v, p, isVolatile, align);
}

class ModuleGen {
public:
  ModuleGen(mlir::MLIRContext &mctx, clang::ASTContext &ctx,
            clang::DiagnosticsEngine &diags, const FrontendOptions &opts);

  /// `instantiated`: the kernel instantiations Sema reported (the
  /// consumer's HandleTopLevelDecl), wherever their templates are: those
  /// only host code instantiates (`k<float><<<g, b>>>`, `&k<int>`, CUB's
  /// dispatch templates) are kernels nvcc emits too.
  mlir::OwningOpRef<mlir::ModuleOp>
  run(clang::TranslationUnitDecl *tu,
      llvm::ArrayRef<const clang::FunctionDecl *> instantiated = {});

  // Diagnostics.
  void error(clang::SourceLocation where, const llvm::Twine &message);
  void note(clang::SourceLocation where, const llvm::Twine &message);
  bool failed() const { return hadError; }
  mlir::Location loc(clang::SourceLocation where);

  // Types (CGTypes.cpp).
  /// The type of a value of `t` (bool -> i1).
  mlir::Type convertType(clang::QualType t, clang::SourceLocation where);
  /// The type of `t` in memory (bool -> i8).
  mlir::Type memType(clang::QualType t, clang::SourceLocation where);
  kiln::simt::PtrType ptrTo(clang::QualType pointee, kiln::simt::AddressSpace space,
                            clang::SourceLocation where);
  unsigned fieldIndex(const clang::FieldDecl *field);
  /// Where a bit-field lives in its record (CGTypes.cpp).
  const BitFieldAccess &bitFieldAccess(const clang::FieldDecl *field);
  unsigned baseIndex(const clang::CXXRecordDecl *derived,
                     const clang::CXXRecordDecl *base);
  /// The address of `base`'s subobject in the `derived` object `p` points to,
  /// typed as a pointer to the complete `base` (null for an empty base, which
  /// has no element).
  mlir::Value baseAddress(mlir::OpBuilder &builder, mlir::Value p,
                          const clang::CXXRecordDecl *derived,
                          const clang::CXXRecordDecl *base, mlir::Location l);
  mlir::FunctionType functionType(const clang::FunctionDecl *fd);
  /// A by-value parameter of a class that is not trivial for calls (a
  /// non-trivial copy/move constructor or destructor): passed, as the
  /// Itanium ABI and nvcc pass it, as the address of a temporary the caller
  /// makes and destroys at the end of its full-expression. Kernels' are not.
  bool passedIndirectly(clang::QualType t) const;
  std::string paramSpelling(clang::QualType t);

  // Symbols (CGModule.cpp).
  /// `baseVariant`: a constructor's or destructor's base-object variant
  /// (Itanium C2/D2), which leaves the virtual bases to the most-derived class.
  std::string symbolName(const clang::NamedDecl *decl, bool baseVariant = false);
  /// `baseVariant` asks for a constructor's or destructor's C2/D2 variant; it
  /// is the complete one unless the class has virtual bases (CGVirtual.cpp).
  mlir::func::FuncOp getFunction(const clang::FunctionDecl *fd,
                                 clang::SourceLocation useLoc, bool baseVariant = false);
  kiln::simt::GlobalOp getGlobal(const clang::VarDecl *var);
  /// A string literal's characters (with the terminator, padded to its array
  /// type): read-only data in global memory, one global per distinct string.
  kiln::simt::GlobalOp getStringGlobal(const clang::StringLiteral *literal);
  /// The literal's code units as an attribute of `count` elements of `type`.
  mlir::DenseElementsAttr stringElements(const clang::StringLiteral *literal,
                                         mlir::IntegerType type, uint64_t count);
  mlir::func::FuncOp getExternFunction(llvm::StringRef name,
                                       mlir::FunctionType type);

  /// "kiln.<op>" annotation of a declaration (or of its template pattern).
  std::optional<std::string> annotation(const clang::FunctionDecl *fd);
  static bool isBuiltinVar(const clang::VarDecl *var);

  mlir::MLIRContext &mctx;
  clang::ASTContext &ctx;
  clang::DiagnosticsEngine &diags;
  const FrontendOptions &opts;
  mlir::ModuleOp module;
  std::unique_ptr<clang::MangleContext> mangler;

  /// [syncengine] `[[clang::annotate("kiln::no_sync_check")]]`: the sync
  /// checks skip what the range covers (the module's simt.sync_exempt).
  static bool optsOutOfSyncChecks(llvm::ArrayRef<const clang::Attr *> attrs);
  void exemptFromSyncChecks(clang::SourceRange range);

private:
  void emitFunctionBody(const clang::FunctionDecl *fd, mlir::func::FuncOp func,
                        bool baseVariant);
  void emitKernelAttributes(const clang::FunctionDecl *fd, mlir::func::FuncOp func);
  mlir::LLVM::LLVMStructType convertRecord(const clang::RecordDecl *record,
                                           clang::SourceLocation where);
  mlir::LLVM::LLVMStructType identifiedStruct(const std::string &name);
  /// `base` as a base-class subobject: its complete type without the tail
  /// padding a derived class may reuse (Clang CodeGen's `%struct.X.base`).
  mlir::LLVM::LLVMStructType baseSubobjectType(const clang::CXXRecordDecl *base,
                                               clang::SourceLocation where);
  void convertUnion(const clang::RecordDecl *record, mlir::LLVM::LLVMStructType st,
                    const clang::ASTRecordLayout &layout);
  BitFieldAccess placeBitField(const clang::FieldDecl *f,
                               const clang::ASTRecordLayout &layout,
                               uint64_t storageOffset, uint64_t storageBytes,
                               uint64_t recordAlign, unsigned storageIndex);
  mlir::Attribute constantInitializer(const clang::VarDecl *var,
                                      mlir::Type type);
  mlir::Attribute functionPointerInitializer(const clang::APValue &value,
                                             llvm::ArrayRef<int64_t> shape,
                                             clang::SourceLocation where);
  /// Pointers inside a record's initializer: (byte offset, pointerTarget).
  using Relocations = llvm::SmallVector<std::pair<uint64_t, mlir::Attribute>>;
  bool constantBytes(const clang::APValue &v, clang::QualType t, uint64_t offset,
                     std::vector<uint8_t> &out, clang::SourceLocation where,
                     Relocations *relocations = nullptr);
  mlir::Attribute pointerTarget(const clang::APValue &value, clang::SourceLocation where);
  // Variables whose initializer is being built (getGlobal).
  llvm::DenseSet<const clang::VarDecl *> initializing;

  bool hadError = false;
  // Where "'long double' is treated as 'double'" was said (once per place).
  llvm::DenseSet<std::pair<unsigned, unsigned>> longDoubleWarned;
  unsigned errorID, noteID;
  llvm::DenseMap<const clang::RecordDecl *, mlir::LLVM::LLVMStructType> records;
  llvm::DenseMap<const clang::RecordDecl *, mlir::LLVM::LLVMStructType> baseRecords;
  /// Per record: how many body elements hold its data (the rest is tail
  /// padding) and the byte where that data ends.
  llvm::DenseMap<const clang::RecordDecl *, std::pair<unsigned, uint64_t>> recordDataEnds;
  llvm::DenseMap<const clang::FieldDecl *, unsigned> fieldIndices;
  std::map<const clang::FieldDecl *, BitFieldAccess> bitFields; // stable addresses
  llvm::DenseMap<std::pair<const clang::CXXRecordDecl *, const clang::CXXRecordDecl *>,
                 unsigned>
      baseIndices;
  /// Keyed by (definition, base-object variant of a constructor/destructor).
  llvm::DenseMap<std::pair<const clang::FunctionDecl *, unsigned>, mlir::func::FuncOp> functions;
  llvm::DenseSet<std::pair<const clang::FunctionDecl *, unsigned>> emitted;
  struct Pending {
    const clang::FunctionDecl *fd;
    mlir::func::FuncOp func;
    bool baseVariant;
  };
  std::vector<Pending> worklist;
  llvm::DenseMap<const clang::VarDecl *, kiln::simt::GlobalOp> globals;
  std::map<std::string, kiln::simt::GlobalOp> strings;
  llvm::StringSet<> usedNames;
  llvm::DenseMap<const clang::FileEntry *, mlir::StringAttr> fileNames;
};

/// libdevice's __nv_<name> on `args`, or its exactly equivalent arith/math
/// op (CGLibdevice.cpp); null after a diagnostic at `where` when the call
/// needs libdevice and there is none. Shared by SIMT functions and the
/// scalar code of tile kernels.
mlir::Value emitLibdeviceMath(ModuleGen &cgm, mlir::OpBuilder &b, mlir::Location l,
                              clang::SourceLocation where, llvm::StringRef name,
                              llvm::ArrayRef<mlir::Value> args, mlir::Type resultTy,
                              llvm::StringRef spelling);

/// Whether __builtin_<name> is a math builtin that libdevice implements
/// under `name` (Builtins.def's KILN_MATH_BUILTIN rows).
bool isClangMathBuiltin(llvm::StringRef name);

/// Emits one function body.
class FunctionGen {
public:
  FunctionGen(ModuleGen &cgm, const clang::FunctionDecl *fd,
              mlir::func::FuncOp func);
  void emitBody();
  void emitLambdaStaticInvokerBody(const clang::CXXMethodDecl *invoker);

  // Statements (CGStmt.cpp).
  void emitStmt(const clang::Stmt *s);
  /// GNU `({ ...; v; })`: the statements run in their own scope and `result`
  /// is given the last one, an expression (null when the last is not one),
  /// before the scope's objects are destroyed.
  void emitStmtExpr(const clang::StmtExpr *e,
                    llvm::function_ref<void(const clang::Expr *)> result);
  void emitDecl(const clang::Decl *d);
  void emitLocalVar(const clang::VarDecl *var);

  // Expressions (CGExpr*.cpp; CGExpr.h says which file holds what).
  /// The value of a prvalue (or the loaded value of a glvalue); null for void.
  mlir::Value emitScalar(const clang::Expr *e);
  LValue emitLValue(const clang::Expr *e);
  /// Initialises the memory at `dest` (a pointer to memType(e's type)).
  /// `destAlign`: what C++ guarantees for `dest` where it is below the
  /// type's alignment (a member of a packed record); 0: the type's own.
  void emitInto(const clang::Expr *e, mlir::Value dest, uint64_t destAlign = 0);
  void emitIgnored(const clang::Expr *e);
  /// An i1 for a condition.
  mlir::Value emitCond(const clang::Expr *e);
  mlir::Value emitCall(const clang::CallExpr *e);
  /// A call through a function pointer or reference (CGIndirectCall.cpp).
  mlir::Value emitIndirectCall(const clang::CallExpr *e);
  /// The address of a device function as a generic pointer (`f`, `&f`):
  /// func.constant, cast to !simt.ptr<i8, generic>.
  /// `asMember`: an instance method, for a pointer to member function.
  mlir::Value functionAddress(const clang::FunctionDecl *f, clang::SourceLocation at,
                              bool asMember = false);
  std::optional<LValue> emitCapture(const clang::VarDecl *v, mlir::Location l);
  mlir::Value emitIncDec(const clang::UnaryOperator *u, LValue *out);
  mlir::Value emitAssign(const clang::BinaryOperator *b, LValue *out);
  /// `kiln::thread_idx().x` and friends: one id op, no temporary struct.
  mlir::Value tryIdx3Member(const clang::Expr *e);
  mlir::Value emitBuiltin(const clang::CallExpr *e, const clang::FunctionDecl *fd,
                          llvm::StringRef annotation);
  /// Clang's builtins (__builtin_sqrtf, __builtin_isnan, __builtin_memcpy
  /// ...; CGClangBuiltin.cpp); nullopt when `fd` is not one kilnc lowers.
  std::optional<mlir::Value> emitClangBuiltin(const clang::CallExpr *e,
                                              const clang::FunctionDecl *fd);
  /// A call of libdevice's __nv_<name> (or its exact op); `spelling` names
  /// the function in the diagnostic when there is no libdevice.
  mlir::Value emitLibdeviceCall(const clang::CallExpr *e, llvm::StringRef name,
                                llvm::ArrayRef<mlir::Value> args, mlir::Type resultTy,
                                llvm::StringRef spelling);
  /// An argument converted to the parameter's type (pointers made generic).
  mlir::Value emitCallArg(const clang::Expr *a, clang::QualType paramType,
                          mlir::Location l);
  /// An argument passed indirectly (ModuleGen::passedIndirectly): built in a
  /// temporary (which its full-expression destroys), its generic address.
  mlir::Value emitIndirectArg(const clang::Expr *a, mlir::Location l);
  /// The cooperative-groups primitives (CGGroups.cpp): grid barrier, grid
  /// workspace, cluster shared-memory mapping; null when `op` is none.
  std::optional<mlir::Value> emitGroupBuiltin(const clang::CallExpr *e, llvm::StringRef op);
  /// The sm_90 async-proxy primitives `kiln.hopper.<op>` (CGHopper.cpp):
  /// mbarriers, TMA, setmaxnreg, elect.sync, stmatrix, the split cluster
  /// barrier; null when `op` is none.
  std::optional<mlir::Value> emitHopperBuiltin(const clang::CallExpr *e, llvm::StringRef op);
  /// printf as a call of the driver's vprintf (CGRuntimeCalls.cpp).
  mlir::Value emitPrintf(const clang::CallExpr *e);
  /// Pointers to data members (CGMemberPointer.cpp): byte offsets, -1 null.
  mlir::Value memberOffset(const clang::UnaryOperator *addrOf);
  mlir::Value nullMemberPointer(mlir::Location l);
  mlir::Value nullMemberPointer(clang::QualType t, mlir::Location l);
  /// Pointers to member functions: the Itanium {ptr, adj} pair.
  mlir::Value memberFunctionPointer(const clang::CXXMethodDecl *md, clang::SourceLocation at);
  mlir::Value placeholderPair(mlir::Location l);
  mlir::Value memberFunctionPointerIsNull(mlir::Value mp, mlir::Location l);
  mlir::Value compareMemberFunctionPointers(mlir::Value a, mlir::Value b, bool equal,
                                            mlir::Location l);
  /// `(o.*f)(args)` and `(p->*f)(args)`.
  mlir::Value emitMemberFunctionPointerCall(const clang::CXXMemberCallExpr *e);
  mlir::Value convertMemberPointer(mlir::Value offset, const clang::CastExpr *c, mlir::Location l);
  LValue memberLValue(const clang::BinaryOperator *e);
  /// new / delete in device code: device malloc and free (CGNewDelete.cpp).
  mlir::Value emitNew(const clang::CXXNewExpr *e);
  void emitDelete(const clang::CXXDeleteExpr *e);
  /// GNU asm statements (CGAsm.cpp).
  void emitAsm(const clang::GCCAsmStmt *s);

  // Helpers.
  mlir::Location loc(clang::SourceLocation where) { return cgm.loc(where); }
  mlir::Location loc(const clang::Stmt *s) { return cgm.loc(beginLoc(s)); }
  /// s->getBeginLoc(), remembered along left-nested chains: Clang finds a
  /// binary operator's start by walking down its left operands, so asking
  /// every node of `a + b + c + ...` costs n^2 steps for n terms.
  clang::SourceLocation beginLoc(const clang::Stmt *s);
  mlir::IntegerAttr aggregateAlignment(clang::QualType t);
  mlir::Value load(LValue lv, clang::QualType t, mlir::Location l);
  /// Stores a scalar through an lvalue (bit-fields too); returns the value
  /// the lvalue holds afterwards (a bit-field's truncated value).
  mlir::Value storeLValue(mlir::Value v, LValue lv, clang::QualType t, mlir::Location l);
  /// Field `f` of the record `base` points to: a struct member, a union
  /// member (the union's address, cast), or a bit-field's window.
  LValue fieldLValue(LValue base, const clang::FieldDecl *f, mlir::Location l);
  /// static_cast from a base to a derived class (CK_BaseToDerived): `p` points
  /// to the base subobject at the end of the cast's path; the result points to
  /// the `derived` object holding it, that base's offset lower (CRTP's
  /// static_cast<Derived &>(*this), or a downcast in a class hierarchy).
  /// `nullable`: a null pointer stays null, as C++ requires for pointer casts.
  mlir::Value derivedFromBase(mlir::Value p, const clang::CastExpr *c,
                              const clang::CXXRecordDecl *derived, bool nullable,
                              mlir::Location l);
  mlir::Value extractBitField(mlir::Value window, const BitFieldAccess &bf,
                              clang::QualType t, mlir::Location l);
  void store(mlir::Value v, mlir::Value ptr, clang::QualType t, mlir::Location l,
             uint64_t knownAlign = 0);
  /// The alignment attribute of an access of type t through an address known
  /// to be `knownAlign`-aligned: aggregates always carry theirs, scalars only
  /// when the address is more aligned than the type.
  mlir::IntegerAttr accessAlignment(clang::QualType t, uint64_t knownAlign);
  /// alignof(t) in bytes, 0 for incomplete and function types.
  uint64_t naturalAlign(clang::QualType t);
  mlir::Value convert(mlir::Value v, clang::QualType from, clang::QualType to,
                      mlir::Location l);
  mlir::Value toBool(mlir::Value v, clang::QualType from, mlir::Location l);
  mlir::Value coerce(mlir::Value v, mlir::Type to, mlir::Location l);
  mlir::Value toGeneric(mlir::Value ptr, mlir::Location l);
  mlir::Value intConst(mlir::Type t, int64_t v, mlir::Location l);
  /// ffs(x): 1 + the index of x's lowest set bit, 0 for 0 (__ffs, __builtin_ffs).
  mlir::Value findFirstSet(mlir::Value x, mlir::Location l);
  mlir::Value zeroValue(mlir::Type t, mlir::Location l);
  mlir::Value undefValue(mlir::Type t, mlir::Location l);
  mlir::Value alloca(mlir::Type t, mlir::Location l, uint64_t align = 0);
  mlir::Value toIndex64(mlir::Value v, clang::QualType t, mlir::Location l);
  std::optional<int64_t> evalInt(const clang::Expr *e);
  mlir::Value placeholder(const clang::Expr *e);
  void markOperandsSkipFolding(const clang::Expr *e);
  mlir::Value unsupported(const clang::Stmt *s, llvm::StringRef what = "");
  bool isSafeToSpeculate(const clang::Expr *e);

  // Control flow.
  mlir::Block *newBlock();
  void setBlock(mlir::Block *b) { builder.setInsertionPointToEnd(b); }
  /// Moves `b` to the end of the function (source order) and, by default,
  /// continues there.
  void place(mlir::Block *b, bool enter = true) {
    auto &blocks = func.getBody().getBlocks();
    blocks.splice(blocks.end(), blocks, b->getIterator());
    if (enter)
      setBlock(b);
  }
  bool terminated();
  void branch(mlir::Block *dest, mlir::Location l, mlir::ValueRange args = {});
  /// After a jump: continue in a fresh (unreachable) block.
  void startDeadBlock();

  ModuleGen &cgm;
  clang::ASTContext &ctx;
  const clang::FunctionDecl *fd;
  mlir::func::FuncOp func;
  mlir::OpBuilder builder;
  mlir::OpBuilder allocaBuilder;
  mlir::Block *returnBlock = nullptr;
  /// Self tail calls (`return n == 0 ? m : gcd(n, m % n);`, as libcu++'s
  /// cuda::std::gcd is written) are jumps back to the start of the body with
  /// the parameters reassigned, not recursion (CGTailCall.cpp). The last
  /// operation of the parameter set-up in the entry block (null: none), and
  /// the block that starts after it, split off at the first such call.
  mlir::Operation *paramsSetUpEnd = nullptr;
  mlir::Block *tailCallTarget = nullptr;
  /// Emits `return rv;` where rv may end in a self tail call; false when rv
  /// holds none (the caller emits an ordinary return).
  bool emitTailReturn(const clang::Expr *rv);
  bool isSelfTailCall(const clang::Expr *e);
  mlir::Value returnSlot;
  /// Aggregate prvalues emitInto handed to emitScalar (which may hand them
  /// back): the guard against endless recursion on unknown expressions.
  llvm::SmallPtrSet<const clang::Expr *, 4> aggregatesInFlight;
  mlir::Value thisPtr;
  bool isKernel = false;
  /// This is a constructor's or destructor's base-object variant (C2/D2) of
  /// a class with virtual bases: the most-derived class builds those.
  bool baseVariant = false;
  llvm::DenseMap<const clang::VarDecl *, mlir::Value> locals;     // addresses
  llvm::DenseMap<const clang::VarDecl *, mlir::Value> references; // bound addresses
  llvm::DenseSet<const clang::VarDecl *> invariantParams;
  llvm::DenseSet<const clang::VarDecl *> reassigned;
  /// Arithmetic operands of an expression that did not fold: emitted as ops
  /// (MLIR folds what is constant) instead of being evaluated again, which
  /// made a chain of N additions cost O(N^2) evaluations (CGExpr.cpp).
  llvm::DenseSet<const clang::Expr *> skipFolding;
  llvm::DenseMap<const clang::LabelDecl *, mlir::Block *> labels;
  struct JumpTargets {
    mlir::Block *breakTo, *continueTo;
    /// How many cleanups were live where the loop or switch starts: a jump
    /// out runs the destructors of those declared since.
    size_t cleanupDepth;
  };
  /// Destructors at scope exit (CGCleanup.cpp): the local objects with
  /// non-trivial destructors now in scope, innermost last. Leaving a scope
  /// (its end, break, continue, return) destroys what it declared, in
  /// reverse order.
  struct Cleanup {
    /// The local object, or for a temporary the variable a reference that
    /// extends its lifetime binds (null for a full-expression's temporary).
    const clang::VarDecl *var;
    mlir::Value addr;
    const clang::CXXDestructorDecl *dtor;
    clang::SourceLocation where;
    /// Where the scope the object lives in ends: a goto to a label outside
    /// [where, scopeEnd] leaves it (CGCleanup.cpp).
    clang::SourceLocation scopeEnd;
    /// A temporary made on one arm of `?:`, `&&` or `||`: an i8 local set
    /// where it is constructed; the destructor runs only when it is set.
    mlir::Value flag;
    bool temporary = false;
    /// An array of such objects: its element count (all dimensions) and
    /// element size in bytes; destroyed last element first.
    uint64_t count = 1;
    uint64_t stride = 0;
  };
  std::vector<Cleanup> cleanups;
  /// The temporaries of the full-expressions being emitted (innermost
  /// last): destroyed in reverse order where their full-expression ends.
  std::vector<Cleanup> temporaries;
  /// >0 while an arm of `?:`, `&&`, `||` is emitted: temporaries made there
  /// are conditional (they get a flag).
  unsigned conditionalDepth = 0;
  /// Set while a temporary a local reference extends is emitted
  /// (CGExprLValue.cpp): its CXXBindTemporaryExpr takes it.
  const clang::VarDecl *extendingVar = nullptr;
  mlir::Value extendingSlot;
  /// The allocas made for temporaries (materialised prvalues, by-value
  /// arguments): a CXXBindTemporaryExpr initialising one registers its
  /// destructor; one initialising a named object does not.
  llvm::DenseSet<mlir::Value> temporarySlots;
  /// The ends of the scopes being emitted (compound statements and the
  /// statements whose declarations live until they end).
  std::vector<clang::SourceLocation> scopeEnds;
  /// Registers the temporary at `addr` (just constructed) for destruction at
  /// the end of its full-expression, or, when `extendedBy` is set, at the end
  /// of that reference variable's scope.
  void pushTemporary(const clang::CXXDestructorDecl *dtor, mlir::Value addr,
                     clang::SourceLocation where, const clang::VarDecl *extendedBy = nullptr);
  /// Destroys the temporaries made since `depth` (a full-expression's end).
  void popTemporaries(size_t depth, mlir::Location l);
  /// Runs one cleanup (testing its flag when it has one).
  void runCleanup(const Cleanup &c, mlir::Location l);
  /// How many of the live cleanups are still live at `label` (a goto to it
  /// destroys the others).
  size_t cleanupsLiveAt(const clang::LabelStmt *label);
  /// Calls the destructors of cleanups[depth..] (innermost first) where the
  /// current block is live, except `kept` (a return's NRVO object).
  void emitCleanups(size_t depth, mlir::Location l, const clang::VarDecl *kept = nullptr);
  /// emitCleanups, then forgets those cleanups (the end of their scope).
  void popCleanups(size_t depth, mlir::Location l);
  /// The end of destructor `dtor`: its members' and bases' destructors.
  void destroyMembersAndBases(const clang::CXXDestructorDecl *dtor, mlir::Location l);
  /// A call of the complete destructor `dtor` on the object at `addr` (its
  /// base-object variant D2 for a base subobject: `baseVariant`).
  void emitDestructorCall(const clang::CXXDestructorDecl *dtor, mlir::Value addr,
                          mlir::Location l, clang::SourceLocation where,
                          bool baseVariant = false);
  /// The destructor of each of `count` objects `stride` bytes apart from
  /// `addr`, last first (an array's elements, as C++ destroys them).
  void emitArrayDestructorCalls(const clang::CXXDestructorDecl *dtor, mlir::Value addr, uint64_t count,
                                uint64_t stride, mlir::Location l, clang::SourceLocation where);
  /// The destructible class of a (possibly nested) constant array type and
  /// its element count, or null.
  const clang::CXXRecordDecl *destructibleArrayElement(clang::QualType t, uint64_t &count,
                                                       uint64_t &stride);
  /// One step of a derived-to-base conversion of the pointer `p` to a `cur`
  /// (CGExprCast.cpp): the static offset of a non-virtual base, the vtable's
  /// vbase offset of a virtual one; an empty non-virtual base is `p` retyped.
  mlir::Value baseStep(mlir::Value p, const clang::CXXRecordDecl *cur,
                       const clang::CXXBaseSpecifier *step, mlir::Location l,
                       clang::SourceLocation where);
  std::vector<JumpTargets> jumps;
  /// `#pragma unroll [N]` of the loop about to be emitted (an
  /// LLVM loop_annotation), taken by that loop for its back edge.
  mlir::Attribute pendingLoopHint;
  mlir::Attribute takeLoopHint() { return std::exchange(pendingLoopHint, nullptr); }
  /// Branches back to a loop's header, carrying the loop's hint to LLVM.
  void backEdge(mlir::Block *dest, mlir::Location l, mlir::Attribute hint);
  /// The loop_annotation `#pragma unroll` asks for (nullptr when none).
  mlir::Attribute loopHint(const clang::AttributedStmt *s);
  struct SwitchState {
    llvm::DenseMap<const clang::SwitchCase *, mlir::Block *> blocks;
  };
  std::vector<SwitchState *> switches;
  /// Values of the OpaqueValueExprs in scope (GNU `a ?: b` evaluates `a` once).
  llvm::DenseMap<const clang::OpaqueValueExpr *, mlir::Value> opaqueValues;
  llvm::DenseMap<const clang::OpaqueValueExpr *, LValue> opaqueLValues;
  /// The element index of each ArrayInitLoopExpr being emitted, innermost
  /// last (an array copied by a lambda capture, a structured binding or a
  /// defaulted copy constructor; ArrayInitIndexExpr reads the innermost).
  llvm::SmallVector<mlir::Value> arrayInitIndices;
  /// Runs a constructor on `dest` (one object; CGExprAgg.cpp).
  void emitInheritedConstructorCall(const clang::CXXInheritedCtorInitExpr *e, mlir::Value dest,
                                    mlir::Block *entry);
  void emitConstructorCall(const clang::CXXConstructExpr *ce, mlir::Value dest);

  /// beginLoc's memo (nodes of left-nested chains only).
  llvm::DenseMap<const clang::Stmt *, clang::SourceLocation> beginLocs;
};

/// Tile kernels (CGTile.cpp): KILN_TILE_KERNEL functions, emitted in SSA form
/// into the tile dialect.
bool isTileKernel(const clang::FunctionDecl *fd);
mlir::FunctionType tileFunctionType(ModuleGen &cgm, const clang::FunctionDecl *fd);
void emitTileKernel(ModuleGen &cgm, const clang::FunctionDecl *fd,
                    mlir::func::FuncOp func);

} // namespace kiln::frontend

#endif
