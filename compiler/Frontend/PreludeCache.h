//===- PreludeCache.h - a precompiled kiln/cuda_prelude.hpp -----*- C++ -*-===//
//
// Every kernel file starts with the CUDA prelude (a few hundred annotated
// declarations), and parsing it was a fifth of kilnc's time on a small
// kernel. The prelude is compiled once per set of options into a Clang PCH in
// a per-user cache directory and reused.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_PRELUDECACHE_H
#define KILN_COMPILER_FRONTEND_PRELUDECACHE_H

#include <string>
#include <vector>

namespace kiln::frontend {

/// Returns the path of a PCH of `prelude` compiled with `cc1Args` (Clang -cc1
/// arguments without an input file or action), building it on first use.
/// Returns "" when no cache directory is usable or the PCH cannot be built;
/// the caller then includes the prelude as text. The cache directory is
/// $KILN_CACHE_DIR, else $XDG_CACHE_HOME/kiln, else $HOME/.cache/kiln;
/// KILN_CACHE_DIR=off disables the cache. `includes` (LeadingIncludes.h)
/// are headers the PCH holds after the prelude, as `#include <name>` lines.
std::string getPreludePCH(const std::vector<std::string> &cc1Args,
                          const std::string &prelude,
                          const std::string &headersDir,
                          const std::vector<std::string> &includes = {});

} // namespace kiln::frontend

#endif
