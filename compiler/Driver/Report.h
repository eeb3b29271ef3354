//===- Report.h - kilnc --report: one self-contained HTML page -*- C++ -*-===//
//
// What a compilation shows its author beyond the output: the source with
// every diagnostic at its line (the sync passes' hazards and the barriers they
// inserted or removed, as remarks, marked), each target's IR after each stage
// with links from IR lines to the source lines they came from, and ptxas's
// resources per kernel. The driver fills a CompileReport as it goes; this
// file renders it. No network: the page carries its own style and script.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_DRIVER_REPORT_H
#define KILN_COMPILER_DRIVER_REPORT_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace kiln::driver {

struct ReportDiagnostic {
  std::string severity; // error, warning, remark, note
  std::string file;
  unsigned line = 0, column = 0;
  std::string message;
};

struct ReportStage {
  std::string target; // sm_90a
  std::string name;   // frontend, tile (layouts), simt, llvm, ptx
  std::string text;   // MLIR stages printed with their locations
  /// MLIR stages: each top-level op (symbol name, or "" for one without)
  /// printed on its own, which the page shows under its kernel; empty for
  /// LLVM IR and PTX, which the page splits at their function definitions.
  std::vector<std::pair<std::string, std::string>> symbols;
};

/// A decision a pass reported as an MLIR optimisation remark
/// (mlir/IR/Remarks.h), which kilnc collects under --report only:
///   kiln-sync  barrier-verified (the race each accepted barrier prevents);
///   kiln-tile  num-warps, layout, tensor-core, shared-buffer.
struct ReportRemark {
  std::string target, category, name, function;
  std::string file;
  unsigned line = 0, column = 0;
  std::string message;
  std::vector<std::pair<std::string, std::string>> args;
};

struct ReportResources {
  std::string target, kernel;
  long registers = -1, sharedBytes = -1, stackBytes = -1, spillStores = -1,
       spillLoads = -1;
};

struct CompileReport {
  std::string inputName, source;
  std::vector<ReportDiagnostic> diagnostics;
  std::vector<ReportStage> stages;
  std::vector<ReportResources> resources;
  std::vector<ReportRemark> remarks;
  /// (target, kernel) in the order of the simt module.
  std::vector<std::pair<std::string, std::string>> kernels;
  std::vector<std::string> notes; // e.g. "ptxas not found: no resources"
  bool succeeded = false;
};

/// The per-kernel lines of `ptxas -v` output for one target.
std::vector<ReportResources> parsePtxasResources(llvm::StringRef output,
                                                 llvm::StringRef target);

/// The whole page. IR lines carrying loc("<input>":L:C) link to source line L;
/// stages longer than a few hundred lines start folded.
std::string renderReportHtml(const CompileReport &report);

} // namespace kiln::driver

#endif
