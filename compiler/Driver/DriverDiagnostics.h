//===- DriverDiagnostics.h - the driver's own errors, text or data -*- C++ -*-===//
//
// kilnc prints "kilnc: error: ..." to stderr; under kiln::compile the same
// errors reach the caller's DiagnosticSink. The sink belongs to the
// compilation running on this thread (each compilation runs on its own
// large-stack thread, so concurrent compilations never share it).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_DRIVER_DRIVERDIAGNOSTICS_H
#define KILN_COMPILER_DRIVER_DRIVERDIAGNOSTICS_H

#include "compiler/Frontend/DiagnosticRecord.h"

#include "llvm/ADT/Twine.h"

namespace kiln::driver {

/// Sets (null: clears) this thread's sink; returns the previous one.
const frontend::DiagnosticSink *
setThreadDiagnosticSink(const frontend::DiagnosticSink *sink);

/// "kilnc: error: <message>" on stderr, or an Error record to the sink.
/// Returns 1, the exit code of a failed compilation.
int reportDriverError(const llvm::Twine &message);
/// The same for a warning ("kilnc: warning: ...").
void reportDriverWarning(const llvm::Twine &message);

/// Whether kilnc's own "error:"/"warning:" labels are coloured
/// (-fcolor-diagnostics); Clang's and MLIR's follow the same choice.
void setDriverColors(bool enabled);

} // namespace kiln::driver

#endif
