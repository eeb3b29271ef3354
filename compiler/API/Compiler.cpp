//===- Compiler.cpp - kiln::compile: the driver, in process, with a cache ----===//
//
// kiln::compile runs the very code path kilnc runs (driver::compileToOutput,
// on a large-stack thread as kilnc does) with the source as text and a sink
// that keeps each diagnostic as data; only the cache is its own.
//
//===----------------------------------------------------------------------===//
#include "kiln/compiler.hpp"

#include "compiler/API/CompileCache.h"
#include "compiler/Driver/CompilerOptions.h"
#include "compiler/Driver/LargeStack.h"
#include "compiler/Driver/ToolchainPaths.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/SHA256.h"

#include <array>
#include <cstdlib>
#include <map>
#include <mutex>

using namespace kiln;
using namespace kiln::driver;

namespace {
/// The toolkit and the kernel headers, looked up once per --cuda-path: the
/// cache key names them, and a cache hit must not read cuda.h again.
const ToolchainPaths &toolchain(const std::string &cudaPath) {
  static std::mutex mutex;
  static std::map<std::string, ToolchainPaths> found;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = found.find(cudaPath);
  if (it == found.end())
    it = found.emplace(cudaPath, findToolchainPaths("kiln-compiler", cudaPath)).first;
  return it->second;
}

std::string headersDir(const CompileOptions &options, const ToolchainPaths &paths) {
  if (!options.resource_dir.empty())
    return options.resource_dir;
  if (const char *dir = std::getenv("KILN_RESOURCE_DIR"); dir && *dir)
    return dir;
  return paths.kilnHeadersDir;
}

/// Each field length-prefixed, so no two option sets hash alike.
class KeyHasher {
public:
  KeyHasher &add(llvm::StringRef field) {
    std::string size = std::to_string(field.size()) + ":";
    sha.update(size);
    sha.update(field);
    return *this;
  }
  KeyHasher &add(const std::vector<std::string> &fields) {
    add(std::to_string(fields.size()));
    for (const std::string &field : fields)
      add(field);
    return *this;
  }
  // Not an add() overload: a string literal would convert to bool first.
  KeyHasher &flag(bool value) { return add(llvm::StringRef(value ? "1" : "0")); }
  std::string hex() {
    std::array<uint8_t, 32> digest = sha.final();
    return llvm::toHex(digest, /*LowerCase=*/true);
  }

private:
  llvm::SHA256 sha;
};

std::string cacheKey(std::string_view source, const CompileOptions &o,
                     const ToolchainPaths &paths, const std::string &headers) {
  KeyHasher key;
  // The compiler: Kiln's version and revision, and the LLVM it was built on.
  key.add("kiln-compile 1").add(kilnVersion()).add(kilnGitRevision()).add(LLVM_VERSION_STRING);
  // The targets and the toolkit (libdevice) the code is made for.
  key.add(o.archs).add(paths.cuda.root).add(paths.cuda.versionFull).add(paths.libdevicePath);
  key.add(headers);
  // The options, each of them.
  key.add(std::to_string(static_cast<int>(o.output))).add(o.source_name).add(o.language)
      .add(o.standard).add(std::to_string(o.opt_level)).add(o.include_dirs).add(o.defines)
      .flag(o.auto_sync).add(o.sync_check).flag(o.line_info).flag(o.warnings_as_errors)
      .flag(o.no_warnings).add(o.warning_groups).add(o.ptx_version).add(o.cuda_driver);
  // Unset, false and true hash apart ("-", "0", "1").
  auto tri = [](const std::optional<bool> &v) { return v ? (*v ? "1" : "0") : "-"; };
  key.flag(o.use_fast_math).add(tri(o.ftz)).add(tri(o.prec_div)).add(tri(o.prec_sqrt))
      .flag(o.fmad).add(std::to_string(o.max_reg_count)).flag(o.relaxed_constexpr)
      .flag(o.extended_lambda);
  // The source.
  key.add(llvm::StringRef(source.data(), source.size()));
  return key.hex();
}

Severity severityOf(frontend::DiagnosticSeverity severity) {
  switch (severity) {
  case frontend::DiagnosticSeverity::Note:
    return Severity::note;
  case frontend::DiagnosticSeverity::Remark:
    return Severity::remark;
  case frontend::DiagnosticSeverity::Warning:
    return Severity::warning;
  case frontend::DiagnosticSeverity::Error:
    break;
  }
  return Severity::error;
}

Output outputOf(Emit emit) {
  switch (emit) {
  case Emit::MLIR:
    return Output::mlir;
  case Emit::Simt:
    return Output::simt;
  case Emit::LLVM:
    return Output::llvm;
  case Emit::PTX:
    return Output::ptx;
  case Emit::Bundle:
    return Output::bundle;
  case Emit::Header:
    return Output::header;
  }
  return Output::ptx;
}

/// CompileOptions -> the driver's options (kilnc's flags, field by field).
CompilerOptions driverOptions(const CompileOptions &o) {
  CompilerOptions opts;
  opts.input = o.source_name;
  opts.output = "";
  opts.archs = o.archs;
  opts.emitExplicit = o.output != Output::automatic;
  switch (o.output) {
  case Output::automatic:
  case Output::ptx:
    opts.emit = Emit::PTX;
    break;
  case Output::bundle:
    opts.emit = Emit::Bundle;
    break;
  case Output::header:
    opts.emit = Emit::Header;
    break;
  case Output::mlir:
    opts.emit = Emit::MLIR;
    break;
  case Output::simt:
    opts.emit = Emit::Simt;
    break;
  case Output::llvm:
    opts.emit = Emit::LLVM;
    break;
  }
  if (!o.language.empty()) {
    if (std::optional<InputLanguage> lang = parseInputLanguage(o.language))
      opts.language = *lang;
  }
  opts.languageStandard = o.standard;
  opts.optLevel = o.opt_level;
  opts.includeDirs = o.include_dirs;
  opts.defines = o.defines;
  opts.autoSync = o.auto_sync;
  opts.syncCheck = o.sync_check;
  opts.lineInfo = o.line_info;
  if (o.warnings_as_errors)
    opts.warningsAsErrors.push_back("");
  opts.noWarnings = o.no_warnings;
  opts.warningGroups = o.warning_groups;
  if (!o.ptx_version.empty())
    opts.ptxVersion = o.ptx_version;
  if (!o.cuda_driver.empty())
    opts.cudaDriver = o.cuda_driver;
  opts.cudaPath = o.cuda_path;
  // As kilnc: -use_fast_math sets what the explicit flags leave unset.
  opts.fastMath = o.use_fast_math;
  opts.ftz = o.ftz.value_or(o.use_fast_math);
  opts.precDiv = o.prec_div.value_or(!o.use_fast_math);
  opts.precSqrt = o.prec_sqrt.value_or(!o.use_fast_math);
  opts.fmad = o.fmad;
  opts.maxRegCount = o.max_reg_count;
  opts.relaxedConstexpr = o.relaxed_constexpr;
  opts.extendedLambda = o.extended_lambda;
  return opts;
}
} // namespace

