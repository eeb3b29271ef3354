//===- NvccDeviceRules.cpp - nvcc's execution-space rules Clang lacks ------===//
//
// See NvccDeviceRules.h.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/NvccDeviceRules.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace kiln::frontend;

namespace {

enum class Space { Other, Device, Global, HostDevice };

/// The execution space the user wrote (Clang's implicit attributes, which it
/// gives lambdas and constexpr functions, do not count).
Space spaceOf(const FunctionDecl *f) {
  if (f->hasAttr<CUDAGlobalAttr>())
    return Space::Global;
  const auto *device = f->getAttr<CUDADeviceAttr>();
  const auto *host = f->getAttr<CUDAHostAttr>();
  bool isDevice = device && !device->isImplicit();
  bool isHost = host && !host->isImplicit();
  if (isDevice && isHost)
    return Space::HostDevice;
  return isDevice ? Space::Device : Space::Other;
}

const char *spaceName(Space space) {
  switch (space) {
  case Space::Global:
    return "__global__";
  case Space::HostDevice:
    return "__host__ __device__";
  default:
    return "__device__";
  }
}

/// GCC builtins nvcc 13 refuses in device code ("calling a __host__
/// function"), measured one by one; Clang provides all of them.
bool isHostOnlyBuiltin(llvm::StringRef name) {
  static const llvm::StringSet<> names = {
      "__builtin_ctz", "__builtin_ctzl", "__builtin_ctzll", "__builtin_ctzs", "__builtin_clzs",
      "__builtin_clzl", "__builtin_popcountl", "__builtin_ffsl", "__builtin_parity",
      "__builtin_parityl", "__builtin_parityll", "__builtin_clrsb", "__builtin_clrsbl",
      "__builtin_clrsbll", "__builtin_bswap16", "__builtin_bswap32", "__builtin_bswap64",
      "__builtin_add_overflow", "__builtin_sub_overflow", "__builtin_mul_overflow",
      "__builtin_sadd_overflow", "__builtin_saddl_overflow", "__builtin_saddll_overflow",
      "__builtin_uadd_overflow", "__builtin_uaddl_overflow", "__builtin_uaddll_overflow",
      "__builtin_ssub_overflow", "__builtin_ssubl_overflow", "__builtin_ssubll_overflow",
      "__builtin_usub_overflow", "__builtin_usubl_overflow", "__builtin_usubll_overflow",
      "__builtin_smul_overflow", "__builtin_smull_overflow", "__builtin_smulll_overflow",
      "__builtin_umul_overflow", "__builtin_umull_overflow", "__builtin_umulll_overflow",
      "__builtin_constant_p", "__builtin_frame_address", "__builtin_return_address",
      "__builtin_object_size", "__builtin_dynamic_object_size",
      "__builtin_expect_with_probability", "__builtin_isinf_sign", "__builtin_fpclassify",
      "__builtin_memcmp"};
  return names.contains(name);
}

/// nvcc's own exceptions: constexpr functions it treats as __host__
/// __device__ without --expt-relaxed-constexpr, and the C++ library's math
/// functions (the toolkit's headers declare __device__ overloads of
/// std::isnan, std::abs, ...; Kiln's make the C++ library's constexpr ones
/// usable instead, CUDA's math API being the same functions).
bool isImplicitlyHostDevice(const FunctionDecl *f, const SourceManager &sm) {
  if (!f->getDeclContext()->getEnclosingNamespaceContext()->isStdNamespace())
    return false;
  llvm::StringRef file = llvm::sys::path::filename(sm.getFilename(sm.getSpellingLoc(f->getLocation())));
  if (file == "cmath" || file == "std_abs.h" || file == "math.h" || file == "cstdlib")
    return true;
  if (const auto *method = dyn_cast<CXXMethodDecl>(f))
    if (const IdentifierInfo *id = method->getParent()->getIdentifier())
      return id->isStr("initializer_list");
  const IdentifierInfo *id = f->getIdentifier();
  return id && (id->isStr("move") || id->isStr("forward"));
}

class Rules {
public:
  Rules(ASTContext &ctx, DiagnosticsEngine &diags, llvm::StringRef kilnHeadersDir,
        bool relaxedConstexpr, bool extendedLambda)
      : ctx(ctx), sm(ctx.getSourceManager()), diags(diags), kilnHeadersDir(kilnHeadersDir),
        relaxedConstexpr(relaxedConstexpr), extendedLambda(extendedLambda) {
    threadLocalError = diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "cannot use thread_local specifier for variable declarations in device code");
    variadicKernelError =
        diags.getCustomDiagID(DiagnosticsEngine::Error, "a __global__ function cannot have ellipsis");
    // What nvcc refuses only without one of its flags (--extended-lambda,
    // --expt-relaxed-constexpr) kilnc compiles as nvcc does with the flag,
    // and warns: real projects build with those flags and call kilnc on the
    // same files without them (pass the flag to silence the warning).
    annotatedLambdaError = diags.getCustomDiagID(
        DiagnosticsEngine::Warning,
        "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag "
        "(kilnc compiles it as nvcc does with the flag)");
    hostClosureError = diags.getCustomDiagID(
        DiagnosticsEngine::Warning,
        "the closure type for a lambda cannot be used in the template argument type of a "
        "__global__ function template instantiation (%0), unless the lambda is defined within a "
        "__device__ or __global__ function, or the lambda is an 'extended lambda' and the flag "
        "--extended-lambda is specified (kilnc compiles it as nvcc does with the flag)");
    constexprCallError = diags.getCustomDiagID(
        DiagnosticsEngine::Warning,
        "calling a constexpr __host__ function(\"%0\") from a %1 function(\"%2\") is not allowed. "
        "The experimental flag '--expt-relaxed-constexpr' can be used to allow this (kilnc "
        "compiles it as nvcc does with the flag)");
    constexprCallWarning = diags.getCustomDiagID(
        DiagnosticsEngine::Warning,
        "calling a constexpr __host__ function(\"%0\") from a %1 function(\"%2\") is not allowed "
        "in device code (nvcc's warning #20013-D). The experimental flag "
        "'--expt-relaxed-constexpr' can be used to allow this.");
    builtinError = diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "calling a __host__ function(\"%0\") from a %1 function(\"%2\") is not allowed: nvcc "
        "provides no %0 in device code");
    builtinWarning = diags.getCustomDiagID(
        DiagnosticsEngine::Warning,
        "calling a __host__ function(\"%0\") from a %1 function(\"%2\") is not allowed in device "
        "code (nvcc's warning #20011-D): nvcc provides no %0 there");
    hostVariableError = diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "identifier \"%0\" is undefined in device code: nvcc keeps a constexpr array without "
        "__device__ or __constant__ in host memory; declare it __constant__ or "
        "__device__ constexpr to read it at a run-time index");
  }

  /// Whether the declaration is the user's: not in a system header, not in
  /// Kiln's headers (which stand for the toolkit's).
  bool isUserCode(SourceLocation loc) const {
    if (loc.isInvalid())
      return false;
    SourceLocation spelling = sm.getSpellingLoc(loc);
    if (sm.isInSystemHeader(spelling))
      return false;
    return !inKilnHeaders(spelling);
  }
  /// Kiln's CUDA headers; its freestanding C and C++ library stand-ins
  /// (kiln/freestanding/) count as the C++ library they replace.
  bool inKilnHeaders(SourceLocation loc) const {
    if (kilnHeadersDir.empty() || loc.isInvalid())
      return false;
    llvm::StringRef file = sm.getFilename(sm.getSpellingLoc(loc));
    return file.starts_with(kilnHeadersDir) &&
           !file.starts_with(kilnHeadersDir + "/kiln/freestanding/");
  }

  void checkFunction(FunctionDecl *f);
  void checkKernelArguments(FunctionDecl *kernel);

  ASTContext &ctx;
  const SourceManager &sm;
  DiagnosticsEngine &diags;
  std::string kilnHeadersDir;
  bool relaxedConstexpr, extendedLambda;
  unsigned constexprCallError, constexprCallWarning, builtinError, builtinWarning,
      hostVariableError, threadLocalError, variadicKernelError, annotatedLambdaError,
      hostClosureError;
  llvm::DenseSet<const CXXRecordDecl *> reportedClosures;
  llvm::DenseSet<const FunctionDecl *> checked;
};

