//===- SharedInitRewrite.cpp - __shared__ objects with constructors -------===//
//
// SharedInitRewrite.h says why and how.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/SharedInitRewrite.h"
#include "compiler/Frontend/CodeGen.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/DenseSet.h"

#include <set>

using namespace clang;
using namespace kiln::frontend;

void SharedInitCatcher::HandleDiagnostic(DiagnosticsEngine::Level level,
                                         const Diagnostic &info) {
  if (info.getID() == diag::err_shared_var_init) {
    caught.push_back(info.getLocation());
    if (suppress)
      return;
  }
  DiagnosticConsumer::HandleDiagnostic(level, info); // the counts
  target.HandleDiagnostic(level, info);
}

namespace {

/// The caught variables and the declaration statements holding them (none
/// for namespace-scope ones); template instantiations included, as Clang
/// checks those.
class FindCaught : public RecursiveASTVisitor<FindCaught> {
public:
  explicit FindCaught(const std::vector<SourceLocation> &caught) {
    for (SourceLocation l : caught)
      wanted.insert(l.getRawEncoding());
  }
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitDeclStmt(DeclStmt *ds) {
    for (Decl *d : ds->decls())
      if (auto *v = dyn_cast<VarDecl>(d); v && wanted.contains(v->getLocation().getRawEncoding()))
        found.push_back({v, ds});
    return true;
  }
  bool VisitVarDecl(VarDecl *v) {
    if (!v->isLocalVarDeclOrParm() && wanted.contains(v->getLocation().getRawEncoding()))
      found.push_back({v, nullptr});
    return true;
  }

  llvm::DenseSet<unsigned> wanted;
  std::vector<std::pair<VarDecl *, DeclStmt *>> found;
};

/// The caught variables, looked for first among the declarations this parse
/// made (the file's own, and the template instantiations they hold): a
/// traversal of the whole translation unit deserializes every declaration of
/// the prelude PCH (<cuda/barrier> and the host's C++ library), 250 ms where
/// the file's own take 1 ms. The whole unit only when some are elsewhere.
std::vector<std::pair<VarDecl *, DeclStmt *>>
findCaught(ASTContext &ctx, const std::vector<SourceLocation> &caught) {
  FindCaught finder(caught);
  for (Decl *d : ctx.getTranslationUnitDecl()->noload_decls())
    if (!d->isFromASTFile())
      finder.TraverseDecl(d);
  llvm::DenseSet<unsigned> seen;
  for (auto [v, ds] : finder.found)
    seen.insert(v->getLocation().getRawEncoding());
  if (seen.size() == finder.wanted.size())
    return std::move(finder.found);
  FindCaught everywhere(caught);
  everywhere.TraverseDecl(ctx.getTranslationUnitDecl());
  return std::move(everywhere.found);
}

/// Why `v` (in `ds`) cannot be rewritten; empty when it can.
std::string whyNot(const SourceManager &sm, const VarDecl *v, const DeclStmt *ds) {
  SourceLocation begin = sm.getExpansionLoc(v->getBeginLoc());
  SourceLocation name = v->getLocation();
  if (sm.getFileID(begin) != sm.getFileID(sm.getExpansionLoc(name)))
    return "the declaration is spelled across files";
  if (v->getType()->isArrayType())
    return "";
  if (name.isMacroID())
    return "its name is spelled inside a macro";
  if (!ds)
    return "it is a namespace-scope object that is not an array";
  if (sm.getFileID(sm.getExpansionLoc(ds->getEndLoc())) != sm.getFileID(begin))
    return "the declaration is spelled across files";
  return "";
}

} // namespace