std::string Diagnostic::str() const {
  static const char *const names[] = {"note", "remark", "warning", "error"};
  std::string text;
  if (file.empty())
    text = "kiln";
  else
    text = file + ":" + std::to_string(line) + ":" + std::to_string(column);
  return text + ": " + names[static_cast<int>(severity)] + ": " + message;
}

std::string CompileResult::log() const {
  std::string text;
  for (const Diagnostic &diag : diagnostics)
    text += diag.str() + "\n";
  return text;
}

CompileResult kiln::compile(std::string_view source, const CompileOptions &options) {
  const ToolchainPaths &paths = toolchain(options.cuda_path);
  std::string headers = headersDir(options, paths);
  std::string cacheDir, key;
  if (options.use_cache) {
    cacheDir = options.cache_dir.empty() ? api::defaultCacheDir() : options.cache_dir;
    key = cacheKey(source, options, paths, headers);
    if (std::optional<CompileResult> hit = api::readCacheEntry(cacheDir, key))
      return std::move(*hit);
  }

  CompileResult result;
  result.cache_key = key;
  if (!options.language.empty() && !parseInputLanguage(options.language)) {
    result.diagnostics.push_back({Severity::error, "", 0, 0,
                                  "language '" + options.language +
                                      "': use cuda, c++ or mlir"});
    return result;
  }
  std::string text(source);
  CompilerOptions opts = driverOptions(options);
  opts.inputText = &text;
  opts.kilnHeadersDir = headers;
  // The user headers the source reads: a cached result is stale when one changes.
  if (options.use_cache)
    opts.dependencies = Dependencies::UserHeaders;
  opts.diagnostics = [&result](const frontend::DiagnosticRecord &record) {
    result.diagnostics.push_back(
        {severityOf(record.severity), record.file, record.line, record.column, record.message});
  };
  CompileOutput out;
  int rc = runWithLargeStack([&] { return compileToOutput(opts, "kiln-compiler", out); });
  if (rc != 0)
    return result;
  result.ok = true;
  result.output = outputOf(out.emit);
  result.text = std::move(out.text);
  result.targets = std::move(out.targets);
  if (options.use_cache) {
    std::vector<std::string> userHeaders;
    for (const std::string &file : out.dependencies)
      if (file != options.source_name)
        userHeaders.push_back(file);
    api::writeCacheEntry(cacheDir, key, result, userHeaders);
    api::evictCacheEntries(cacheDir, api::cacheMaxSize(options.cache_max_size), key);
  }
  return result;
}

std::string kiln::compiler_version() {
  return std::string("kiln ") + kilnVersion() + " (git " + kilnGitRevision() + ", LLVM " +
         LLVM_VERSION_STRING + ")";
}
