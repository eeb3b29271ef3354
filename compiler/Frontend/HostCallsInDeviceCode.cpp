//===- HostCallsInDeviceCode.cpp - host calls from __host__ __device__ code ===//
//
// See HostCallsInDeviceCode.h.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/HostCallsInDeviceCode.h"

#include "clang/AST/Attr.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Sema/ExternalSemaSource.h"

using namespace clang;

namespace {

/// Sema asks its external sources for more deferred-diagnostic roots right
/// before it emits the deferred diagnostics: the moment to retag them.
class HostCallWarnings : public ExternalSemaSource {
public:
  explicit HostCallWarnings(Sema &sema) : sema(sema) {}

  void ReadDeclsToCheckForDeferredDiags(llvm::SmallSetVector<Decl *, 4> &) override {
    unsigned warning = sema.getDiagnostics().getCustomDiagID(
        DiagnosticsEngine::Warning,
        "calling a __host__ function %2 from a __host__ __device__ function is not allowed; "
        "as nvcc does, kilnc compiles the call, which the device must not reach (it traps)");
    for (auto &entry : sema.DeviceDeferredDiags)
      for (PartialDiagnosticAt &at : entry.second) {
        PartialDiagnostic &pd = at.second;
        if (pd.getDiagID() != diag::err_ref_bad_target)
          continue;
        DiagnosticStorage *args = pd.getStorage();
        // %0 callee's target, %1 function (0) or variable (1), %3 caller's.
        if (args->NumDiagArgs >= 4 && args->DiagArgumentsVal[0] == unsigned(CUDAFunctionTarget::Host) &&
            args->DiagArgumentsVal[1] == 0 &&
            args->DiagArgumentsVal[3] == unsigned(CUDAFunctionTarget::HostDevice))
          pd.setDiagID(warning);
      }
  }

private:
  Sema &sema;
};

} // namespace

void kiln::frontend::warnInsteadOfHostCallErrors(Sema &sema) {
  sema.addExternalSource(llvm::makeIntrusiveRefCnt<HostCallWarnings>(sema));
}

bool kiln::frontend::isHostOnlyCallee(const FunctionDecl *callee) {
  // Clang's rule (SemaCUDA::IdentifyTarget): an implicit declaration without
  // attributes (a lambda's conversion to a function pointer, a defaulted
  // special member) is __host__ __device__.
  return !callee->hasAttr<CUDADeviceAttr>() && !callee->hasAttr<CUDAGlobalAttr>() &&
         !callee->getBuiltinID() && !callee->isImplicit();
}