/// A constexpr array at namespace scope or a static data member, with no
/// device-side declaration of its own (Clang's implicit __constant__ does
/// not count).
bool isHostConstexprArray(const ValueDecl *value) {
  const auto *var = dyn_cast_or_null<VarDecl>(value);
  if (!var || !var->isConstexpr() || !(var->isFileVarDecl() || var->isStaticDataMember()))
    return false;
  for (const Attr *attr : var->attrs())
    if ((isa<CUDADeviceAttr>(attr) || isa<CUDAConstantAttr>(attr) || isa<CUDASharedAttr>(attr)) &&
        !attr->isImplicit())
      return false;
  return var->getType()->isArrayType();
}

class BodyVisitor : public RecursiveASTVisitor<BodyVisitor> {
public:
  BodyVisitor(Rules &rules, const FunctionDecl *caller, Space space)
      : rules(rules), caller(caller), space(space) {}

  // Operands that are never evaluated call nothing and read nothing.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) { return true; }
  bool TraverseCXXNoexceptExpr(CXXNoexceptExpr *) { return true; }
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc, bool) { return true; }
  bool TraverseCXXTypeidExpr(CXXTypeidExpr *) { return true; }

  bool VisitLambdaExpr(LambdaExpr *lambda) {
    const CXXMethodDecl *call = lambda->getCallOperator();
    const auto *device = call->getAttr<CUDADeviceAttr>();
    const auto *host = call->getAttr<CUDAHostAttr>();
    if (!rules.extendedLambda && ((device && !device->isImplicit()) || (host && !host->isImplicit())) &&
        rules.isUserCode(lambda->getBeginLoc()))
      rules.diags.Report(lambda->getBeginLoc(), rules.annotatedLambdaError);
    return true;
  }
  bool VisitVarDecl(VarDecl *var) {
    if (space != Space::Other && var->getTLSKind() != VarDecl::TLS_None)
      rules.diags.Report(var->getLocation(), rules.threadLocalError);
    return true;
  }

  bool VisitCallExpr(CallExpr *call) {
    if (space == Space::Other)
      return true;
    if (const FunctionDecl *callee = call->getDirectCallee())
      checkCall(callee, call->getExprLoc());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *construct) {
    if (space != Space::Other)
      checkCall(construct->getConstructor(), construct->getBeginLoc());
    return true;
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *subscript) {
    if (space == Space::Other)
      return true;
    Expr *base = subscript->getBase()->IgnoreParens();
    exempt.insert(base);
    auto *ref = dyn_cast<DeclRefExpr>(base->IgnoreParenImpCasts());
    if (!ref || !isHostConstexprArray(ref->getDecl()))
      return true;
    const Expr *index = subscript->getIdx();
    if (!index->isValueDependent() && !index->isIntegerConstantExpr(rules.ctx))
      reportVariable(ref);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if (op->getOpcode() == UO_Deref)
      exempt.insert(op->getSubExpr()->IgnoreParens());
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *cast) {
    if (space == Space::Other || cast->getCastKind() != CK_ArrayToPointerDecay || exempt.contains(cast))
      return true;
    if (auto *ref = dyn_cast<DeclRefExpr>(cast->getSubExpr()->IgnoreParens()))
      if (isHostConstexprArray(ref->getDecl()))
        reportVariable(ref);
    return true;
  }

