//===- KernelSignatures.cpp - kernel parameter lists for the bundle -------===//
#include "compiler/Driver/KernelSignatures.h"

#include "compiler/Target/TypeLayout.h"
#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/simt/IR/SplitLoopAttr.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::driver;

namespace {
/// The bundle's spelling of a type when the frontend recorded none.
std::string spellType(Type type) {
  if (auto ptr = dyn_cast<simt::PtrType>(type))
    return spellType(ptr.getElementType()) + "*";
  if (type.isInteger(1))
    return "bool";
  if (auto i = dyn_cast<IntegerType>(type))
    return "i" + std::to_string(i.getWidth());
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  return "struct";
}

/// Whether `func` or a function it calls synchronises the grid (the calls
/// left after inlining: `__noinline__` device functions).
bool reachesGridSync(func::FuncOp func, SymbolTable &symbols,
                     llvm::SmallPtrSetImpl<Operation *> &visited) {
  if (!visited.insert(func).second)
    return false;
  bool found = false;
  func.walk([&](Operation *op) {
    if (isa<simt::GridSyncOp>(op)) {
      found = true;
    } else if (auto call = dyn_cast<func::CallOp>(op)) {
      if (auto callee = symbols.lookup<func::FuncOp>(call.getCallee()))
        found |= reachesGridSync(callee, symbols, visited);
    }
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  return found;
}
} // namespace

std::vector<KernelSignature>
kiln::driver::collectKernelSignatures(ModuleOp module) {
  std::vector<KernelSignature> kernels;
  uint64_t staticShared = 0;
  module.walk([&](simt::GlobalOp global) {
    if (global.getSpace() == simt::AddressSpace::Shared)
      staticShared += typeSizeInBytes(global.getType());
  });
  SymbolTable symbols(module);
  module.walk([&](func::FuncOp func) {
    if (!simt::isKernel(func))
      return;
    KernelSignature kernel;
    kernel.symbol = func.getSymName().str();
    llvm::SmallPtrSet<Operation *, 8> visited;
    kernel.cooperative = reachesGridSync(func, symbols, visited);
    if (auto sig = func->getAttrOfType<StringAttr>(
            simt::SimtDialect::SignatureAttrHelper::getNameStr()))
      kernel.signature = sig.str();
    if (auto bounds = func->getAttrOfType<simt::LaunchBoundsAttr>(
            simt::SimtDialect::LaunchBoundsAttrHelper::getNameStr()))
      kernel.maxThreads = bounds.getMaxThreads();
    kernel.staticShared = staticShared;
    // Tile kernels: the block size they were compiled for and their own
    // generated shared memory (convert-tile-to-simt).
    if (auto threads = func->getAttrOfType<IntegerAttr>(
            simt::SimtDialect::BlockThreadsAttrHelper::getNameStr()))
      kernel.blockThreads = threads.getInt();
    if (auto shared = func->getAttrOfType<IntegerAttr>(
            simt::SimtDialect::StaticSharedAttrHelper::getNameStr()))
      kernel.staticShared = shared.getInt();
    if (auto shared = func->getAttrOfType<IntegerAttr>(
            simt::SimtDialect::DynamicSharedAttrHelper::getNameStr()))
      kernel.dynamicShared = shared.getInt();
    if (auto of = func->getAttrOfType<FlatSymbolRefAttr>(
            simt::SimtDialect::SpecializesAttrHelper::getNameStr()))
      kernel.specializes = of.getValue().str();
    if (auto dims = func->getAttrOfType<DenseI32ArrayAttr>(
            simt::SimtDialect::ClusterDimsAttrHelper::getNameStr());
        dims && dims.size() == 3)
      kernel.cluster = {uint32_t(dims[0]), uint32_t(dims[1]), uint32_t(dims[2])};
    if (auto triples = func->getAttrOfType<DenseI64ArrayAttr>(
            simt::SimtDialect::ContiguousParamsAttrHelper::getNameStr()))
      for (size_t i = 0; i + 2 < (size_t)triples.size(); i += 3)
        kernel.contiguous.push_back({uint32_t(triples[i]), uint32_t(triples[i + 1]),
                                     uint32_t(triples[i + 2])});
    // Written by the tile lowering (TileToSimt/FuncLowering.h), checked by
    // the simt dialect's verifier.
    if (auto sources = func->getAttrOfType<DenseI64ArrayAttr>(simt::SimtDialect::TensorMapSourcesAttrHelper::getNameStr()))
      for (size_t i = 0; i + 4 <= (size_t)sources.size();) {
        size_t n = 5 + sources[i + 3];
        kernel.tensorMapSources.emplace_back(sources.asArrayRef().begin() + i,
                                             sources.asArrayRef().begin() + i + n);
        i += n;
      }
    if (auto grid = func->getAttrOfType<DenseI64ArrayAttr>("kiln.persistent_grid");
        grid && grid.size() == 3) {
      kernel.persistent = {uint32_t(grid[0]), uint32_t(grid[1])};
      kernel.persistentWorkspace = uint32_t(grid[2]);
    }
    // tile-split-reduction-loop; checked by the simt dialect's verifier.
    if (auto split = func->getAttrOfType<DenseI64ArrayAttr>(
            simt::kSplitLoopAttrName);
        split && split.size() == simt::SplitLoopFields) {
      kernel.split = kiln::SplitLoop{uint32_t(split[0]), uint32_t(split[1]), uint32_t(split[2]),
                                     uint32_t(std::min<int64_t>(split[3], UINT32_MAX))};
      if (split[4] >= 0)
        kernel.split->bound =
            kiln::SplitLoop::Bound{uint32_t(split[4]), uint32_t(split[6]), uint32_t(split[7])};
    }
    // simt-pack-programs; checked by the simt dialect's verifier.
    if (auto packed = func->getAttrOfType<DenseI64ArrayAttr>(
            simt::SimtDialect::PackedProgramsAttrHelper::getNameStr());
        packed && packed.size() == 2)
      kernel.packed = {uint32_t(packed[0]), uint32_t(packed[1])};
    for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
      Type type = func.getArgument(i).getType();
      KernelParam param;
      param.isPointer = isa<simt::PtrType>(type);
      param.size = typeSizeInBytes(type);
      param.align = typeAlignInBytes(type);
      if (auto align = func.getArgAttrOfType<IntegerAttr>(
              i, simt::SimtDialect::ParamAlignAttrHelper::getNameStr()))
        param.align = align.getInt();
      if (auto spelling = func.getArgAttrOfType<StringAttr>(
              i, simt::SimtDialect::ParamTypeAttrHelper::getNameStr()))
        param.type = spelling.str();
      else
        param.type = spellType(type);
      // A TMA descriptor: CUDA's CUtensorMap passed by value (the
      // `const __grid_constant__ CUtensorMap` idiom), or a 128-byte
      // parameter the TMA ops take as their descriptor.
      auto tmaDescriptor = [](OpOperand &use) {
        return (isa<simt::TmaLoadOp>(use.getOwner()) && use.getOperandNumber() == 1) ||
               (isa<simt::TmaStoreOp>(use.getOwner()) && use.getOperandNumber() == 0);
      };
      if (!param.isPointer && param.size == 128 &&
          (llvm::StringRef(param.type).contains("CUtensorMap") ||
           llvm::any_of(func.getArgument(i).getUses(), tmaDescriptor)))
        kernel.tensorMaps.push_back(i);
      kernel.params.push_back(std::move(param));
    }
    kernels.push_back(std::move(kernel));
  });
  return kernels;
}

std::vector<ConstantSymbol>
kiln::driver::collectConstantSymbols(ModuleOp module) {
  std::vector<ConstantSymbol> constants;
  module.walk([&](simt::GlobalOp global) {
    if (global.getSpace() != simt::AddressSpace::Constant)
      return;
    ConstantSymbol c;
    c.symbol = global.getSymName().str();
    c.size = typeSizeInBytes(global.getType());
    c.align = global.getAlignment().value_or(typeAlignInBytes(global.getType()));
    constants.push_back(std::move(c));
  });
  return constants;
}
