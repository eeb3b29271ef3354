//===- TargetRedecls.cpp - nvcc's merging of __host__/__device__ redeclarations ===//
//
// See TargetRedecls.h.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/TargetRedecls.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Cuda.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/DenseMap.h"

using namespace clang;
using namespace kiln::frontend;

void TargetRedeclCatcher::HandleDiagnostic(DiagnosticsEngine::Level level, const Diagnostic &info) {
  unsigned id = info.getID();
  // %0 callee's target (2 __host__), %1 function (0), %3 caller's (3 __host__ __device__).
  if (id == diag::err_ref_bad_target && info.getNumArgs() >= 4 &&
      info.getRawArg(0) == unsigned(CUDAFunctionTarget::Host) && info.getRawArg(1) == 0 &&
      info.getRawArg(3) == unsigned(CUDAFunctionTarget::HostDevice))
    immediateHostCalls.push_back(info.getLocation());
  if (id == diag::err_member_decl_does_not_match || id == diag::err_cuda_ovl_target) {
    caught.push_back({info.getLocation(), SourceLocation()});
    expectNote = true;
  } else if (level == DiagnosticsEngine::Note) {
    if (expectNote && !caught.back().second.isValid() &&
        (id == diag::note_member_def_close_match || id == diag::note_previous_declaration))
      caught.back().second = info.getLocation();
  } else {
    expectNote = false;
  }
  DiagnosticConsumer::HandleDiagnostic(level, info);
  target.HandleDiagnostic(level, info);
}

namespace {

enum class Space { Host, Device, HostDevice, Global };

Space spaceOf(const FunctionDecl *f) {
  if (f->hasAttr<CUDAGlobalAttr>())
    return Space::Global;
  bool d = f->hasAttr<CUDADeviceAttr>(), h = f->hasAttr<CUDAHostAttr>();
  return d && h ? Space::HostDevice : d ? Space::Device : Space::Host;
}

/// The file's own function declarations (template patterns included, their
/// instantiations not): those at the caught locations, and the
/// namespace-scope definitions that may have split from a declaration.
class FindFunctions : public RecursiveASTVisitor<FindFunctions> {
public:
  // Declarations only: no function body holds one that can be redeclared.
  bool TraverseStmt(Stmt *) { return true; }
  bool VisitFunctionDecl(FunctionDecl *f) {
    at.try_emplace(f->getLocation().getRawEncoding(), f);
    if (!isa<CXXMethodDecl>(f) && f->doesThisDeclarationHaveABody() &&
        !f->isTemplateInstantiation() && spaceOf(f) == Space::Host)
      hostDefinitions.push_back(f);
    if (f->doesThisDeclarationHaveABody() && spaceOf(f) == Space::HostDevice)
      hostDeviceDefinitions.push_back(f);
    return true;
  }
  llvm::DenseMap<unsigned, FunctionDecl *> at;
  std::vector<FunctionDecl *> hostDefinitions;
  std::vector<FunctionDecl *> hostDeviceDefinitions;
};

const char *kMergedPrefix = "kilnc_target_merged:";

} // namespace

