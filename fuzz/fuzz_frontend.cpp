//===- fuzz_frontend.cpp - libFuzzer target: kilnc on CUDA source text ----===//
//
// Each input is a .cu file, compiled by the whole kilnc pipeline (Clang,
// the frontend, the simt pipeline and the sync passes, the target checks,
// LLVM and the NVPTX backend) for sm_90a, which has every feature. Any
// crash, sanitizer report or timeout is a finding; a diagnostic is not.
// With KILN_FUZZ_PTXAS set, so is exit 0 with PTX that ptxas rejects.
// See docs/reliability.md.
//
//===----------------------------------------------------------------------===//
#include "FuzzInput.h"

static const char *argv0 = "kiln_fuzz_frontend";

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
  argv0 = (*argv)[0];
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  kiln::fuzz::compileAndAssemble(kiln::fuzz::writeInput(data, size, ".cu"), argv0);
  return 0;
}
