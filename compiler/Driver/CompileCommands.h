//===- CompileCommands.h - kilnc -MJ: a compilation database entry -*- C++ -*-===//
//
// clangd and other Clang tools read compile_commands.json, whose commands are
// Clang's. kilnc's own flags mean nothing to them, so -MJ (Clang's flag, and
// its format: one `{...},` object per file) writes the Clang command that
// parses the kernel as kilnc's frontend does: CUDA device code for the first
// target, Kiln's kernel headers and force-included prelude, the toolkit's
// headers and version macros, the user's -I and -D, the same C++ standard.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_DRIVER_COMPILECOMMANDS_H
#define KILN_COMPILER_DRIVER_COMPILECOMMANDS_H

#include "compiler/Driver/CompilerOptions.h"
#include "compiler/Driver/ToolchainPaths.h"

#include <string>

namespace kiln::driver {

/// The entry for `opts.input` (an absolute path in "file"), ending in ",\n".
std::string compileCommandEntry(const CompilerOptions &opts, const ToolchainPaths &paths);

} // namespace kiln::driver

#endif
