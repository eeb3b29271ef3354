//===- SimtDialect.h - the simt dialect ------------------------*- C++ -*-===//
//
// Everything a user of the simt dialect needs: the dialect, its enums,
// attributes, types and ops.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_IR_SIMTDIALECT_H
#define KILN_DIALECTS_SIMT_IR_SIMTDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/MemorySlotInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/IR/SimtEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/simt/IR/SimtAttrs.h.inc"

// After the attributes: the helpers of the dialect's discardable attributes
// (SimtDialect.td, discardableAttrs) read them by their types.
#include "dialects/simt/IR/SimtDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/simt/IR/SimtTypes.h.inc"

// CollectiveOpInterface (SimtInterfaces.td): barriers, warp collectives.
#include "dialects/simt/IR/SimtInterfaces.h.inc"

namespace kiln::simt {
/// The error for an op of the InsideFunction trait with no enclosing function.
mlir::LogicalResult verifyInsideFunction(mlir::Operation *op);

/// Marks ops that are only valid inside a function (every simt and tile op
/// but simt.global): the verifier rejects them at the top level of a module.
template <typename ConcreteType>
class InsideFunction
    : public mlir::OpTrait::TraitBase<ConcreteType, InsideFunction> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return verifyInsideFunction(op);
  }
};

/// True for the ops every thread of a scope must reach together: those of
/// the CollectiveOpInterface, inline PTX only when it holds a collective.
bool isCollective(mlir::Operation *op);

/// True if `func` is a kernel entry point (`simt.kernel`).
bool isKernel(mlir::Operation *func);

/// The resources of the simt ops' memory effects (SimtDialect.td): shared
/// memory (the block's, and the cluster's through mapped addresses) and
/// global memory. Local and constant memory are the default resource.
struct SharedMemory : mlir::SideEffects::Resource::Base<SharedMemory> {
  llvm::StringRef getName() final { return "<Shared>"; }
};
struct GlobalMemory : mlir::SideEffects::Resource::Base<GlobalMemory> {
  llvm::StringRef getName() final { return "<Global>"; }
};

/// Adds `effect` on the memory `ptr` (a !simt.ptr operand) points to: shared
/// or global memory by its address space; a generic pointer may point to
/// either, or to local memory, so it touches every resource.
void addPointeeEffect(
    llvm::SmallVectorImpl<mlir::SideEffects::EffectInstance<mlir::MemoryEffects::Effect>>
        &effects,
    mlir::MemoryEffects::Effect *effect, mlir::OpOperand &ptr);

/// True if `op`'s memory effects name shared or global memory (a generic
/// pointer's included). Ops without the effect interface (calls, ops with
/// regions) are not asked: the caller decides what they mean.
bool touchesSharedOrGlobalMemory(mlir::Operation *op);

class SimtDialect;
/// Lets the inliner inline functions made of simt ops (SimtInliner.cpp).
void addSimtInlinerInterface(SimtDialect &dialect);
} // namespace kiln::simt

#define GET_OP_CLASSES
#include "dialects/simt/IR/SimtOps.h.inc"

#endif // KILN_DIALECTS_SIMT_IR_SIMTDIALECT_H
