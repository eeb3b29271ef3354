//===- ReportCollector.h - what kilnc --report gathers from MLIR -*- C++ -*-===//
//
// The parts of a CompileReport that come from inside the pipeline rather
// than from its outputs: the passes' optimisation remarks (barriers the sync
// passes verified, the tile lowering's decisions), each kernel's IR on its
// own, and a tile kernel's IR once its layouts are chosen.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_DRIVER_REPORTCOLLECTOR_H
#define KILN_COMPILER_DRIVER_REPORTCOLLECTOR_H

#include "compiler/Driver/Report.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <functional>
#include <memory>
#include <optional>

namespace kiln::driver {

/// The file position a diagnostic or remark at `loc` is shown at: the first
/// one `userLocation` accepts (the user's line rather than one in Kiln's std
/// headers, as the printer chooses), else the first one `loc` has.
std::optional<mlir::FileLineColLoc>
displayedPosition(mlir::Location loc, llvm::function_ref<bool(mlir::Location)> userLocation);

/// Sets a remark engine on `context` that appends every kiln-* remark to
/// `report` (thread-safe: function passes run in parallel), at the first
/// location `userLocation` accepts.
void collectReportRemarks(mlir::MLIRContext &context, CompileReport &report,
                          llvm::StringRef target,
                          std::function<bool(mlir::Location)> userLocation);

/// Each top-level op of `module` printed on its own, with its locations
/// inline (loc("file":line:col)), keyed by its symbol name.
std::vector<std::pair<std::string, std::string>>
printSymbolsWithLocations(mlir::ModuleOp module);

/// Fills `stage` with each function as it is after the pass whose argument
/// is `passArgument` (a function pass: "tile-convert-layouts").
std::unique_ptr<mlir::PassInstrumentation>
captureAfterPass(llvm::StringRef passArgument, ReportStage &stage);

} // namespace kiln::driver

#endif