RewrittenFiles kiln::frontend::rewriteSharedInits(ASTContext &ctx,
                                                 const std::vector<SourceLocation> &caught,
                                                 FileInsertions edits) {
  const SourceManager &sm = ctx.getSourceManager();
  std::vector<std::pair<VarDecl *, DeclStmt *>> found =
      caught.empty() ? std::vector<std::pair<VarDecl *, DeclStmt *>>() : findCaught(ctx, caught);

  // Insertions per file: offset -> text (each offset once: two declarators
  // of one statement, or two instantiations of one template, share it).
  std::map<FileID, std::set<unsigned>> startsDone;
  std::set<std::pair<unsigned, unsigned>> renamed; // (file, offset)
  for (auto [v, ds] : found) {
    if (!whyNot(sm, v, ds).empty())
      continue;
    SourceLocation begin = sm.getExpansionLoc(v->getBeginLoc());
    auto [fid, beginOffset] = sm.getDecomposedLoc(begin);
    auto &fileEdits = edits[fid];
    if (startsDone[fid].insert(beginOffset).second) {
      // `static`, as loader_uninitialized wants a variable with static
      // storage when its attributes are read (Clang makes a function-scope
      // __shared__ variable static only afterwards).
      llvm::StringRef buffer = sm.getBufferData(fid);
      unsigned nameOffset = sm.getFileOffset(sm.getExpansionLoc(v->getLocation()));
      llvm::StringRef specifiers =
          buffer.slice(beginOffset, std::max(beginOffset, nameOffset));
      bool isStatic = false;
      for (size_t at = specifiers.find("static"); at != llvm::StringRef::npos;
           at = specifiers.find("static", at + 1)) {
        auto identChar = [](char c) { return std::isalnum((unsigned char)c) || c == '_'; };
        bool startOk = at == 0 || !identChar(specifiers[at - 1]);
        bool endOk = at + 6 >= specifiers.size() || !identChar(specifiers[at + 6]);
        isStatic |= startOk && endOk;
      }
      std::string text = std::string("__attribute__((loader_uninitialized, annotate(\"") +
                         kSharedInitSkipped + "\"))) ";
      if (!isStatic)
        text += "static ";
      // Where the declaration starts its line, the specifiers go on a line
      // of their own before it, and `#line` gives the declaration its line
      // number back: diagnostics show the line as written.
      unsigned lineStart = beginOffset;
      while (lineStart > 0 && (buffer[lineStart - 1] == ' ' || buffer[lineStart - 1] == '\t'))
        --lineStart;
      PresumedLoc presumed = sm.getPresumedLoc(begin);
      if ((lineStart == 0 || buffer[lineStart - 1] == '\n') && presumed.isValid()) {
        fileEdits[lineStart] +=
            text + "\n#line " + std::to_string(presumed.getLine()) + "\n";
      } else {
        fileEdits[beginOffset] += text;
      }
    }
    if (v->getType()->isArrayType())
      continue;
    // A class object: a one-element array, and a reference of the name.
    unsigned nameOffset = sm.getFileOffset(v->getLocation());
    if (!renamed.insert({fid.getHashValue(), nameOffset}).second)
      continue;
    std::string name = v->getName().str();
    std::string storage = kSharedStoragePrefix + name;
    fileEdits[nameOffset] += kSharedStoragePrefix; // before the name
    // The name itself stays; `[1]` after it.
    unsigned nameEnd = nameOffset + name.size();
    fileEdits[nameEnd] += "[1]";
    unsigned semi = sm.getFileOffset(sm.getExpansionLoc(ds->getEndLoc())) + 1;
    fileEdits[semi] += " auto &" + name + " = " + storage + "[0];";
  }

  RewrittenFiles files;
  for (auto &[fid, fileEdits] : edits) {
    OptionalFileEntryRef entry = sm.getFileEntryRefForID(fid);
    if (!entry)
      continue;
    llvm::StringRef buffer = sm.getBufferData(fid);
    std::string out;
    unsigned from = 0;
    for (auto &[offset, text] : fileEdits) {
      out += buffer.slice(from, offset).str();
      out += text;
      from = offset;
    }
    out += buffer.substr(from).str();
    RewrittenFile &file = files[entry->getName().str()];
    file.text = std::move(out);
    file.original = buffer.str();
    file.insertions = std::move(fileEdits);
  }
  return files;
}

SourceLocation AsWrittenLocations::moved(SourceManager &sm, SourceLocation at) {
  if (at.isInvalid() || !at.isFileID())
    return {};
  auto [fid, offset] = sm.getDecomposedLoc(at);
  OptionalFileEntryRef entry = sm.getFileEntryRefForID(fid);
  if (!entry)
    return {};
  auto it = files.find(entry->getName().str());
  if (it == files.end())
    return {};
  const RewrittenFile &file = it->second;
  // The offset as written: one inside inserted text is where the insertion
  // was made (the user's text follows it there).
  unsigned inserted = 0;
  for (const auto &[where, text] : file.insertions) {
    unsigned start = where + inserted; // in the rewritten text
    if (offset < start)
      break;
    if (offset < start + text.size()) {
      inserted = offset - where;
      break;
    }
    inserted += text.size();
  }
  unsigned original = offset - inserted;
  if (original > file.original.size())
    return {};
  FileID &id = asWritten[it->first];
  if (id.isInvalid())
    id = sm.createFileID(llvm::MemoryBuffer::getMemBuffer(file.original, entry->getName()),
                         sm.getFileCharacteristic(at), 0, 0, sm.getIncludeLoc(fid));
  return sm.getLocForStartOfFile(id).getLocWithOffset(original);
}

