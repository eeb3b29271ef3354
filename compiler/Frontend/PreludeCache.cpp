//===- PreludeCache.cpp - a precompiled kiln/cuda_prelude.hpp -------------===//
#include "compiler/Frontend/PreludeCache.h"

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace kiln::frontend;

namespace {
std::string cacheDirectory() {
  if (const char *dir = std::getenv("KILN_CACHE_DIR"))
    return llvm::StringRef(dir) == "off" ? "" : dir;
  llvm::SmallString<256> path;
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    path = xdg;
  else if (const char *home = std::getenv("HOME"); home && *home)
    llvm::sys::path::append(path, home, ".cache");
  else
    return "";
  llvm::sys::path::append(path, "kiln");
  return std::string(path);
}

/// The PCH's name: a digest of everything that shapes it (the options, the
/// Clang version, and the text of every Kiln header), so a changed header or
/// option never meets a stale PCH.
std::string cacheKey(const std::vector<std::string> &args,
                     const std::string &headersDir,
                     const std::vector<std::string> &includes) {
  llvm::SHA256 hash;
  hash.update(clang::getClangFullVersion());
  for (const std::string &a : args) {
    hash.update(a);
    hash.update(llvm::StringRef("\0", 1));
  }
  for (const std::string &name : includes) {
    hash.update("#include");
    hash.update(name);
    hash.update(llvm::StringRef("\0", 1));
  }
  std::error_code ec;
  std::vector<std::string> files;
  for (llvm::sys::fs::recursive_directory_iterator it(headersDir, ec), end;
       it != end && !ec; it.increment(ec))
    if (it->type() == llvm::sys::fs::file_type::regular_file)
      files.push_back(it->path());
  llvm::sort(files);
  for (const std::string &file : files) {
    hash.update(file);
    if (auto buffer = llvm::MemoryBuffer::getFile(file))
      hash.update((*buffer)->getBuffer());
  }
  return llvm::toHex(hash.final(), /*LowerCase=*/true).substr(0, 24);
}

/// Keeps the cache small: each set of options (target, -D flags, headers)
/// has its own PCH of about half a megabyte, so only the most recently
/// built ones are kept.
void pruneCache(const std::string &dir) {
  constexpr size_t kKeep = 24;
  std::vector<std::pair<llvm::sys::TimePoint<>, std::string>> entries;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    llvm::sys::fs::file_status status;
    if (name.starts_with("prelude-") && name.ends_with(".pch") &&
        !llvm::sys::fs::status(it->path(), status))
      entries.push_back({status.getLastModificationTime(), it->path()});
  }
  if (entries.size() <= kKeep)
    return;
  llvm::sort(entries, [](const auto &a, const auto &b) { return a.first > b.first; });
  for (size_t i = kKeep; i < entries.size(); ++i) {
    llvm::sys::fs::remove(entries[i].second);
    llvm::sys::fs::remove(entries[i].second + ".hpp");
  }
}

bool buildPCH(std::vector<std::string> args, const std::string &prelude,
              const std::string &output) {
  args.insert(args.end(), {"-emit-pch", "-o", output, prelude});
  std::vector<const char *> argv;
  for (const std::string &a : args)
    argv.push_back(a.c_str());
  auto invocation = std::make_shared<clang::CompilerInvocation>();
  // Problems in the prelude show up (with context) when it is included as
  // text instead; here they only mean "no PCH".
  clang::DiagnosticOptions diagOpts;
  clang::TextDiagnosticBuffer quiet;
  clang::DiagnosticsEngine diags(clang::DiagnosticIDs::create(), diagOpts,
                                 &quiet, /*ShouldOwnClient=*/false);
  if (!clang::CompilerInvocation::CreateFromArgs(*invocation, argv, diags))
    return false;
  clang::CompilerInstance ci(invocation);
  ci.createVirtualFileSystem();
  ci.createDiagnostics(&quiet, /*ShouldOwnClient=*/false);
  clang::GeneratePCHAction action;
  return ci.ExecuteAction(action) && !ci.getDiagnostics().hasErrorOccurred();
}
} // namespace

std::string kiln::frontend::getPreludePCH(
    const std::vector<std::string> &cc1Args, const std::string &prelude,
    const std::string &headersDir, const std::vector<std::string> &includes) {
  std::string dir = cacheDirectory();
  if (dir.empty() || llvm::sys::fs::create_directories(dir))
    return "";
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "prelude-" +
                                    cacheKey(cc1Args, headersDir, includes) +
                                    ".pch");
  if (llvm::sys::fs::exists(path))
    return std::string(path);
  // With headers after the prelude, the PCH's source is a file of #include
  // lines beside it (kept: the PCH names it as its input).
  std::string source = prelude;
  if (!includes.empty()) {
    source = std::string(path) + ".hpp";
    std::string text = "#include \"" + prelude + "\"\n";
    for (const std::string &name : includes)
      text += "#include <" + name + ">\n";
    llvm::SmallString<256> tempSource;
    if (llvm::sys::fs::createUniqueFile(source + ".%%%%%%.tmp", tempSource))
      return "";
    {
      std::error_code ec;
      llvm::raw_fd_ostream out(tempSource, ec);
      if (!ec)
        out << text;
      if (ec || out.has_error()) {
        out.clear_error();
        llvm::sys::fs::remove(tempSource);
        return "";
      }
    }
    if (llvm::sys::fs::rename(tempSource, source)) {
      llvm::sys::fs::remove(tempSource);
      return "";
    }
  }
  // Build beside it and rename, so concurrent kilncs never read half a PCH.
  llvm::SmallString<256> temp;
  if (llvm::sys::fs::createUniqueFile(path + ".%%%%%%.tmp", temp))
    return "";
  bool built = buildPCH(cc1Args, source, std::string(temp));
  if (!built || llvm::sys::fs::rename(temp, path)) {
    llvm::sys::fs::remove(temp);
    return "";
  }
  pruneCache(dir);
  return std::string(path);
}
