//===- ClangWording.cpp - Clang errors reworded for kilnc ----------------===//
//
// See ClangWording.h.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/ClangWording.h"

#include "clang/Basic/DiagnosticSema.h"

using namespace clang;
using namespace kiln::frontend;

void ClangWording::HandleDiagnostic(DiagnosticsEngine::Level level, const Diagnostic &info) {
  DiagnosticConsumer::HandleDiagnostic(level, info); // the counts
  llvm::SmallString<256> text;
  if (info.getID() == diag::err_cuda_device_kernel_launch_require_rdc) {
    text = kDeviceLaunchMessage;
  } else if (info.getID() == diag::err_typecheck_pointer_arith_void_type) {
    info.FormatDiagnostic(text);
    text += kVoidPointerArithmeticHint;
  } else if (info.getID() == diag::err_auto_not_allowed && !cxx20 &&
             info.getRawArg(0) == 0 /* 'auto' */ && info.getRawArg(1) == 0 /* function prototype */) {
    info.FormatDiagnostic(text);
    text += kAutoParameterHint;
  } else {
    target.HandleDiagnostic(level, info);
    return;
  }
  // The same diagnostic with a stored message: FormatDiagnostic (the
  // printer's, the records') returns it as it stands.
  DiagnosticStorage storage;
  storage.DiagRanges.append(info.getRanges().begin(), info.getRanges().end());
  target.HandleDiagnostic(level, Diagnostic(info.getDiags(), info.getLocation(), info.getID(),
                                            storage, text));
}