void AsWrittenLocations::HandleDiagnostic(DiagnosticsEngine::Level level, const Diagnostic &info) {
  DiagnosticConsumer::HandleDiagnostic(level, info); // the counts
  SourceLocation at = info.hasSourceManager() && !files.empty()
                          ? moved(info.getSourceManager(), info.getLocation())
                          : SourceLocation();
  if (at.isInvalid()) {
    target.HandleDiagnostic(level, info);
    return;
  }
  // The same diagnostic, its text formatted now (a stored message), at the
  // location as written; ranges that move go with it.
  SmallString<256> message;
  info.FormatDiagnostic(message);
  DiagnosticStorage storage;
  for (const CharSourceRange &range : info.getRanges()) {
    SourceLocation begin = moved(info.getSourceManager(), range.getBegin());
    SourceLocation end = moved(info.getSourceManager(), range.getEnd());
    if (begin.isValid() && end.isValid())
      storage.DiagRanges.push_back(CharSourceRange(SourceRange(begin, end), range.isTokenRange()));
  }
  target.HandleDiagnostic(level, Diagnostic(info.getDiags(), at, info.getID(), storage, message));
}

void kiln::frontend::explainSharedInits(ASTContext &ctx, DiagnosticsEngine &diags,
                                        const std::vector<SourceLocation> &caught) {
  const SourceManager &sm = ctx.getSourceManager();
  std::vector<std::pair<VarDecl *, DeclStmt *>> found = findCaught(ctx, caught);
  // An error of its own, not a note: a note after the other diagnostics of
  // the end of the file would follow an ignored one and be dropped.
  unsigned id = diags.getCustomDiagID(
      DiagnosticsEngine::Error,
      "nvcc accepts this __shared__ variable and does not run its initialization; kilnc "
      "does the same by rewriting the declaration, which it cannot do here (%0): declare "
      "a function-scope __shared__ object outside a macro, or a __shared__ array, and "
      "assign its members in the kernel");
  llvm::DenseSet<unsigned> said;
  for (auto [v, ds] : found) {
    std::string why = whyNot(sm, v, ds);
    if (why.empty())
      why = "the rewritten declaration was refused again";
    if (said.insert(v->getLocation().getRawEncoding()).second)
      diags.Report(v->getLocation(), id) << why;
  }
}

/// Whether `#pragma nv_diag_suppress static_var_with_dynamic_init` (or its
/// number, 20054, or the older `diag_suppress`) is in force at `at`: real
/// code puts it before `__shared__ cuda::barrier<...> bar;` (the CUDA
/// programming guide does), and nvcc then says nothing. The file's text up
/// to `at` is read, later `nv_diag_default`/`nv_diag_warning` undoing it.
static bool nvDiagSuppressed(const SourceManager &sm, SourceLocation at) {
  at = sm.getFileLoc(at);
  auto [file, offset] = sm.getDecomposedLoc(at);
  bool invalid = false;
  llvm::StringRef text = sm.getBufferData(file, &invalid);
  if (invalid)
    return false;
  text = text.take_front(offset);
  bool suppressed = false;
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    text = rest;
    line = line.trim();
    if (!line.consume_front("#"))
      continue;
    line = line.ltrim();
    if (!line.consume_front("pragma"))
      continue;
    line = line.ltrim();
    bool suppress = line.consume_front("nv_diag_suppress") || line.consume_front("diag_suppress");
    bool restore = !suppress && (line.consume_front("nv_diag_default") || line.consume_front("nv_diag_warning") ||
                                 line.consume_front("diag_default") || line.consume_front("diag_warning"));
    if ((suppress || restore) && (line.contains("static_var_with_dynamic_init") || line.contains("20054")))
      suppressed = suppress;
  }
  return suppressed;
}

/// A __shared__ object whose constructor kilnc leaves out, as nvcc does
/// (SharedInitRewrite.h): said once per variable, with nvcc's reason.
void kiln::frontend::warnIfSharedInitSkipped(ModuleGen &cgm, const VarDecl *var) {
  bool skipped = llvm::any_of(var->specific_attrs<AnnotateAttr>(), [](const AnnotateAttr *a) {
    return a->getAnnotation() == kSharedInitSkipped;
  });
  if (!skipped)
    return;
  if (nvDiagSuppressed(var->getASTContext().getSourceManager(), var->getLocation()))
    return;
  llvm::StringRef name = var->getName();
  name.consume_front(kSharedStoragePrefix);
  unsigned id = cgm.diags.getCustomDiagID(
      DiagnosticsEngine::Warning,
      "dynamic initialization is not supported for __shared__ variable '%0': its "
      "constructor and default member initializers do not run (nvcc ignores them too); "
      "assign the members in the kernel, then __syncthreads()");
  cgm.diags.Report(var->getLocation(), id) << name;
}

