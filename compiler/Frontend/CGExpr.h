//===- CGExpr.h - private to the CGExpr*.cpp files --------------*- C++ -*-===//
//
// Expression emission is split the way Clang's CodeGen splits it:
//   CGExpr.cpp        what every kind shares: constants, loads and stores,
//                     bit-field windows, ignored expressions
//   CGExprLValue.cpp  addresses (emitLValue, fields, lambda captures)
//   CGExprAgg.cpp     aggregates initialised in place (emitInto, constructors)
//   CGExprCast.cpp    conversions between scalar types and the cast kinds
//   CGExprScalar.cpp  scalar prvalues: ScalarExprEmitter, one Visit method per
//                     expression class (as Clang's and ClangIR's)
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_CGEXPR_H
#define KILN_COMPILER_FRONTEND_CGEXPR_H

#include "compiler/Frontend/CodeGen.h"

#include "clang/AST/StmtVisitor.h"

namespace kiln::frontend {

/// The outermost default argument or default member initialiser being
/// emitted: __builtin_LINE/FILE/FUNCTION in it take the caller's place (Clang
/// CodeGen's CurSourceLocExprScope). The module emits one function at a time
/// (a worklist), so one slot serves.
struct SourceLocScope {
  static const clang::Expr *current;
  const clang::Expr *old;
  explicit SourceLocScope(const clang::Expr *e) : old(current) {
    if (!old)
      current = e;
  }
  ~SourceLocScope() { current = old; }
};

/// The value of a scalar (or aggregate) prvalue. FunctionGen::emitScalar does
/// what every expression shares first (constant folding, glvalues loaded
/// through their address) and hands the rest to Visit.
class ScalarExprEmitter
    : public clang::ConstStmtVisitor<ScalarExprEmitter, mlir::Value> {
public:
  explicit ScalarExprEmitter(FunctionGen &fg)
      : fg(fg), cgm(fg.cgm), ctx(fg.ctx), builder(fg.builder) {}

  /// Everything without a rule of its own: aggregates are built in a
  /// temporary and loaded whole; anything else is a diagnostic.
  mlir::Value VisitStmt(const clang::Stmt *s);

  // Literals and constants.
  mlir::Value VisitIntegerLiteral(const clang::IntegerLiteral *e);
  mlir::Value VisitCharacterLiteral(const clang::CharacterLiteral *e);
  mlir::Value VisitFloatingLiteral(const clang::FloatingLiteral *e);
  mlir::Value VisitCXXBoolLiteralExpr(const clang::CXXBoolLiteralExpr *e);
  mlir::Value VisitCXXNullPtrLiteralExpr(const clang::CXXNullPtrLiteralExpr *e);
  mlir::Value VisitGNUNullExpr(const clang::GNUNullExpr *e);
  mlir::Value VisitImplicitValueInitExpr(const clang::ImplicitValueInitExpr *e);
  mlir::Value VisitCXXScalarValueInitExpr(const clang::CXXScalarValueInitExpr *e);
  mlir::Value VisitUnaryExprOrTypeTraitExpr(const clang::UnaryExprOrTypeTraitExpr *e);
  mlir::Value VisitOffsetOfExpr(const clang::OffsetOfExpr *e);
  mlir::Value VisitMemberExpr(const clang::MemberExpr *e);

  // Wrappers: the value of the expression they wrap.
  mlir::Value VisitParenExpr(const clang::ParenExpr *e);
  mlir::Value VisitConstantExpr(const clang::ConstantExpr *e);
  mlir::Value VisitCompoundLiteralExpr(const clang::CompoundLiteralExpr *e);
  mlir::Value VisitExprWithCleanups(const clang::ExprWithCleanups *e);
  mlir::Value VisitMaterializeTemporaryExpr(const clang::MaterializeTemporaryExpr *e);
  mlir::Value VisitCXXBindTemporaryExpr(const clang::CXXBindTemporaryExpr *e);
  mlir::Value VisitCXXDefaultArgExpr(const clang::CXXDefaultArgExpr *e);
  mlir::Value VisitCXXDefaultInitExpr(const clang::CXXDefaultInitExpr *e);
  mlir::Value VisitOpaqueValueExpr(const clang::OpaqueValueExpr *e);
  mlir::Value VisitArrayInitIndexExpr(const clang::ArrayInitIndexExpr *e);
  mlir::Value VisitSubstNonTypeTemplateParmExpr(const clang::SubstNonTypeTemplateParmExpr *e);
  mlir::Value VisitPseudoObjectExpr(const clang::PseudoObjectExpr *e);

  mlir::Value VisitCXXThisExpr(const clang::CXXThisExpr *e);
  /// GNU statement expressions (macros such as `({ T _a = (a); ...; _a; })`).
  mlir::Value VisitStmtExpr(const clang::StmtExpr *e);
  /// __builtin_LINE/COLUMN/FILE/FILE_NAME/FUNCTION/FUNCSIG (cuda::std::source_location).
  mlir::Value VisitSourceLocExpr(const clang::SourceLocExpr *e);
  mlir::Value VisitInitListExpr(const clang::InitListExpr *e);

  // Calls (CGBuiltin.cpp and friends). Kernel launches and user-defined
  // literals have no rule.
  mlir::Value VisitCallExpr(const clang::CallExpr *e);
  mlir::Value VisitCUDAKernelCallExpr(const clang::CUDAKernelCallExpr *e) { return VisitStmt(e); }
  mlir::Value VisitUserDefinedLiteral(const clang::UserDefinedLiteral *e) { return VisitStmt(e); }

  // Casts (CGExprCast.cpp). addrspace_cast (OpenCL) has no rule.
  mlir::Value VisitCastExpr(const clang::CastExpr *e);
  mlir::Value VisitCXXAddrspaceCastExpr(const clang::CXXAddrspaceCastExpr *e) { return VisitStmt(e); }
  mlir::Value VisitCXXDynamicCastExpr(const clang::CXXDynamicCastExpr *e);

  // Unary operators, by opcode (UO_Deref is a glvalue: emitScalar loads it).
  mlir::Value VisitUnaryOperator(const clang::UnaryOperator *e);
  mlir::Value VisitUnaryAddrOf(const clang::UnaryOperator *e);
  mlir::Value VisitUnaryPlus(const clang::UnaryOperator *e);
  mlir::Value VisitUnaryExtension(const clang::UnaryOperator *e);
  mlir::Value VisitUnaryMinus(const clang::UnaryOperator *e);
  mlir::Value VisitUnaryNot(const clang::UnaryOperator *e);
  mlir::Value VisitUnaryLNot(const clang::UnaryOperator *e);
  mlir::Value VisitUnaryPreInc(const clang::UnaryOperator *e) { return fg.emitIncDec(e, nullptr); }
  mlir::Value VisitUnaryPreDec(const clang::UnaryOperator *e) { return fg.emitIncDec(e, nullptr); }
  mlir::Value VisitUnaryPostInc(const clang::UnaryOperator *e) { return fg.emitIncDec(e, nullptr); }
  mlir::Value VisitUnaryPostDec(const clang::UnaryOperator *e) { return fg.emitIncDec(e, nullptr); }
  mlir::Value VisitUnaryDeref(const clang::UnaryOperator *e) { return VisitStmt(e); }

  // Binary operators: arithmetic (VisitBinaryOperator), by opcode otherwise.
  mlir::Value VisitBinaryOperator(const clang::BinaryOperator *e);
  mlir::Value VisitBinComma(const clang::BinaryOperator *e);
  mlir::Value VisitBinLAnd(const clang::BinaryOperator *e) { return emitLogical(e); }
  mlir::Value VisitBinLOr(const clang::BinaryOperator *e) { return emitLogical(e); }
  mlir::Value VisitBinAssign(const clang::BinaryOperator *e) { return fg.emitAssign(e, nullptr); }
  mlir::Value VisitCompoundAssignOperator(const clang::CompoundAssignOperator *e) {
    return fg.emitAssign(e, nullptr);
  }
  mlir::Value VisitBinLT(const clang::BinaryOperator *e) { return emitComparison(e); }
  mlir::Value VisitBinGT(const clang::BinaryOperator *e) { return emitComparison(e); }
  mlir::Value VisitBinLE(const clang::BinaryOperator *e) { return emitComparison(e); }
  mlir::Value VisitBinGE(const clang::BinaryOperator *e) { return emitComparison(e); }
  mlir::Value VisitBinEQ(const clang::BinaryOperator *e) { return emitComparison(e); }
  mlir::Value VisitBinNE(const clang::BinaryOperator *e) { return emitComparison(e); }
  mlir::Value VisitBinCmp(const clang::BinaryOperator *e) { return emitComparison(e); }

  /// `c ? a : b` and GNU `a ?: b`.
  mlir::Value VisitAbstractConditionalOperator(const clang::AbstractConditionalOperator *e);

  // Unsupported in device code, with a reason.
  mlir::Value VisitCXXThrowExpr(const clang::CXXThrowExpr *e);
  mlir::Value VisitCXXNewExpr(const clang::CXXNewExpr *e);
  mlir::Value VisitCXXDeleteExpr(const clang::CXXDeleteExpr *e);
  mlir::Value VisitCXXTypeidExpr(const clang::CXXTypeidExpr *e);

private:
  mlir::Value emitLogical(const clang::BinaryOperator *e);
  mlir::Value emitComparison(const clang::BinaryOperator *e);

  FunctionGen &fg;
  ModuleGen &cgm;
  clang::ASTContext &ctx;
  mlir::OpBuilder &builder;
};

} // namespace kiln::frontend

#endif
