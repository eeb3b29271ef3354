//===- NvccFlags.h - nvcc's flags that change nothing in kilnc's PTX ------===//
//
// Build files written for nvcc pass flags about the host compiler, the
// linker, fatbinaries and EDG's diagnostics. kilnc takes them off the command
// line before llvm::cl parses it: silently where nvcc -ptx ignores them too,
// with a warning where nvcc would change device code and kilnc does not, and
// with an error naming the alternative where nvcc makes something kilnc does
// not (a cubin, LTO-IR, a link). docs/driver.md has the whole table.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_TOOLS_KILNC_NVCCFLAGS_H
#define KILN_TOOLS_KILNC_NVCCFLAGS_H

#include "llvm/ADT/SmallVector.h"

#include <string>
#include <vector>

namespace kiln::kilnc {

struct NvccFlagsResult {
  std::vector<std::string> warnings; // "kilnc: warning: " + each
  std::string error;                 // non-empty: a refused flag
};

/// Removes the flags of the table from `args` (argv[0] kept), in place.
NvccFlagsResult takeNvccFlags(llvm::SmallVectorImpl<const char *> &args);

} // namespace kiln::kilnc

#endif
