//===- LoweringRemarks.h - the tile lowering's decisions, as remarks -*- C++ -*-===//
//
// kilnc --report shows, per tile kernel, what the lowering chose: the
// tensor-core path of each matmul (mma.sync, wgmma, or FMAs), the pipelined
// mainloop's stages and the shared-memory buffers it made. MLIR optimisation
// remarks of category kiln-tile: nothing is built unless the context
// collects remarks (kilnc enables that under --report only).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_CONVERSION_TILETOSIMT_LOWERINGREMARKS_H
#define KILN_COMPILER_CONVERSION_TILETOSIMT_LOWERINGREMARKS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Remarks.h"

#include <initializer_list>
#include <string>
#include <utility>

namespace kiln::tile_lowering {

inline void remarkLowering(
    mlir::Location loc, mlir::func::FuncOp func, llvm::StringRef name,
    const std::string &message,
    std::initializer_list<std::pair<llvm::StringRef, std::string>> args = {}) {
  if (!loc->getContext()->getRemarkEngine())
    return;
  auto remark = mlir::remark::analysis(
      loc, mlir::remark::RemarkOpts::name(name).category("kiln-tile").function(
               func.getSymName()));
  remark << message;
  for (const auto &[key, value] : args)
    remark << mlir::remark::detail::Remark::Arg(key, value);
}

} // namespace kiln::tile_lowering

#endif