private:
  void checkCall(const FunctionDecl *callee, SourceLocation at) {
    // A call a macro or template of a header spells is the header's.
    if (!rules.isUserCode(at))
      return;
    if (callee->getBuiltinID()) {
      if (isHostOnlyBuiltin(callee->getName()))
        rules.diags.Report(at, space == Space::HostDevice ? rules.builtinWarning
                                                           : rules.builtinError)
            << callee->getName() << spaceName(space) << caller->getNameAsString();
      return;
    }
    if (rules.relaxedConstexpr || !callee->isConstexpr() || callee->isConsteval() ||
        callee->isImplicit() || callee->isDefaulted() || callee->hasAttr<CUDAGlobalAttr>())
      return;
    if (const auto *device = callee->getAttr<CUDADeviceAttr>(); device && !device->isImplicit())
      return;
    if (const auto *method = dyn_cast<CXXMethodDecl>(callee); method && method->getParent()->isLambda())
      return;
    if (isImplicitlyHostDevice(callee, rules.sm) || rules.inKilnHeaders(callee->getLocation()))
      return;
    rules.diags.Report(at, space == Space::HostDevice ? rules.constexprCallWarning
                                                       : rules.constexprCallError)
        << callee->getNameAsString() << spaceName(space) << caller->getNameAsString();
  }

  void reportVariable(const DeclRefExpr *ref) {
    // nvcc's rule for __host__ __device__ code is a warning at most: left alone.
    if (space == Space::HostDevice || !rules.isUserCode(ref->getLocation()) ||
        !reported.insert(ref).second)
      return;
    rules.diags.Report(ref->getLocation(), rules.hostVariableError)
        << ref->getDecl()->getQualifiedNameAsString();
  }

  Rules &rules;
  const FunctionDecl *caller;
  Space space;
  llvm::DenseSet<const Expr *> exempt;
  llvm::DenseSet<const DeclRefExpr *> reported;
};

