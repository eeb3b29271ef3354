//===- DriverDiagnostics.cpp - the driver's own errors, text or data -------===//
#include "compiler/Driver/DriverDiagnostics.h"

#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>

using namespace kiln;
using namespace kiln::frontend;

namespace {
thread_local const DiagnosticSink *threadSink = nullptr;
std::atomic<bool> colors{false};

void report(DiagnosticSeverity severity, const llvm::Twine &message) {
  if (threadSink) {
    (*threadSink)({severity, "", 0, 0, message.str()});
    return;
  }
  llvm::raw_ostream &os = llvm::errs();
  os << "kilnc: ";
  llvm::HighlightColor color = severity == DiagnosticSeverity::Error
                                   ? llvm::HighlightColor::Error
                                   : llvm::HighlightColor::Warning;
  llvm::WithColor(os, color, colors ? llvm::ColorMode::Enable : llvm::ColorMode::Disable)
      << (severity == DiagnosticSeverity::Error ? "error: " : "warning: ");
  os << message << "\n";
}
} // namespace

const DiagnosticSink *kiln::driver::setThreadDiagnosticSink(const DiagnosticSink *sink) {
  const DiagnosticSink *previous = threadSink;
  threadSink = sink;
  return previous;
}

int kiln::driver::reportDriverError(const llvm::Twine &message) {
  report(DiagnosticSeverity::Error, message);
  return 1;
}

void kiln::driver::reportDriverWarning(const llvm::Twine &message) {
  report(DiagnosticSeverity::Warning, message);
}

void kiln::driver::setDriverColors(bool enabled) { colors = enabled; }
