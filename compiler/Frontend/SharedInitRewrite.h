//===- SharedInitRewrite.h - __shared__ objects with constructors -*- C++ -*-===//
//
// `struct Acc { float v = 0; }; __shared__ Acc s[256];` is accepted by nvcc,
// which does not run the constructor (shared memory is not initialised; it
// warns when the constructor is user-provided). Clang refuses it
// (err_shared_var_init) and marks the variable invalid, after which every use
// of it is dropped; Kiln uses Debian's Clang libraries unchanged, so kilnc
// rewrites such declarations instead:
//
//  1. The first parse catches err_shared_var_init (SharedInitCatcher) and,
//     from its AST, computes for each caught declaration an edit of its
//     source text that asks for no initialisation (rewriteSharedInits):
//       `__shared__ Acc s[256];`  ->  `__attribute__((loader_uninitialized,
//          annotate("kiln.shared_init_skipped"))) static __shared__ Acc s[256];`
//       `__shared__ Acc t;`       ->  the same on `Acc __kiln_shared_t[1];`
//          followed by `auto &t = __kiln_shared_t[0];`
//     (Clang's loader_uninitialized leaves a static variable without
//     initialiser, but only accepts class types with trivial constructors
//     outside arrays: hence the one-element array.)
//  2. The second parse reads the edited files (remapped buffers; no line
//     moves, so diagnostics keep their lines) and the code generator warns
//     at each such variable that its initialisation does not run.
//
// Only files that hit the error are parsed twice. A declaration the rewrite
// cannot reach (a name spelled inside a macro, a namespace-scope __shared__
// object that is not an array) keeps Clang's error, and one more saying what
// to write instead.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_SHAREDINITREWRITE_H
#define KILN_COMPILER_FRONTEND_SHAREDINITREWRITE_H

#include "clang/AST/ASTContext.h"
#include "compiler/Frontend/ForwardingConsumer.h"
#include "clang/Basic/Diagnostic.h"

#include <map>
#include <string>
#include <vector>

namespace kiln::frontend {

class ModuleGen;

/// The annotation the rewrite puts on the declarations it changed.
inline constexpr const char *kSharedInitSkipped = "kiln.shared_init_skipped";
/// The prefix of the storage array of a rewritten non-array variable.
inline constexpr const char *kSharedStoragePrefix = "__kiln_shared_";

/// Forwards every diagnostic to `target` except Clang's "initialization is
/// not supported for __shared__ variables", whose locations it records (and,
/// when `suppress`, keeps from `target` and from the error count).
class SharedInitCatcher : public ForwardingConsumer {
public:
  SharedInitCatcher(clang::DiagnosticConsumer &target, bool suppress)
      : ForwardingConsumer(target), suppress(suppress) {}
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override;

  std::vector<clang::SourceLocation> caught;

private:
  bool suppress;
};

/// Insertions into files' text, by file and offset (each offset once).
using FileInsertions = std::map<clang::FileID, std::map<unsigned, std::string>>;

/// A file the rewrites edited: the text the second parse reads, the text as
/// written, and what was inserted where (offsets in the text as written).
struct RewrittenFile {
  std::string text;
  std::string original;
  std::map<unsigned, std::string> insertions;
};
using RewrittenFiles = std::map<std::string, RewrittenFile>;

/// The edited files (by name) that make the declarations of `caught`
/// uninitialised (those it cannot rewrite are left as they are), with the
/// other rewrites' `insertions` of the same parse made too.
RewrittenFiles rewriteSharedInits(clang::ASTContext &ctx,
                                  const std::vector<clang::SourceLocation> &caught,
                                  FileInsertions insertions = {});

/// Forwards every diagnostic to `target`, those at a file location of a
/// file the rewrites edited moved to the same place in a buffer holding that
/// file as written (ranges likewise; fix-its dropped): the user sees their
/// own line, not the rewritten one (`__kiln_shared_t[1]; auto &t = ...`,
/// attributes before a declaration, spaces where a template header was).
/// The buffer has no `#line` of the user's: lines count as they stand in the
/// file. A location inside a macro expansion is left as it is.
class AsWrittenLocations : public ForwardingConsumer {
public:
  AsWrittenLocations(clang::DiagnosticConsumer &target, const RewrittenFiles &files)
      : ForwardingConsumer(target), files(files) {}
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override;

private:
  /// `at` in the buffer as written, or an invalid location when `at` is not
  /// a file location of a rewritten file.
  clang::SourceLocation moved(clang::SourceManager &sm, clang::SourceLocation at);

  const RewrittenFiles &files;
  /// Per rewritten file, the buffer as written (made when first needed).
  std::map<std::string, clang::FileID> asWritten;
};

/// After the second parse: at each declaration still refused, an error
/// saying why and what to write instead.
void explainSharedInits(clang::ASTContext &ctx, clang::DiagnosticsEngine &diags,
                        const std::vector<clang::SourceLocation> &caught);

/// At a __shared__ variable the rewrite changed, as the code generator
/// creates it: the warning that its initialization does not run.
void warnIfSharedInitSkipped(ModuleGen &cgm, const clang::VarDecl *var);

} // namespace kiln::frontend

#endif
