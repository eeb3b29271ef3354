//===- CGTile.h - tile kernels (<kiln/tile.hpp>) -> tile dialect -*- C++ -*-===//
//
// A tile kernel (KILN_TILE_KERNEL: __global__ + annotate("kiln.tile_kernel"))
// is emitted in SSA form, not through simt.alloca: tiles are values
// (`tensor<D...xT>`), `tensor<T, R>` parameters are `!tile.view<T, R>`, and
// every local variable is the SSA value last assigned to it. Counted `for`
// loops become scf.for, `while` and `do`-`while` loops scf.while (the
// variables the body assigns are carried as iter_args) and `if` becomes
// scf.if with results: the structured control flow convert-tile-to-simt
// rebuilds per thread. Calls of "kiln.tile.<op>" declarations become
// tile/arith/math ops; the lambda of `reduce` becomes the combiner region.
//
// break and continue set per-loop flags that guard the rest of the body
// (CGTileStmt.cpp). Helper functions are inlined (CGTileExpr.cpp). Not
// supported inside tile kernels (diagnosed): early return, recursion,
// non-const reference parameters, pointers and memory.
//
// TileGen is split like the SIMT code generator: statements (CGTileStmt.cpp),
// expressions (CGTileExpr.cpp), the kiln.tile.<op> primitives
// (CGTileBuiltin.cpp); types, value conversions and the hooks CGModule calls
// are in CGTile.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_CGTILE_H
#define KILN_COMPILER_FRONTEND_CGTILE_H

#include "compiler/Frontend/CodeGen.h"

#include "clang/AST/DeclTemplate.h"

#include "mlir/IR/BuiltinTypes.h"

namespace kiln::frontend {

/// Emits one tile kernel.
class TileGen {
public:
  TileGen(ModuleGen &cgm, const clang::FunctionDecl *fd,
          mlir::func::FuncOp func)
      : cgm(cgm), ctx(cgm.ctx), fd(fd), func(func), b(&cgm.mctx) {}

  void run();

  /// The MLIR type of a tile kernel value of clang type `t`: `tensor<...>`
  /// for tiles, `!tile.view` for tensors, the scalar type for arithmetic
  /// types; anything else is diagnosed at `w`.
  static mlir::Type typeOf(ModuleGen &cgm, clang::QualType t,
                           clang::SourceLocation w);

  /// `kiln::tile::<name><...>` specialisation, or null.
  static const clang::ClassTemplateSpecializationDecl *
  tileLibRecord(clang::QualType t, llvm::StringRef name);
  /// The element type (clang) of a tile, tensor view or scalar type.
  static clang::QualType elemQT(clang::QualType t);
  static bool isSignedQT(clang::QualType t) {
    return elemQT(t)->isSignedIntegerOrEnumerationType();
  }
  /// `kiln::fp8_e4m3` / `kiln::fp8_e5m2` as f8E4M3FN / f8E5M2, else null.
  static mlir::Type fp8TypeOf(mlir::MLIRContext *ctx, clang::QualType t);
  static bool isFp8(mlir::Type t) {
    return llvm::isa<mlir::Float8E4M3FNType, mlir::Float8E5M2Type>(
        mlir::getElementTypeOrSelf(t));
  }

private:
  ModuleGen &cgm;
  clang::ASTContext &ctx;
  const clang::FunctionDecl *fd;
  mlir::func::FuncOp func;
  mlir::OpBuilder b;
  llvm::DenseMap<const clang::VarDecl *, mlir::Value> vars;
  /// Local variables holding a lambda (a reduce/scan combiner named once).
  llvm::DenseMap<const clang::VarDecl *, const clang::LambdaExpr *> lambdas;
  /// The lambda `e` is or names, else null.
  const clang::LambdaExpr *lambdaOf(const clang::Expr *e);
  /// Whether the value of `e` is unused (an expression statement).
  bool isDiscarded(const clang::Expr *e);
  bool failedHere = false;

