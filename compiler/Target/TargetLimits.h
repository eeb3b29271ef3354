//===- TargetLimits.h - the target's resource limits, checked ---*- C++ -*-===//
//
// ptxas rejects PTX that exceeds a hardware or PTX ISA limit (parameter
// space, the constant bank, static shared memory) and the driver refuses to
// launch a block larger than the hardware allows; kilnc used to exit 0 and
// leave the user to decode ptxas's hexadecimal byte counts. Each limit is an
// error at the kernel or variable that exceeds it, naming the limit and the
// fix.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_TARGET_TARGETLIMITS_H
#define KILN_COMPILER_TARGET_TARGETLIMITS_H

#include "compiler/Target/Target.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace kiln {

/// Kernel parameter space: PTX before 8.1 allows 4352 bytes, 8.1 and later
/// 32764 (CUDA 12.1).
inline constexpr uint64_t kMaxParamBytesBeforePtx81 = 4352;
inline constexpr uint64_t kMaxParamBytes = 32764;
/// One constant bank holds every __constant__ variable of a module.
inline constexpr uint64_t kMaxConstantBytes = 64 * 1024;
/// Static shared memory per kernel; more needs dynamic shared memory and the
/// launch's opt-in.
inline constexpr uint64_t kMaxStaticSharedBytes = 48 * 1024;
/// Threads per block on every supported target.
inline constexpr uint64_t kMaxThreadsPerBlock = 1024;

/// Bytes of the PTX parameter space `kernel`'s parameters take, each at its
/// alignment.
uint64_t kernelParamBytes(mlir::Operation *kernel);

/// Checks every resource limit of `target` on a simt module (after the simt
/// pipeline, before the PTX version is chosen: `requested`/`cap` are
/// --ptx-version and --max-ptx/--cuda-driver). Emits an error per limit
/// exceeded and fails if any was.
mlir::LogicalResult checkTargetLimits(mlir::ModuleOp module,
                                      const TargetInfo &target,
                                      std::optional<PtxVersion> requested,
                                      std::optional<PtxVersion> cap);

/// A block's register file: 64K 32-bit registers on every supported target.
inline constexpr uint64_t kRegisterFileBytes = 64 * 1024 * 4;

/// Tile values larger than a block can hold (its whole register file plus
/// its shared memory) are errors at the op that makes them: their unrolled
/// per-thread code took minutes and gigabytes to compile into kernels that
/// spill everything.
mlir::LogicalResult checkTileSizes(mlir::ModuleOp module,
                                   const TargetInfo &target);

/// PTX names: a letter followed by letters, digits, '_' and '$', or one of
/// '_', '$', '%' followed by at least one of those.
bool isValidPtxIdentifier(llvm::StringRef name);

} // namespace kiln

#endif