FileInsertions kiln::frontend::rewriteTargetRedecls(ASTContext &ctx,
                                                    const TargetRedeclCatcher &catcher) {
  const SourceManager &sm = ctx.getSourceManager();
  FindFunctions finder;
  for (Decl *d : ctx.getTranslationUnitDecl()->noload_decls())
    if (!d->isFromASTFile() && !sm.isInSystemHeader(d->getLocation()))
      finder.TraverseDecl(d);

  // (redeclaration, previous declaration)
  std::vector<std::pair<FunctionDecl *, FunctionDecl *>> pairs;
  for (auto [newLoc, oldLoc] : catcher.caught) {
    auto n = finder.at.find(newLoc.getRawEncoding());
    if (n == finder.at.end())
      continue;
    if (auto o = finder.at.find(oldLoc.getRawEncoding()); o != finder.at.end()) {
      pairs.push_back({n->second, o->second});
      continue;
    }
    // No note names it (a member template): the declarations of the name
    // in the context the definition names, of its type.
    FunctionDecl *f = n->second;
    for (NamedDecl *nd : f->getDeclContext()->lookup(f->getDeclName())) {
      auto *g = dyn_cast<FunctionDecl>(nd);
      if (auto *t = dyn_cast<FunctionTemplateDecl>(nd))
        g = t->getTemplatedDecl();
      if (g && g != f && ctx.hasSameType(g->getType(), f->getType()))
        pairs.push_back({f, g});
    }
  }
  for (FunctionDecl *f : finder.hostDefinitions) {
    for (NamedDecl *nd : f->getDeclContext()->getRedeclContext()->lookup(f->getDeclName())) {
      auto *g = dyn_cast<FunctionDecl>(nd);
      if (g && g != f && !g->isDefined() && spaceOf(g) == Space::Device)
        pairs.push_back(sm.isBeforeInTranslationUnit(g->getLocation(), f->getLocation())
                            ? std::pair(f, g)
                            : std::pair(g, f));
    }
  }

  FileInsertions edits;
  llvm::DenseSet<const FunctionDecl *> done;
  auto insertText = [&](FunctionDecl *d, std::string text) {
    SourceLocation begin = sm.getExpansionLoc(d->getInnerLocStart());
    auto [fid, offset] = sm.getDecomposedLoc(begin);
    // The attribute ends a line of its own; `#line` and as many spaces as
    // the declaration's column give the rest its line and columns back.
    llvm::StringRef buffer = sm.getBufferData(fid);
    unsigned lineStart = offset;
    while (lineStart > 0 && buffer[lineStart - 1] != '\n')
      --lineStart;
    PresumedLoc presumed = sm.getPresumedLoc(begin);
    if (presumed.isValid())
      text += "\n#line " + std::to_string(presumed.getLine()) + "\n" +
              std::string(offset - lineStart, ' ');
    edits[fid][offset] += text;
  };
  auto insert = [&](FunctionDecl *d, llvm::StringRef annotation) {
    if (!done.insert(d).second)
      return;
    std::string text = "__attribute__((host, device";
    if (!annotation.empty())
      text += ", annotate(\"" + (kMergedPrefix + annotation).str() + "\")";
    insertText(d, text + ")) ");
  };
  // The __host__ __device__ definitions holding calls Clang refused at once.
  llvm::DenseSet<const FunctionDecl *> inlined;
  for (SourceLocation call : catcher.immediateHostCalls) {
    SourceLocation at = sm.getExpansionLoc(call);
    for (FunctionDecl *f : finder.hostDeviceDefinitions) {
      SourceRange body = f->getBody()->getSourceRange();
      if (f->isInlined() || f->getLocation().isMacroID() ||
          sm.isBeforeInTranslationUnit(at, sm.getExpansionLoc(body.getBegin())) ||
          sm.isBeforeInTranslationUnit(sm.getExpansionLoc(body.getEnd()), at))
        continue;
      if (inlined.insert(f).second)
        insertText(f, "inline ");
      break;
    }
  }
  for (auto [n, o] : pairs) {
    Space ns = spaceOf(n), os = spaceOf(o);
    // Only a __host__/__device__ difference on declarations of one type,
    // each spelled in a file (not a macro's expansion).
    if (ns == os || ns == Space::Global || os == Space::Global ||
        !ctx.hasSameType(n->getType(), o->getType()) || n->getLocation().isMacroID() ||
        o->getLocation().isMacroID() || sm.getFileID(sm.getExpansionLoc(n->getInnerLocStart())) !=
                                            sm.getFileID(n->getLocation()) ||
        sm.getFileID(sm.getExpansionLoc(o->getInnerLocStart())) != sm.getFileID(o->getLocation()))
      continue;
    // nvcc's warnings #20037-D / #20039-D; where one side is already
    // __host__ __device__ nvcc says nothing.
    llvm::StringRef why = os == Space::Device && ns == Space::Host
                              ? "a __device__ function redeclared without __device__"
                          : os == Space::Host && ns == Space::Device
                              ? "a __host__ function redeclared with __device__"
                              : "";
    if (ns != Space::HostDevice)
      insert(n, why);
    if (os != Space::HostDevice)
      insert(o, "");
  }
  return edits;
}

void kiln::frontend::warnTargetRedecls(ASTContext &ctx, DiagnosticsEngine &diags) {
  class Find : public RecursiveASTVisitor<Find> {
  public:
    bool TraverseStmt(Stmt *) { return true; }
    bool VisitFunctionDecl(FunctionDecl *f) {
      for (const AnnotateAttr *a : f->specific_attrs<AnnotateAttr>())
        if (a->getAnnotation().starts_with(kMergedPrefix))
          found.push_back({f, a->getAnnotation().substr(strlen(kMergedPrefix))});
      return true;
    }
    std::vector<std::pair<FunctionDecl *, llvm::StringRef>> found;
  } finder;
  const SourceManager &sm = ctx.getSourceManager();
  for (Decl *d : ctx.getTranslationUnitDecl()->noload_decls())
    if (!d->isFromASTFile() && !sm.isInSystemHeader(d->getLocation()))
      finder.TraverseDecl(d);
  unsigned id = diags.getCustomDiagID(
      DiagnosticsEngine::Warning,
      "%0 ('%1'), hence treated as a __host__ __device__ function, as nvcc does");
  for (auto [f, why] : finder.found)
    if (!why.empty())
      diags.Report(f->getLocation(), id) << why << f->getQualifiedNameAsString();
}