  mlir::Location loc(const clang::Stmt *s) {
    return cgm.loc(s->getBeginLoc());
  }
  mlir::Value fail(const clang::Stmt *s, const llvm::Twine &msg) {
    cgm.error(s->getBeginLoc(), msg);
    failedHere = true;
    return nullptr;
  }
  mlir::Type typeOf(clang::QualType t, clang::SourceLocation w) {
    return typeOf(cgm, t, w);
  }

  // Values and conversions (CGTile.cpp).
  mlir::Value constant(mlir::Type t, double v, mlir::Location l);
  /// Converts the elements of `v` (scalar or tile) to `to`.
  mlir::Value castElems(mlir::Value v, mlir::Type to, bool srcSigned,
                        bool dstSigned, mlir::Location l);
  /// fp8 tiles compute in f32 (as Triton upcasts them): `v` widened to f32
  /// when its elements are fp8, else `v`.
  mlir::Value widenFp8(mlir::Value v, mlir::Location l);
  /// `v` (of clang type `vt`) as a tile of type `to` (NumPy broadcasting).
  mlir::Value toTile(mlir::Value v, clang::QualType vt,
                     mlir::RankedTensorType to, bool dstSigned,
                     mlir::Location l);
  /// `v` converted to the type of `to` (scalar or tile).
  mlir::Value coerce(mlir::Value v, clang::QualType from, clang::QualType to,
                     mlir::Location l, clang::SourceLocation w);
  std::optional<int64_t> evalInt(const clang::Expr *e) {
    clang::Expr::EvalResult r;
    if (e->isValueDependent() || !e->EvaluateAsInt(r, ctx))
      return std::nullopt;
    return r.Val.getInt().getExtValue();
  }
  int64_t templateInt(const clang::FunctionDecl *callee, unsigned i) {
    const clang::TemplateArgumentList *args =
        callee->getTemplateSpecializationArgs();
    return args->get(i).getAsIntegral().getExtValue();
  }

  // Statements (CGTileStmt.cpp).
  /// break/continue: each loop that holds them has two i1 flags, kept as
  /// variables (synthetic VarDecls) so that ifs and guarded statements carry
  /// them like any other assigned variable. Scalars are uniform across the
  /// program, so every thread takes the same exits.
  struct LoopFlags {
    const clang::VarDecl *brk = nullptr, *cont = nullptr;
  };
  llvm::SmallVector<LoopFlags> loops;
  /// Whether `s` holds a break (first) / continue (second) of the loop being
  /// emitted (not of a loop nested in `s`).
  static std::pair<bool, bool> jumpsIn(const clang::Stmt *s);
  const clang::VarDecl *flagVar(const char *name);
  /// Pushes the flags of a loop whose body is `body` (false: none needed).
  bool enterLoop(const clang::Stmt *body);
  /// Statements in order; after one that may jump, the rest run under
  /// `if (!break && !continue)`.
  void emitStmts(llvm::ArrayRef<const clang::Stmt *> list);
  mlir::Value notJumped(mlir::Location l);
  void emitStmt(const clang::Stmt *s);
  void emitDecl(const clang::DeclStmt *s);
  void emitFor(const clang::ForStmt *s);
  void emitForWithBreak(const clang::ForStmt *s, const clang::VarDecl *iv,
                        mlir::Value lb, mlir::Value ub, mlir::Value step,
                        bool isUnsigned);
  void emitCarriedWhile(mlir::Location l, llvm::ArrayRef<const clang::VarDecl *> carried,
                        llvm::function_ref<mlir::Value()> condition,
                        llvm::function_ref<void()> body);
  void emitWhile(const clang::Stmt *s, const clang::Expr *cond,
                 const clang::Stmt *body, bool bodyFirst);
  mlir::Value emitScalarCond(const clang::Expr *cond, const char *what,
                             const char *hint);
  void emitIf(const clang::IfStmt *s);
  /// Variables declared outside `s` that `s` assigns, in a stable order.
  llvm::SmallVector<const clang::VarDecl *> assignedIn(const clang::Stmt *s);
  /// assignedIn, plus the current loop's flags when `s` may jump.
  llvm::SmallVector<const clang::VarDecl *> carriedBy(const clang::Stmt *s);

