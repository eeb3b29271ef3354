//===- NvccFlags.cpp - nvcc's flags that change nothing in kilnc's PTX ----===//
#include "NvccFlags.h"

#include "llvm/ADT/StringRef.h"

using namespace kiln::kilnc;

namespace {
enum class Action {
  Ignore, // nvcc -ptx ignores it too: host compiler, linker, fatbinary
  Warn,   // nvcc changes device code with it, kilnc does not: say so
  Refuse, // nvcc makes something kilnc does not: an error naming the way
};

struct NvccFlag {
  const char *name;   // without dashes; nvcc takes one dash or two
  const char *alias;  // the other spelling, or nullptr
  bool takesValue;    // `-name value` or `-name=value`
  Action action;
  const char *why;    // the warning's or the error's text after the flag
};

// clang-format off
const NvccFlag kFlags[] = {
  // Host compiler, linker, archiver, fatbinary, runtime library: no device code.
  {"compiler-bindir", "ccbin", true, Action::Ignore, nullptr},
  {"allow-unsupported-compiler", nullptr, false, Action::Ignore, nullptr},
  {"archiver-binary", "arbin", true, Action::Ignore, nullptr},
  {"linker-options", "Xlinker", true, Action::Ignore, nullptr},
  {"archive-options", "Xarchive", true, Action::Ignore, nullptr},
  {"nvlink-options", "Xnvlink", true, Action::Ignore, nullptr},
  {"library", "l", true, Action::Ignore, nullptr},
  {"library-path", "L", true, Action::Ignore, nullptr},
  {"output-directory", "odir", true, Action::Ignore, nullptr},
  {"cudart", nullptr, true, Action::Ignore, nullptr},
  {"cudadevrt", nullptr, true, Action::Ignore, nullptr},
  {"target-directory", "target-dir", true, Action::Ignore, nullptr},
  {"use-local-env", nullptr, false, Action::Ignore, nullptr},
  {"force-cl-env-setup", nullptr, false, Action::Ignore, nullptr},
  {"profile", "pg", false, Action::Ignore, nullptr},
  {"no-exceptions", "noeh", false, Action::Ignore, nullptr},
  {"machine", "m", true, Action::Ignore, nullptr},
  {"m64", nullptr, false, Action::Ignore, nullptr},
  {"static-global-template-stub", nullptr, true, Action::Ignore, nullptr},
  {"device-entity-has-hidden-visibility", nullptr, true, Action::Ignore, nullptr},
  {"forward-unknown-to-host-compiler", nullptr, false, Action::Ignore, nullptr},
  {"forward-unknown-to-host-linker", nullptr, false, Action::Ignore, nullptr},
  {"forward-unknown-opts", nullptr, false, Action::Ignore, nullptr},
  {"dont-use-profile", "noprof", false, Action::Ignore, nullptr},
  {"objdir-as-tempdir", "objtemp", false, Action::Ignore, nullptr},
  {"run-args", nullptr, true, Action::Ignore, nullptr},
  {"input-drive-prefix", "idp", true, Action::Ignore, nullptr},
  {"dependency-drive-prefix", "ddp", true, Action::Ignore, nullptr},
  {"drive-prefix", "dp", true, Action::Ignore, nullptr},
  {"no-align-double", nullptr, false, Action::Ignore, nullptr},
  {"no-device-link", "nodlink", false, Action::Ignore, nullptr},
  {"extensible-whole-program", "ewp", false, Action::Ignore, nullptr},
  {"no-compress", nullptr, false, Action::Ignore, nullptr},
  {"compress-mode", nullptr, true, Action::Ignore, nullptr},
  {"qpp-config", nullptr, true, Action::Ignore, nullptr},
  {"compile-as-tools-patch", "astoolspatch", false, Action::Ignore, nullptr},
  {"host-linker-script", "hls", true, Action::Ignore, nullptr},
  {"augment-host-linker-script", "aug-hls", false, Action::Ignore, nullptr},
  {"frandom-seed", nullptr, true, Action::Ignore, nullptr},
  {"jobserver", nullptr, false, Action::Ignore, nullptr},
  {"threads", "t", true, Action::Ignore, nullptr},
  {"split-compile", nullptr, true, Action::Ignore, nullptr},
  {"split-compile-extended", nullptr, true, Action::Ignore, nullptr},
  // The host side of -default-stream is cuda_runtime.h's macro (kilnc.cpp);
  // EDG's diagnostic numbers have no counterpart among Clang's warnings.
  {"display-error-number", "err-no", false, Action::Ignore, nullptr},
  {"no-display-error-number", "no-err-no", false, Action::Ignore, nullptr},
  {"diag-error", nullptr, true, Action::Ignore, nullptr},
  {"diag-suppress", nullptr, true, Action::Ignore, nullptr},
  {"diag-warn", nullptr, true, Action::Ignore, nullptr},
  {"brief-diagnostics", "brief-diag", true, Action::Ignore, nullptr},
  {"Xcudafe", nullptr, true, Action::Ignore, nullptr},
  {"jump-table-density", "jtd", true, Action::Ignore, nullptr},
  // nvcc would change device code (or its report); kilnc does not.
  {"optimization-info", "opt-info", true, Action::Warn,
   "nvcc's optimisation remarks: kilnc's are -Rpass=kiln-sync and -Rpass=kiln-tile"},
  {"dopt", nullptr, true, Action::Warn,
   "kilnc's device optimisation is -O0..-O3"},
  {"ftemplate-backtrace-limit", nullptr, true, Action::Warn,
   "Clang's defaults apply"},
  {"ftemplate-depth", nullptr, true, Action::Warn, "Clang's default (1024) applies"},
  {"no-host-device-initializer-list", "nohdinitlist", false, Action::Warn,
   "std::initializer_list's members stay callable from device code"},
  {"no-host-device-move-forward", "nohdmoveforward", false, Action::Warn,
   "std::move and std::forward stay callable from device code"},
  {"extra-device-vectorization", nullptr, false, Action::Warn,
   "kilnc's LLVM vectoriser runs as at -O3"},
  {"keep-device-functions", nullptr, false, Action::Warn,
   "kilnc's PTX holds the device functions its kernels call"},
  {"source-in-ptx", "src-in-ptx", false, Action::Warn,
   "kilnc's PTX has .loc lines (-lineinfo) but no source text"},
  {"restrict", nullptr, false, Action::Warn,
   "kernel pointers are __restrict__ only where the source says so"},
  {"entries", "e", true, Action::Warn, "kilnc writes every kernel of the file"},
  {"libdevice-directory", "ldir", true, Action::Warn,
   "kilnc takes libdevice from the toolkit of --cuda-path"},
  {"device-stack-protector", nullptr, true, Action::Warn, "no stack canaries"},
  {"keep-dir", nullptr, true, Action::Warn,
   "--save-temps writes each stage beside the output"},
  {"time", nullptr, true, Action::Warn, "-v prints each stage with its time"},
  {"relocatable-ptx", "reloc-ptx", false, Action::Warn,
   "kilnc's PTX is whole-program, as without -rdc"},
  // nvcc makes an output or runs a step kilnc does not.
  {"cubin", nullptr, false, Action::Refuse,
   "kilnc writes PTX: run `ptxas -arch=sm_XX` on it for a cubin (the CUDA driver loads the PTX as it is)"},
  {"fatbin", nullptr, false, Action::Refuse,
   "kilnc writes PTX, or a Kiln bundle of several targets' PTX (--emit=bundle)"},
  {"optix-ir", nullptr, false, Action::Refuse, "kilnc writes PTX"},
  {"ltoir", nullptr, false, Action::Refuse, "kilnc writes PTX, not LTO-IR"},
  {"dlink-time-opt", "dlto", false, Action::Refuse,
   "kilnc writes PTX and links no device code"},
  {"lto", nullptr, false, Action::Refuse, "kilnc writes PTX and links no device code"},
  {"gen-opt-lto", nullptr, false, Action::Refuse, "kilnc writes PTX, not LTO-IR"},
  {"cuda", nullptr, false, Action::Refuse,
   "kilnc compiles device code only; compile the host code with your host compiler"},
  {"preprocess", "E", false, Action::Refuse,
   "kilnc does not print preprocessed source: --save-temps keeps each stage, -MD lists the headers"},
  {"generate-dependencies", "M", false, Action::Refuse,
   "use -MD (or -MMD) with -MF FILE, and -fsyntax-only to compile nothing"},
  {"generate-nonsystem-dependencies", "MM", false, Action::Refuse,
   "use -MMD with -MF FILE, and -fsyntax-only to compile nothing"},
  {"device-w", "dw", false, Action::Refuse, "kilnc writes PTX (-ptx)"},
  {"device-link", "dlink", false, Action::Refuse, "kilnc links no device code"},
  {"link", nullptr, false, Action::Refuse,
   "kilnc compiles device code to PTX; link the host program with your host toolchain"},
  {"lib", nullptr, false, Action::Refuse,
   "kilnc compiles device code to PTX; archive the host objects with ar"},
  {"shared", nullptr, false, Action::Refuse,
   "kilnc compiles device code to PTX; link the host program with your host toolchain"},
  {"relocatable-link", "r", false, Action::Refuse, "kilnc links no device code"},
  {"run", nullptr, false, Action::Refuse, "kilnc compiles device code to PTX; it runs nothing"},
  {"dryrun", nullptr, false, Action::Refuse, "-v prints each stage kilnc runs, with its time"},
  {"clean-targets", "clean", false, Action::Refuse, "kilnc keeps no intermediate files (but with --save-temps)"},
  {"list-gpu-code", "code-ls", false, Action::Refuse, "--help lists kilnc's targets (--arch)"},
  {"list-gpu-arch", "arch-ls", false, Action::Refuse, "--help lists kilnc's targets (--arch)"},
  {"sanitize", nullptr, true, Action::Refuse,
   "run compute-sanitizer on the program instead (it reads kilnc's PTX and -lineinfo)"},
};
// clang-format on

/// The flag `arg` spells (`-name`, `--name`, `-name=v`, `--name=v`), and
/// whether it carried its value after '='.
const NvccFlag *match(llvm::StringRef arg, bool &inlineValue) {
  if (!arg.consume_front("-"))
    return nullptr;
  arg.consume_front("-");
  auto [name, value] = arg.split('=');
  inlineValue = value.data() != nullptr && arg.contains('=');
  for (const NvccFlag &flag : kFlags)
    if (name == flag.name || (flag.alias && name == flag.alias))
      return (inlineValue && !flag.takesValue) ? nullptr : &flag;
  return nullptr;
}
} // namespace

