//===- TargetLimits.cpp - the target's resource limits, checked -----------===//
#include "compiler/Target/TargetLimits.h"
#include "compiler/Target/TypeLayout.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"

#include <tuple>

using namespace mlir;
using namespace kiln;

namespace {
uint64_t alignTo(uint64_t value, uint64_t align) {
  return align ? (value + align - 1) / align * align : value;
}

uint64_t globalAlign(simt::GlobalOp global) {
  return global.getAlignment().value_or(typeAlignInBytes(global.getType()));
}

/// The shared variables `func` and the functions it calls use, in module
/// order (ptxas lays a kernel's static shared memory out from these).
void collectShared(func::FuncOp func, SymbolTable &symbols,
                   llvm::SmallPtrSetImpl<Operation *> &visited,
                   llvm::SetVector<simt::GlobalOp> &shared) {
  if (!visited.insert(func).second)
    return;
  func.walk([&](Operation *op) {
    if (auto addr = dyn_cast<simt::AddressOfOp>(op)) {
      auto global = symbols.lookup<simt::GlobalOp>(addr.getGlobal());
      if (global && global.getSpace() == simt::AddressSpace::Shared)
        shared.insert(global);
    } else if (auto call = dyn_cast<func::CallOp>(op)) {
      if (auto callee = symbols.lookup<func::FuncOp>(call.getCallee()))
        collectShared(callee, symbols, visited, shared);
    }
  });
}

std::string kib(uint64_t bytes) {
  return std::to_string(bytes) + " bytes" +
         (bytes % 1024 == 0 ? " (" + std::to_string(bytes / 1024) + " KiB)"
                            : "");
}
} // namespace

bool kiln::isValidPtxIdentifier(llvm::StringRef name) {
  if (name.empty())
    return false;
  auto follows = [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$';
  };
  if (!llvm::all_of(name.drop_front(), follows))
    return false;
  char first = name.front();
  if (llvm::isAlpha(first))
    return true;
  return (first == '_' || first == '$' || first == '%') && name.size() > 1;
}