  // Expressions (CGTileExpr.cpp).
  mlir::Value emit(const clang::Expr *e);
  mlir::Value emitBinary(const clang::BinaryOperator *e);
  mlir::Value emitUnary(const clang::UnaryOperator *e);
  mlir::Value emitCall(const clang::CallExpr *e);
  /// A scalar math function of CUDA's Math API (`sqrtf`, `expf`, `fmaxf`,
  /// std::sqrt's __builtin_sqrtf ...) on scalar operands: libdevice's
  /// function or its exact op, as in SIMT code.
  /// The element of a single-element tile as a scalar (load_scalar, item).
  mlir::Value onlyElement(mlir::Value t, mlir::Location l);
  mlir::Value emitScalarMath(const clang::CallExpr *e,
                             const clang::FunctionDecl *callee,
                             llvm::StringRef libdeviceName);
  mlir::Value emitHelperCall(const clang::CallExpr *e,
                             const clang::FunctionDecl *callee);
  /// The helper functions being inlined, innermost last.
  llvm::SmallVector<const clang::FunctionDecl *> inlined;
  static constexpr unsigned kMaxInlineDepth = 64;
  mlir::Value assignVar(const clang::Expr *lhs, mlir::Value v,
                        clang::QualType vt);
  mlir::Value arithOp(llvm::StringRef op, mlir::Value x, mlir::Value y,
                      bool isSigned, mlir::Location l);
  mlir::Value cmpOp(llvm::StringRef op, mlir::Value x, mlir::Value y,
                    bool isSigned, mlir::Location l);
  mlir::Value mathOp(llvm::StringRef op, mlir::Value x, bool isSigned,
                     mlir::Location l, clang::SourceLocation where);

  // The kiln.tile.<op> primitives (CGTileBuiltin.cpp), one handler per
  // family; emitTileOp looks the handler up by name.
  struct TileCall;
  mlir::Value emitTileOp(const clang::CallExpr *e,
                         const clang::FunctionDecl *callee, llvm::StringRef op);
  mlir::Value emitIndexOp(TileCall &call);
  mlir::Value emitCreationOp(TileCall &call);
  mlir::Value emitMemoryOp(TileCall &call);
  /// The `other` of a masked load or gather: a scalar, or a tile broadcast
  /// to `memTile`.
  mlir::Value maskedPadding(TileCall &call, unsigned at,
                            mlir::RankedTensorType memTile);
  mlir::Value emitAtomicOp(TileCall &call);
  mlir::Value emitElementwiseOp(TileCall &call);
  mlir::Value emitShapeOp(TileCall &call);
  mlir::Value emitReductionOp(TileCall &call);
  mlir::Value emitDotOp(TileCall &call);
  mlir::Value emitSortOp(TileCall &call);
  /// The index (i32) along `axis` at every element of a tile of type `t`.
  mlir::Value axisIndex(mlir::RankedTensorType t, int64_t axis,
                        mlir::Location l);
  mlir::Value emitReduce(
      const clang::CallExpr *e, mlir::Value src, int axis, mlir::Type resTy,
      llvm::function_ref<mlir::Value(mlir::OpBuilder &, mlir::Location,
                                     mlir::Value, mlir::Value)>
          combine,
      bool scan = false, bool reverse = false);
  mlir::Value emitLambdaBody(const clang::LambdaExpr *lambda, mlir::Value x,
                             mlir::Value y, mlir::Location l);
};

} // namespace kiln::frontend

#endif
