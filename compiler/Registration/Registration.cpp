//===- Registration.cpp - every dialect Kiln's tools use -----------------===//
#include "compiler/Registration/Registration.h"

#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/tile/IR/TileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/Transforms/InlinerInterfaceImpl.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/DialectRegistry.h"

void kiln::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<kiln::simt::SimtDialect, kiln::tile::TileDialect,
                  mlir::arith::ArithDialect,
                  mlir::cf::ControlFlowDialect, mlir::func::FuncDialect,
                  mlir::LLVM::LLVMDialect, mlir::NVVM::NVVMDialect,
                  mlir::math::MathDialect, mlir::scf::SCFDialect,
                  mlir::ub::UBDialect, mlir::index::IndexDialect>();
  // func.call/return inlining: device functions are inlined before the
  // sync passes (Pipelines.cpp).
  mlir::func::registerInlinerExtension(registry);
  // Device functions holding LLVM/NVVM ops the frontend emits directly
  // (llvm.intr.bswap, llvm.call_intrinsic for __funnelshift_l ...) inline too.
  mlir::LLVM::registerInlinerInterface(registry);
  mlir::NVVM::registerInlinerInterface(registry);
}
