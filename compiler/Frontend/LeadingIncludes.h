//===- LeadingIncludes.h - headers a kernel file starts with ----*- C++ -*-===//
//
// Kiln's <cuda_fp16.h> and <cuda_bf16.h> cost more to parse than the rest of
// a typical kernel file takes to compile. When a file starts with #include
// lines of headers Kiln provides, those headers go into the prelude's PCH
// too (PreludeCache.h): what the file means is unchanged, since nothing
// (no macro, no declaration) comes before them, and the #include lines
// themselves then hit the headers' include guards.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_LEADINGINCLUDES_H
#define KILN_COMPILER_FRONTEND_LEADINGINCLUDES_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace kiln::frontend {

/// The `#include <name>` lines `source` starts with (blank lines and comments
/// between them allowed), up to the first line that is anything else or
/// names a header that is not directly in `kilnStdDir`; none when a
/// directory of `includeDirs` (the -I list, searched first) has a header of
/// the same name as any in `kilnStdDir`. libcu++'s headers (`cuda/...`) count
/// too when one of `libcudacxxDirs` (the toolkit's include/ and include/cccl)
/// has them and no -I directory has a `cuda` folder.
std::vector<std::string> leadingKilnIncludes(llvm::StringRef source,
                                             llvm::StringRef kilnStdDir,
                                             const std::vector<std::string> &includeDirs,
                                             const std::vector<std::string> &libcudacxxDirs = {});

} // namespace kiln::frontend

#endif
