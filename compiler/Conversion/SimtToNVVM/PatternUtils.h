//===- PatternUtils.h - shared by the simt -> NVVM patterns --*- C++ -*-===//
//
// Constants and the simt scope/order -> LLVM mappings that several pattern
// files of convert-simt-to-nvvm use (private to this folder).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_CONVERSION_SIMTTONVVM_PATTERNUTILS_H
#define KILN_COMPILER_CONVERSION_SIMTTONVVM_PATTERNUTILS_H

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace kiln::simt_to_nvvm {

inline mlir::Value i32Const(mlir::OpBuilder &b, mlir::Location loc, int64_t v) {
  return mlir::LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                        b.getI32IntegerAttr(static_cast<int32_t>(v)));
}
inline mlir::Value i64Const(mlir::OpBuilder &b, mlir::Location loc, int64_t v) {
  return mlir::LLVM::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(v));
}

/// LLVM's sync scope names for the NVPTX backend ("" is the system scope).
inline llvm::StringRef syncScope(simt::Scope scope) {
  switch (scope) {
  case simt::Scope::Warp: // rejected by the verifiers; treat as block
  case simt::Scope::Block:
    return "block";
  case simt::Scope::Cluster:
    return "cluster";
  case simt::Scope::Device:
    return "device";
  case simt::Scope::System:
    return "";
  }
  return "";
}

inline mlir::LLVM::AtomicOrdering llvmOrdering(simt::MemoryOrder order) {
  switch (order) {
  case simt::MemoryOrder::Relaxed:
    return mlir::LLVM::AtomicOrdering::monotonic;
  case simt::MemoryOrder::Acquire:
    return mlir::LLVM::AtomicOrdering::acquire;
  case simt::MemoryOrder::Release:
    return mlir::LLVM::AtomicOrdering::release;
  case simt::MemoryOrder::AcqRel:
    return mlir::LLVM::AtomicOrdering::acq_rel;
  case simt::MemoryOrder::SeqCst:
    return mlir::LLVM::AtomicOrdering::seq_cst;
  }
  return mlir::LLVM::AtomicOrdering::seq_cst;
}

inline unsigned addressSpaceOf(mlir::Value ptr) {
  return llvm::cast<mlir::LLVM::LLVMPointerType>(ptr.getType()).getAddressSpace();
}

} // namespace kiln::simt_to_nvvm

#endif
