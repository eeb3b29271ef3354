//===- kiln-header-api.cpp - the public API a set of headers declares -----===//
//
// Parses a translation unit with Clang (any driver command line, e.g. CUDA
// device mode with the toolkit's headers, or kilnc's flags with Kiln's) and
// prints one normalised line per public declaration made in the named
// header files: functions, operators, constructors, conversions (with
// canonical parameter and result types, cv/ref qualifiers, explicit,
// constexpr, = default/delete, CUDA host/device, default arguments), records
// (size, alignment, fields with offset and access), typedefs and the macros
// still defined at the end. Sorted, so that two implementations of the same
// headers compare with a diff (test/Headers/compare_header_api.py).
//
// usage: kiln-header-api --files=cuda_fp16.h,cuda_fp16.hpp -- clang++ ARGS... FILE
//
//===----------------------------------------------------------------------===//
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Driver/CreateInvocationFromArgs.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <set>
#include <string>
#include <vector>

using namespace clang;

namespace {

class ApiCollector : public RecursiveASTVisitor<ApiCollector> {
public:
  ApiCollector(ASTContext &ctx, const llvm::StringSet<> &files,
               std::set<std::string> &out)
      : ctx(ctx), sm(ctx.getSourceManager()), files(files), out(out) {
    policy = PrintingPolicy(ctx.getLangOpts());
    policy.SuppressTagKeyword = true;
    policy.FullyQualifiedName = true;
    policy.PrintAsCanonical = true;
  }

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool inHeaders(const Decl *d) {
    SourceLocation l = sm.getExpansionLoc(d->getLocation());
    if (l.isInvalid())
      return false;
    return files.contains(llvm::sys::path::filename(sm.getFilename(l)));
  }

  std::string type(QualType t) {
    return t.getCanonicalType().getAsString(policy);
  }

  bool VisitFunctionDecl(FunctionDecl *fd) {
    if (fd->isImplicit() || !inHeaders(fd) || !fd->isFirstDecl())
      return true;
    if (fd->getDescribedFunctionTemplate() == nullptr &&
        fd->isTemplateInstantiation())
      return true;
    if (auto *md = dyn_cast<CXXMethodDecl>(fd))
      if (md->getAccess() == AS_private)
        return true;
    std::string s;
    llvm::raw_string_ostream os(s);
    if (FunctionTemplateDecl *ft = fd->getDescribedFunctionTemplate()) {
      os << "template<";
      bool first = true;
      for (const NamedDecl *p : *ft->getTemplateParameters()) {
        os << (first ? "" : ", ");
        first = false;
        if (auto *nt = dyn_cast<NonTypeTemplateParmDecl>(p))
          os << type(nt->getType());
        else
          os << "class";
      }
      os << "> ";
    }
    const char *kind = isa<CXXConstructorDecl>(fd)  ? "ctor"
                       : isa<CXXConversionDecl>(fd) ? "conversion"
                       : isa<CXXMethodDecl>(fd)     ? "method"
                                                    : "function";
    os << kind << " " << fd->getQualifiedNameAsString() << "(";
    for (unsigned i = 0; i < fd->getNumParams(); ++i) {
      const ParmVarDecl *p = fd->getParamDecl(i);
      os << (i ? ", " : "") << type(p->getType().getUnqualifiedType());
      if (p->hasDefaultArg()) {
        os << " =";
        Expr::EvalResult r;
        if (!p->hasUninstantiatedDefaultArg() && p->getDefaultArg() &&
            p->getDefaultArg()->EvaluateAsInt(r, ctx))
          os << " " << r.Val.getInt();
      }
    }
    if (fd->isVariadic())
      os << (fd->getNumParams() ? ", ..." : "...");
    os << ")";
    if (auto *md = dyn_cast<CXXMethodDecl>(fd)) {
      if (md->isConst())
        os << " const";
      if (md->isVolatile())
        os << " volatile";
      if (md->getRefQualifier() == RQ_LValue)
        os << " &";
      if (md->getRefQualifier() == RQ_RValue)
        os << " &&";
      if (md->isStatic())
        os << " static";
      if (md->getAccess() == AS_protected)
        os << " protected";
    }
    if (!isa<CXXConstructorDecl>(fd))
      os << " -> " << type(fd->getReturnType());
    if (auto *cd = dyn_cast<CXXConstructorDecl>(fd); cd && cd->isExplicit())
      os << " explicit";
    if (auto *cv = dyn_cast<CXXConversionDecl>(fd); cv && cv->isExplicit())
      os << " explicit";
    // As written: whether a defaulted member is implicitly constexpr depends
    // on the language standard, not on the header.
    if (fd->isConstexprSpecified() && !fd->isExplicitlyDefaulted())
      os << " constexpr";
    if (fd->isDeleted())
      os << " = delete";
    else if (fd->isExplicitlyDefaulted())
      os << " = default";
    bool host = fd->hasAttr<CUDAHostAttr>(), device = fd->hasAttr<CUDADeviceAttr>();
    if (fd->hasAttr<CUDAGlobalAttr>())
      os << " [global]";
    else if (host && device)
      os << " [host device]";
    else if (device)
      os << " [device]";
    else
      os << " [host]";
    out.insert(s);
    return true;
  }

