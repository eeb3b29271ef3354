//===- FuzzInput.h - helpers the compiler fuzz targets share ----*- C++ -*-===//
#ifndef KILN_FUZZ_FUZZINPUT_H
#define KILN_FUZZ_FUZZINPUT_H

#include "compiler/Driver/CompilerOptions.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace kiln::fuzz {

/// Writes the input to one file per process (kilnc reads files, and picks
/// the language by the extension) and returns its path.
inline std::string writeInput(const uint8_t *data, size_t size,
                              const char *extension) {
  std::string path = "/tmp/kiln-fuzz-" + std::to_string(getpid()) + extension;
  if (FILE *f = std::fopen(path.c_str(), "wb")) {
    std::fwrite(data, 1, size, f);
    std::fclose(f);
  }
  return path;
}

/// Compiles `path` as kilnc does, for sm_90a (every feature). With
/// KILN_FUZZ_PTXAS=<ptxas>, PTX that kilnc wrote (exit 0) must also assemble:
/// a rejection traps, so libFuzzer keeps the input as a finding.
inline void compileAndAssemble(const std::string &path, const char *argv0) {
  static const char *ptxas = std::getenv("KILN_FUZZ_PTXAS");
  kiln::driver::CompilerOptions opts;
  opts.input = path;
  opts.output = ptxas ? path + ".ptx" : "/dev/null";
  opts.archs = {"sm_90a"};
  if (kiln::driver::runCompiler(opts, argv0) != 0 || !ptxas)
    return;
  std::string command = std::string(ptxas) + " -arch=sm_90a " + opts.output +
                        " -o /dev/null 2>/dev/null";
  int status = std::system(command.c_str());
  if (WIFEXITED(status) && WEXITSTATUS(status) != 0)
    __builtin_trap(); // exit 0, and PTX that ptxas rejects
}

} // namespace kiln::fuzz

#endif