LogicalResult kiln::checkTileSizes(ModuleOp module, const TargetInfo &target) {
  MLIRContext *ctx = module.getContext();
  bool printOp = ctx->shouldPrintOpOnDiagnostic();
  ctx->printOpOnDiagnostic(false);
  llvm::scope_exit restore([&] { ctx->printOpOnDiagnostic(printOp); });
  uint64_t limit = kRegisterFileBytes + target.sharedMemPerBlockOptin;
  bool ok = true;
  module.walk([&](Operation *op) {
    for (Type type : op->getResultTypes()) {
      auto tile = dyn_cast<RankedTensorType>(type);
      if (!tile || !tile.hasStaticShape())
        continue;
      // Saturating: shapes from .mlir input can overflow 64 bits.
      uint64_t bytes =
          std::max<uint64_t>(1, typeSizeInBytes(tile.getElementType()));
      for (int64_t dim : tile.getShape())
        bytes = dim != 0 && bytes > UINT64_MAX / uint64_t(dim)
                    ? UINT64_MAX
                    : bytes * uint64_t(dim);
      if (bytes <= limit)
        continue;
      std::string shape;
      for (int64_t dim : tile.getShape())
        shape += std::to_string(dim) + "x";
      std::string elem;
      llvm::raw_string_ostream os(elem);
      os << tile.getElementType();
      op->emitError() << "a " << shape << elem << " tile ("
                      << (bytes == UINT64_MAX ? std::string("more than 2^64 bytes")
                                              : std::to_string(bytes) + " bytes")
                      << ") is more than one block can hold: "
                      << kib(kRegisterFileBytes) << " of registers and "
                      << kib(target.sharedMemPerBlockOptin)
                      << " of shared memory on " << target.name
                      << "; split the work into smaller tiles";
      ok = false;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return success(ok);
}

uint64_t kiln::kernelParamBytes(Operation *kernel) {
  auto func = cast<func::FuncOp>(kernel);
  uint64_t bytes = 0;
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    Type type = func.getArgument(i).getType();
    uint64_t align = typeAlignInBytes(type);
    if (auto attr = func.getArgAttrOfType<IntegerAttr>(
            i, simt::SimtDialect::ParamAlignAttrHelper::getNameStr()))
      align = attr.getInt();
    bytes = alignTo(bytes, align) + typeSizeInBytes(type);
  }
  return bytes;
}

LogicalResult kiln::checkTargetLimits(ModuleOp module, const TargetInfo &target,
                                      std::optional<PtxVersion> requested,
                                      std::optional<PtxVersion> cap) {
  // The errors name the source line; the generic op dump is noise.
  MLIRContext *ctx = module.getContext();
  bool printOp = ctx->shouldPrintOpOnDiagnostic();
  ctx->printOpOnDiagnostic(false);
  llvm::scope_exit restore([&] { ctx->printOpOnDiagnostic(printOp); });
  bool ok = true;
  SymbolTable symbols(module);

  // Names reach the PTX as they are; the runtime finds kernels by name, so a
  // name cannot be changed behind the user's back.
  for (Operation &op : module.getBody()->getOperations()) {
    auto name = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    // LLVM's NVPTX backend rewrites the '.' of other symbols (static locals
    // are "function.variable"); kernels keep their name.
    if (!name)
      continue;
    bool isKernel = simt::isKernel(&op);
    std::string spelled = name.getValue().str();
    if (!isKernel)
      std::replace(spelled.begin(), spelled.end(), '.', '_');
    if (isValidPtxIdentifier(spelled))
      continue;
    op.emitError() << "'" << name.getValue() << "' is not a valid PTX "
                   << (isKernel ? "kernel name" : "symbol")
                   << ": PTX names are a letter followed by letters, digits, "
                      "'_' and '$' (or start with '_', '$' or '%'); rename it";
    ok = false;
  }

  // One constant bank of 64 KiB holds every __constant__ variable. The
  // variable named is the first one, in source order, that crosses the limit
  // (the frontend may create globals in use order).
  SmallVector<simt::GlobalOp> constants;
  for (auto global : module.getOps<simt::GlobalOp>())
    if (global.getSpace() == simt::AddressSpace::Constant)
      constants.push_back(global);
  auto sourcePosition = [](simt::GlobalOp global) {
    if (auto loc = dyn_cast<FileLineColLoc>(global.getLoc()))
      return std::make_tuple(loc.getFilename().str(), loc.getLine(),
                             loc.getColumn());
    return std::make_tuple(std::string(), 0u, 0u);
  };
  llvm::stable_sort(constants, [&](simt::GlobalOp a, simt::GlobalOp b) {
    return sourcePosition(a) < sourcePosition(b);
  });
  uint64_t constantBytes = 0;
  for (simt::GlobalOp global : constants) {
    constantBytes = alignTo(constantBytes, globalAlign(global)) +
                    typeSizeInBytes(global.getType());
    if (constantBytes > kMaxConstantBytes) {
      global.emitError() << "__constant__ data exceeds the " << kib(kMaxConstantBytes)
                         << " constant bank: with '" << global.getSymName()
                         << "' the module has " << constantBytes
                         << " bytes; keep large tables in global memory (a "
                            "__device__ array or a kernel argument) instead";
      ok = false;
      break;
    }
  }

  for (auto func : module.getOps<func::FuncOp>()) {
    if (!simt::isKernel(func))
      continue;
    StringRef name = func.getSymName();

    uint64_t paramBytes = kernelParamBytes(func);
    PtxVersion ptx81{8, 1};
    if (paramBytes > kMaxParamBytes) {
      func.emitError() << "kernel '" << name << "' has " << paramBytes
                       << " bytes of parameters; the limit is "
                       << kMaxParamBytes
                       << ": pass large data through a pointer to global memory";
      ok = false;
    } else if (paramBytes > kMaxParamBytesBeforePtx81) {
      std::optional<PtxVersion> limit =
          requested && *requested < ptx81 ? requested
          : cap && *cap < ptx81           ? cap
                                          : std::nullopt;
      if (limit) {
        func.emitError()
            << "kernel '" << name << "' has " << paramBytes
            << " bytes of parameters; more than " << kMaxParamBytesBeforePtx81
            << " need PTX ISA 8.1 (CUDA 12.1 drivers), but "
            << (limit == requested ? "--ptx-version" : "--max-ptx/--cuda-driver")
            << " asks for " << limit->str()
            << ": allow PTX 8.1 or pass large data through a pointer to global "
               "memory";
        ok = false;
      }
    }

    llvm::SmallPtrSet<Operation *, 8> visited;
    llvm::SetVector<simt::GlobalOp> shared;
    collectShared(func, symbols, visited, shared);
    uint64_t sharedBytes = 0;
    for (simt::GlobalOp global : shared)
      sharedBytes = alignTo(sharedBytes, globalAlign(global)) +
                    typeSizeInBytes(global.getType());
    if (sharedBytes > kMaxStaticSharedBytes) {
      func.emitError() << "kernel '" << name << "' uses " << sharedBytes
                       << " bytes of static shared memory; the limit is "
                       << kib(kMaxStaticSharedBytes)
                       << ": declare the buffer 'extern __shared__' (dynamic "
                          "shared memory, up to "
                       << kib(target.sharedMemPerBlockOptin) << " on "
                       << target.name
                       << " once the launch opts in) or make it smaller";
      ok = false;
    }
    if (auto dynamic = func->getAttrOfType<IntegerAttr>(
            simt::SimtDialect::DynamicSharedAttrHelper::getNameStr());
        dynamic && uint64_t(dynamic.getInt()) + sharedBytes >
                       target.sharedMemPerBlockOptin) {
      func.emitError() << "kernel '" << name << "' needs "
                       << uint64_t(dynamic.getInt()) + sharedBytes
                       << " bytes of shared memory; a block on " << target.name
                       << " has at most " << kib(target.sharedMemPerBlockOptin)
                       << ": use smaller tiles";
      ok = false;
    }

    if (auto bounds = func->getAttrOfType<simt::LaunchBoundsAttr>(
            simt::SimtDialect::LaunchBoundsAttrHelper::getNameStr())) {
      uint64_t threads = bounds.getMaxThreads(), blocks = bounds.getMinBlocks();
      if (threads == 0 || threads > kMaxThreadsPerBlock) {
        func.emitError() << "__launch_bounds__ of kernel '" << name << "' asks for "
                         << threads << " threads per block; a block has 1 to "
                         << kMaxThreadsPerBlock << " threads";
        ok = false;
      } else if (blocks * threads > target.maxThreadsPerSM()) {
        // ptxas ignores the minimum (with a warning): the code stays valid.
        func.emitWarning()
            << "__launch_bounds__ of kernel '" << name << "' asks for " << blocks
            << " resident blocks of " << threads << " threads, but an "
            << target.name << " multiprocessor holds at most "
            << target.maxThreadsPerSM()
            << " threads: the minimum is ignored and registers are not limited";
      }
    }
  }
  return success(ok);
}
