//===- DiagnosticRecord.h - a diagnostic as data --------------*- C++ -*-===//
//
// kilnc prints diagnostics as Clang does; the in-process API (kiln::compile)
// hands them to its caller instead. Both the frontend (Clang's diagnostics)
// and the driver (MLIR's and its own) report through a DiagnosticSink when
// one is set, so the two paths share every stage.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_DIAGNOSTICRECORD_H
#define KILN_COMPILER_FRONTEND_DIAGNOSTICRECORD_H

#include <functional>
#include <string>

namespace kiln::frontend {

enum class DiagnosticSeverity { Note, Remark, Warning, Error };

struct DiagnosticRecord {
  DiagnosticSeverity severity = DiagnosticSeverity::Error;
  std::string file; // empty: not about a source position (a bad option)
  unsigned line = 0, column = 0;
  std::string message;
};

/// Receives each diagnostic of one compilation, in order (a note follows the
/// diagnostic it belongs to).
using DiagnosticSink = std::function<void(const DiagnosticRecord &)>;

} // namespace kiln::frontend

#endif
