//===- TargetRedecls.h - nvcc's merging of __host__/__device__ redeclarations -*- C++ -*-===//
//
// nvcc treats a function redeclared with other execution-space attributes
// as __host__ __device__ (its warnings #20037-D and #20039-D):
//
//   struct Acc { __device__ void add(float); };
//   void Acc::add(float x) { ... }              // nvcc: __host__ __device__
//   __device__ float f(float); float f(float x) { ... }   // likewise
//
// Clang treats the attributes as part of the signature: the out-of-line
// definition matches no declaration (err_member_decl_does_not_match), a
// __host__ one cannot overload a __host__ __device__ one
// (err_cuda_ovl_target), and a namespace-scope __host__ definition becomes
// an overload of the __device__ declaration, which then has no body. Kilnc
// rewrites such pairs as it rewrites __shared__ initialisers
// (SharedInitRewrite.h): the first parse records them, each declaration of
// the pair gets `__attribute__((host, device))` in front of its specifiers
// (ending a line there, then `#line` and spaces up to the declaration's
// column, so lines and columns stay as written), and the second parse warns
// as nvcc does at the declaration that changed the attributes. Only pairs of the same type
// (parameters, qualifiers, result) are merged; a declaration spelled inside
// a macro keeps Clang's error.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_TARGETREDECLS_H
#define KILN_COMPILER_FRONTEND_TARGETREDECLS_H

#include "compiler/Frontend/SharedInitRewrite.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"

#include <utility>
#include <vector>

namespace kiln::frontend {

/// The annotation the rewrite puts on the declaration that redeclared.
inline constexpr const char *kTargetMerged = "kiln.nvcc_target_merged";

/// Forwards every diagnostic to `target`, recording the locations of the
/// redeclarations Clang refuses for their execution-space attributes and of
/// the declarations its note names.
class TargetRedeclCatcher : public ForwardingConsumer {
public:
  using ForwardingConsumer::ForwardingConsumer;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override;

  /// (redeclaration's name, previous declaration's name); the second is
  /// invalid until the note arrives.
  std::vector<std::pair<clang::SourceLocation, clang::SourceLocation>> caught;
  /// Calls of __host__ functions that Clang refused at once in a
  /// __host__ __device__ function it knows is emitted (a non-inline,
  /// non-template one): HostCallsInDeviceCode.h.
  std::vector<clang::SourceLocation> immediateHostCalls;

private:
  bool expectNote = false;
};

/// The insertions that make both declarations of each mergeable pair
/// __host__ __device__: the pairs `caught` and the namespace-scope ones
/// Clang accepted as overloads (found in the file's own declarations).
/// Also `inline` on the definitions of the __host__ __device__ functions
/// holding `immediateHostCalls`: Clang then defers their checks until the
/// device uses them, as for inline functions, and kilnc keeps every device
/// function but kernels internal anyway, so nothing else changes.
FileInsertions rewriteTargetRedecls(clang::ASTContext &ctx,
                                    const TargetRedeclCatcher &catcher);

/// On the second parse: nvcc's warning at each declaration the rewrite made
/// __host__ __device__ because it redeclared another's attributes.
void warnTargetRedecls(clang::ASTContext &ctx, clang::DiagnosticsEngine &diags);

} // namespace kiln::frontend

#endif
