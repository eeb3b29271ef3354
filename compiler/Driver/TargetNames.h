//===- TargetNames.h - nvcc's ways of naming targets -> Kiln's --*- C++ -*-===//
//
// nvcc names a target as sm_90, compute_90 (the virtual architecture, whose
// PTX kilnc writes anyway), native (the GPUs of this machine), all and
// all-major, and with -gencode arch=compute_XX,code=sm_XX. kilnc and
// kiln::compile take the same names; each becomes one of Kiln's targets.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_DRIVER_TARGETNAMES_H
#define KILN_COMPILER_DRIVER_TARGETNAMES_H

#include <optional>
#include <string>
#include <vector>

namespace kiln::driver {

/// `names` with nvcc's spellings replaced by Kiln's targets, in order, each
/// once: compute_XX[a|f] -> sm_XX[a|f]; native -> the targets of the GPUs
/// the CUDA driver sees (none: kDefaultArch, with a warning, as nvcc falls
/// back to its default); all -> every target; all-major -> sm_80, sm_90,
/// sm_100, sm_120. Other names are kept (the caller reports unknown ones).
std::vector<std::string> resolveTargetNames(const std::vector<std::string> &names);

/// The targets of one -gencode value ("arch=compute_80,code=[sm_80,compute_80]",
/// nvcc's forms with or without brackets or quotes): the virtual architecture
/// of `arch=` (nvcc compiles the PTX for it, and the driver's JIT turns that
/// PTX into each code=sm_XX), else of each code= entry. nullopt and `error`
/// for a malformed value or an lto_XX code (kilnc writes PTX, not LTO-IR).
std::optional<std::vector<std::string>> parseGencode(const std::string &value,
                                                     std::string &error);

/// The sm_XX of each GPU the CUDA driver (libcuda.so.1) sees, each once; empty
/// without a driver or a GPU.
std::vector<std::string> nativeTargets();

} // namespace kiln::driver

#endif