  bool VisitRecordDecl(RecordDecl *rd) {
    if (rd->isImplicit() || !inHeaders(rd) || !rd->isCompleteDefinition() ||
        rd->isDependentType() || rd->isLambda())
      return true;
    QualType t = ctx.getCanonicalTagType(rd);
    std::string name = type(t);
    if (name.find("(unnamed") != std::string::npos ||
        name.find("(anonymous") != std::string::npos)
      return true;
    const ASTRecordLayout &layout = ctx.getASTRecordLayout(rd);
    out.insert("record " + name + " size " +
               std::to_string(layout.getSize().getQuantity()) + " align " +
               std::to_string(layout.getAlignment().getQuantity()));
    for (const FieldDecl *f : rd->fields()) {
      if (f->getAccess() == AS_private)
        continue;
      uint64_t bits = layout.getFieldOffset(f->getFieldIndex());
      out.insert("field " + name + "::" + f->getNameAsString() + " : " +
                 type(f->getType()) + " offset " + std::to_string(bits / 8) +
                 (f->getAccess() == AS_protected ? " protected" : ""));
    }
    return true;
  }

  bool VisitTypedefNameDecl(TypedefNameDecl *td) {
    if (td->isImplicit() || !inHeaders(td) || !td->getDeclContext()->isFileContext())
      return true;
    out.insert("typedef " + td->getQualifiedNameAsString() + " = " +
               type(td->getUnderlyingType()));
    return true;
  }

  bool VisitVarDecl(VarDecl *vd) {
    if (vd->isImplicit() || !inHeaders(vd) || isa<ParmVarDecl>(vd) ||
        !vd->isFileVarDecl())
      return true;
    out.insert("variable " + vd->getQualifiedNameAsString() + " : " +
               type(vd->getType()));
    return true;
  }

private:
  ASTContext &ctx;
  SourceManager &sm;
  const llvm::StringSet<> &files;
  std::set<std::string> &out;
  PrintingPolicy policy{LangOptions()};
};

class ApiConsumer : public ASTConsumer {
public:
  ApiConsumer(Preprocessor &pp, const llvm::StringSet<> &files,
              std::set<std::string> &out)
      : pp(pp), files(files), out(out) {}

  void HandleTranslationUnit(ASTContext &ctx) override {
    ApiCollector(ctx, files, out).TraverseDecl(ctx.getTranslationUnitDecl());
    SourceManager &sm = ctx.getSourceManager();
    for (const auto &m : pp.macros()) {
      const MacroInfo *mi = pp.getMacroInfo(m.first);
      if (!mi)
        continue;
      SourceLocation l = sm.getExpansionLoc(mi->getDefinitionLoc());
      if (l.isInvalid() ||
          !files.contains(llvm::sys::path::filename(sm.getFilename(l))))
        continue;
      std::string line = "macro " + m.first->getName().str();
      if (mi->isFunctionLike())
        line += "/" + std::to_string(mi->getNumParams()) +
                (mi->isVariadic() ? "..." : "");
      out.insert(line);
    }
  }

private:
  Preprocessor &pp;
  const llvm::StringSet<> &files;
  std::set<std::string> &out;
};

class ApiAction : public ASTFrontendAction {
public:
  ApiAction(const llvm::StringSet<> &files, std::set<std::string> &out)
      : files(files), out(out) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &ci,
                                                 llvm::StringRef) override {
    return std::make_unique<ApiConsumer>(ci.getPreprocessor(), files, out);
  }

private:
  const llvm::StringSet<> &files;
  std::set<std::string> &out;
};

} // namespace

int main(int argc, char **argv) {
  llvm::StringSet<> files;
  std::vector<const char *> args;
  bool sawSeparator = false;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef a = argv[i];
    if (sawSeparator) {
      args.push_back(argv[i]);
    } else if (a == "--") {
      sawSeparator = true;
    } else if (a.consume_front("--files=")) {
      llvm::SmallVector<llvm::StringRef> names;
      a.split(names, ',', -1, false);
      for (llvm::StringRef n : names)
        files.insert(n);
    } else {
      llvm::errs() << "kiln-header-api: unknown option '" << a << "'\n"
                   << "usage: kiln-header-api --files=a.h,b.h -- clang++ ARGS... FILE\n";
      return 2;
    }
  }
  if (files.empty() || args.empty()) {
    llvm::errs() << "usage: kiln-header-api --files=a.h,b.h -- clang++ ARGS... FILE\n";
    return 2;
  }
  std::unique_ptr<CompilerInvocation> inv = createInvocation(args);
  if (!inv) {
    llvm::errs() << "kiln-header-api: the command line gives no single compilation\n";
    return 2;
  }
  inv->getFrontendOpts().ProgramAction = frontend::ParseSyntaxOnly;
  CompilerInstance ci(std::move(inv));
  ci.createDiagnostics();
  std::set<std::string> out;
  ApiAction action(files, out);
  if (!ci.ExecuteAction(action) || ci.getDiagnostics().hasErrorOccurred())
    return 1;
  for (const std::string &line : out)
    llvm::outs() << line << "\n";
  return 0;
}
