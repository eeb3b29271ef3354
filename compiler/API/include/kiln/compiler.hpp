// kiln/compiler.hpp - compile kernels inside a program (NVRTC's role).
//
//   kiln::CompileOptions options;
//   options.archs = {"sm_90a"};
//   kiln::CompileResult ptx = kiln::compile(source, options);
//   if (!ptx) std::cerr << ptx.log();
//
// The same compiler as kilnc, in process: one source text in, PTX (one target) or a Kiln
// bundle (several) out, every diagnostic as data. Results are cached on disk, keyed by the
// source, the options, Kiln's version and git revision, the targets and the CUDA toolkit, so
// a program that compiles the same kernel again (a second run, another thread) reads it back
// in well under a millisecond or two. compile() may be called from several threads at once.
// Link Kiln::compiler (find_package(Kiln)); docs/driver.md says more. kiln/jit.hpp loads the
// result with Kiln's runtime in one step.
#ifndef KILN_COMPILER_HPP
#define KILN_COMPILER_HPP

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kiln {

enum class Severity { note, remark, warning, error };

/// One diagnostic, as kilnc would print it: `file:line:column: error: message`.
struct Diagnostic {
  Severity severity = Severity::error;
  std::string file;  // empty when not about a source position (a bad option)
  unsigned line = 0;
  unsigned column = 0;
  std::string message;
  /// The diagnostic as kilnc prints it.
  std::string str() const;
};

/// What compile() produces. `automatic`: PTX for one target, a bundle for several.
enum class Output { automatic, ptx, bundle, header, mlir, simt, llvm };

struct CompileOptions {
  /// Targets (sm_80 ... sm_120a). One makes PTX; several make one bundle.
  std::vector<std::string> archs = {"sm_80"};
  Output output = Output::automatic;
  /// The source's name in diagnostics; its extension picks the language as kilnc's
  /// does (.cu: CUDA C++17; .cpp: Kiln's C++20 kernels; .mlir), and quoted
  /// #includes are looked up beside it.
  std::string source_name = "kernel.cu";
  std::string language;   // "", "cuda", "c++" or "mlir" (kilnc -x)
  std::string standard;   // "", "c++17" or "c++20" (kilnc -std=)
  unsigned opt_level = 3; // -O0..3
  std::vector<std::string> include_dirs; // -I
  std::vector<std::string> defines;      // -D NAME or NAME=VALUE
  bool auto_sync = false;                // --auto-sync
  std::string sync_check = "on";         // --sync-check=off|warn|on|strict
  bool line_info = false;                // -lineinfo
  bool warnings_as_errors = false;       // -Werror
  bool no_warnings = false;              // -w
  /// -W<group>/-Wno-<group> without the -W: "no-kiln-sync", "unused-variable".
  std::vector<std::string> warning_groups;
  /// nvcc's floating-point flags, with nvcc's defaults (kilnc -use_fast_math, -ftz=, -prec-div=,
  /// -prec-sqrt=, -fmad=). use_fast_math sets ftz, prec_div = false and prec_sqrt = false
  /// where they are left unset, and maps sinf & co. to their __ intrinsics.
  bool use_fast_math = false;
  std::optional<bool> ftz;               // f32 denormals flush to zero (default false)
  std::optional<bool> prec_div;          // false: f32 x / y is div.full (default true)
  std::optional<bool> prec_sqrt;         // false: f32 sqrt is sqrt.approx (default true)
  bool fmad = true;                      // false: no a * b + c contracts into an fma
  /// nvcc -maxrregcount: at most this many registers in each kernel without launch bounds
  /// (PTX .maxnreg); 0: no cap.
  unsigned max_reg_count = 0;
  bool relaxed_constexpr = false;        // --expt-relaxed-constexpr
  bool extended_lambda = false;          // --extended-lambda
  std::string ptx_version;               // --ptx-version (e.g. "8.0"); empty: the target's
  std::string cuda_driver;               // --cuda-driver (e.g. "12.4"); empty: any
  std::string cuda_path;                 // --cuda-path; empty: CUDA_HOME, /usr/local/cuda
  /// Kiln's kernel headers (the directory holding kiln/simt.hpp). The installed CMake
  /// package defines KILN_RESOURCE_DIR for its users; else found as kilnc finds them.
#ifdef KILN_RESOURCE_DIR
  std::string resource_dir = KILN_RESOURCE_DIR;
#else
  std::string resource_dir;
#endif
  /// The on-disk cache: off, or its directory (empty: $KILN_CACHE_DIR, else
  /// $XDG_CACHE_HOME/kiln, else ~/.cache/kiln). Only successful compilations are stored.
  bool use_cache = true;
  std::string cache_dir;
  /// The cache's size limit in bytes: when storing a result makes the entries larger, the least
  /// recently used ones (stored or read longest ago) are removed first. 0: $KILN_CACHE_MAX_SIZE
  /// (bytes, or with a K, M or G suffix; "0" means no limit), else 1 GiB.
  unsigned long long cache_max_size = 0;
};

struct CompileResult {
  bool ok = false;
  Output output = Output::ptx;     // what `text` holds (never `automatic`)
  std::string text;                // PTX, the bundle, the header, MLIR or LLVM IR
  std::vector<std::string> targets;
  std::vector<Diagnostic> diagnostics; // in order; a warning's notes follow it
  bool from_cache = false;
  std::string cache_key;           // 64 hex digits (empty when the cache is off)

  explicit operator bool() const { return ok; }
  /// Every diagnostic, one per line, as kilnc prints them.
  std::string log() const;
};

/// Compiles `source`. Never throws for a compile error: `ok` is false and the
/// diagnostics say why. Thread-safe.
CompileResult compile(std::string_view source, const CompileOptions &options = {});

/// "kiln 0.1.0 (git 0123456789ab, LLVM 22.1.8)": the compiler compile() runs.
std::string compiler_version();

} // namespace kiln

#endif