void Rules::checkFunction(FunctionDecl *f) {
  if (!f->doesThisDeclarationHaveABody() || f->isDependentContext() || !checked.insert(f).second)
    return;
  if (const auto *method = dyn_cast<CXXMethodDecl>(f); method && method->getParent()->isLambda())
    return; // checked with the function it is written in
  Space space = spaceOf(f);
  if (space == Space::Global)
    checkKernelArguments(f);
  if (!isUserCode(f->getLocation()))
    return;
  if (space == Space::Global && f->isVariadic())
    diags.Report(f->getLocation(), variadicKernelError);
  // Host code only for its lambdas' annotations (Space::Other).
  BodyVisitor(*this, f, space).TraverseStmt(f->getBody());
}

/// nvcc compiles a kernel instantiated with a lambda's closure type only
/// when the lambda is the device's own (written in a __device__ or
/// __global__ function) or an extended lambda under --extended-lambda;
/// Clang makes every lambda __host__ __device__ and accepts them all.
void Rules::checkKernelArguments(FunctionDecl *kernel) {
  const TemplateArgumentList *args = kernel->getTemplateSpecializationArgs();
  if (!args)
    return;
  for (const TemplateArgument &arg : args->asArray()) {
    if (arg.getKind() != TemplateArgument::Type)
      continue;
    const CXXRecordDecl *closure = arg.getAsType()->getAsCXXRecordDecl();
    if (!closure || !closure->isLambda() || !isUserCode(closure->getLocation()))
      continue;
    const CXXMethodDecl *call = closure->getLambdaCallOperator();
    bool annotated = call && (call->hasAttr<CUDADeviceAttr>() && !call->getAttr<CUDADeviceAttr>()->isImplicit());
    if (annotated && extendedLambda)
      continue;
    const DeclContext *dc = closure->getDeclContext();
    while (dc && !isa<FunctionDecl>(dc))
      dc = dc->getParent();
    if (const auto *in = dyn_cast_or_null<FunctionDecl>(dc)) {
      // A lambda in a lambda is written in the outer lambda's function.
      while (isa<CXXMethodDecl>(in) && cast<CXXMethodDecl>(in)->getParent()->isLambda()) {
        const DeclContext *outer = cast<CXXMethodDecl>(in)->getParent()->getDeclContext();
        while (outer && !isa<FunctionDecl>(outer))
          outer = outer->getParent();
        if (!outer)
          break;
        in = cast<FunctionDecl>(outer);
      }
      Space where = spaceOf(in);
      if (where == Space::Device || where == Space::Global)
        continue;
    }
    if (reportedClosures.insert(closure).second)
      diags.Report(closure->getLocation(), hostClosureError) << kernel->getNameAsString();
  }
}

/// The functions a top-level declaration defines: itself, or the members of
/// a class or namespace (templates' patterns are skipped: their
/// instantiations arrive on their own).
class FunctionCollector : public RecursiveASTVisitor<FunctionCollector> {
public:
  explicit FunctionCollector(Rules &rules) : rules(rules) {}
  bool TraverseStmt(Stmt *) { return true; } // bodies are the BodyVisitor's
  bool VisitFunctionDecl(FunctionDecl *f) {
    rules.checkFunction(f);
    return true;
  }

private:
  Rules &rules;
};

} // namespace

void NvccDeviceRules::add(DeclGroupRef group) {
  for (Decl *d : group)
    decls.push_back(d);
}

void NvccDeviceRules::check(ASTContext &ctx, DiagnosticsEngine &diags, bool relaxedConstexpr,
                            bool extendedLambda) {
  Rules rules(ctx, diags, kilnHeadersDir, relaxedConstexpr, extendedLambda);
  FunctionCollector collector(rules);
  // By index: reading a declaration from the prelude's PCH can hand the
  // consumer more (add() appends while this runs).
  for (size_t i = 0; i < decls.size(); ++i)
    collector.TraverseDecl(decls[i]);
}
