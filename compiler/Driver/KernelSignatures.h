//===- KernelSignatures.h - what the bundle records per kernel --*- C++ -*-===//
#ifndef KILN_COMPILER_DRIVER_KERNELSIGNATURES_H
#define KILN_COMPILER_DRIVER_KERNELSIGNATURES_H

#include "mlir/IR/BuiltinOps.h"

#include "kiln/bundle.hpp"

#include <cstdint>
#include <array>
#include <string>
#include <vector>

namespace kiln::driver {

struct KernelParam {
  bool isPointer = false;
  uint64_t size = 0, align = 0;
  std::string type; // bundle spelling: f32*, i64, struct.Params
};

struct KernelSignature {
  std::string symbol;    // PTX entry name
  std::string signature; // demangled C++ signature, empty for extern "C"
  std::vector<KernelParam> params;
  unsigned maxThreads = 0;
  unsigned blockThreads = 0; // tile kernels: the block size they were compiled for
  uint64_t staticShared = 0;
  uint64_t dynamicShared = 0; // tile kernels: what each launch must pass
  bool cooperative = false;   // reaches simt.grid_sync: needs a cooperative launch
  /// Tile kernels' launch-time variants (tile-specialize-contiguous): the
  /// kernel this one stands in for, and [argument, element bytes, rank] of
  /// each tensor that must be contiguous.
  std::string specializes;
  std::vector<std::array<uint32_t, 3>> contiguous;
  /// Hopper kernels: the fixed cluster shape (simt.cluster_dims; 0 = none)
  /// and the parameters that are 128-byte TMA descriptors (CUtensorMap).
  std::array<uint32_t, 3> cluster{0, 0, 0};
  std::vector<uint32_t> tensorMaps;
  /// Tile kernels with TMA loads: per descriptor the runtime builds,
  /// [param, tensor argument, element bytes, rank, box (rank values),
  /// swizzle bytes] (the kernel's simt.tensor_map_sources).
  std::vector<std::vector<int64_t>> tensorMapSources;
  /// Persistent tile kernels: [first grid parameter, programs per SM]
  /// (kiln.persistent_grid, TileToSimt/FuncLowering.h); 0 programs: none.
  std::array<uint32_t, 2> persistent{0, 0};
  /// Stream-K's workspace bytes per program (0: none).
  uint32_t persistentWorkspace = 0;
  /// Packed tile kernels: [program count parameter, most programs per
  /// block] (simt.packed_programs, simt-pack-programs; the launch picks 1
  /// to that many); 0 programs: not packed.
  std::array<uint32_t, 2> packed{0, 0};
  /// A split reduction loop (simt.split_loop), as the bundle records it.
  std::optional<kiln::SplitLoop> split;
};

struct ConstantSymbol {
  std::string symbol;
  uint64_t size = 0, align = 0;
};

struct BundleImageText {
  std::string arch, ptxVersion, ptx;
};

/// Reads the kernels (`simt.kernel` funcs) of a simt-level module.
std::vector<KernelSignature> collectKernelSignatures(mlir::ModuleOp module);
/// Reads the `__constant__` variables of a simt-level module.
std::vector<ConstantSymbol> collectConstantSymbols(mlir::ModuleOp module);

/// The bundle file (docs/bundle-format.md).
std::string writeBundleText(const std::vector<KernelSignature> &kernels,
                            const std::vector<ConstantSymbol> &constants,
                            const std::vector<BundleImageText> &images);
/// A C++ header embedding the bundle, with one typed launcher per kernel.
std::string writeLaunchHeader(const std::vector<KernelSignature> &kernels,
                              const std::vector<ConstantSymbol> &constants,
                              const std::vector<BundleImageText> &images,
                              llvm::StringRef name);

} // namespace kiln::driver

#endif