NvccFlagsResult kiln::kilnc::takeNvccFlags(llvm::SmallVectorImpl<const char *> &args) {
  NvccFlagsResult result;
  llvm::SmallVector<const char *> rest;
  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef arg = args[i] ? args[i] : "";
    if (i == 0) {
      rest.push_back(args[i]);
      continue;
    }
    bool inlineValue = false;
    const NvccFlag *flag = match(arg, inlineValue);
    if (!flag) {
      // -lcublas, -L/opt/lib: nvcc's linker flags glued to their value
      // (after the table: -lib, -ldir, -lto are flags of their own;
      // -lineinfo is kilnc's).
      if ((arg.starts_with("-l") || arg.starts_with("-L")) && arg.size() > 2 &&
          arg != "-lineinfo")
        continue;
      rest.push_back(args[i]);
      continue;
    }
    std::string spelled = arg.split('=').first.str();
    if (flag->takesValue && !inlineValue) {
      if (i + 1 >= args.size()) {
        result.error = spelled + ": needs a value";
        return result;
      }
      ++i;
    }
    switch (flag->action) {
    case Action::Ignore:
      break;
    case Action::Warn:
      result.warnings.push_back(spelled + " is ignored: " + flag->why);
      break;
    case Action::Refuse:
      result.error = spelled + " is not supported: " + flag->why;
      return result;
    }
  }
  args.assign(rest.begin(), rest.end());
  return result;
}
