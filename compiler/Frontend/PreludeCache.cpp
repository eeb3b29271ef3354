//===- PreludeCache.cpp - a precompiled kiln/cuda_prelude.hpp -------------===//
#include "compiler/Frontend/PreludeCache.h"

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Frontend/Utils.h"
#include "clang/Sema/Sema.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>
#include <ctime>

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

/// Before the PCH is written: CUDA's deferred-diagnostic roots are every
/// function definition the headers have (thousands with glibc and
/// libstdc++), and a TU reading a PCH deserializes all of them at its end,
/// ~100 ms. Their deferred diagnostics are not stored in a PCH anyway, and
/// the TU's own functions (the only ones kilnc compiles) stay roots, reaching
/// header functions through their calls.
class DropDeferredDiagRoots : public clang::ASTConsumer {
public:
  explicit DropDeferredDiagRoots(clang::CompilerInstance &ci) : ci(ci) {}
  void HandleTranslationUnit(clang::ASTContext &) override {
    if (ci.hasSema())
      ci.getSema().DeclsToCheckForDeferredDiags.clear();
  }

private:
  clang::CompilerInstance &ci;
};

class GeneratePreludePCH : public clang::GeneratePCHAction {
protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &ci, llvm::StringRef inFile) override {
    std::vector<std::unique_ptr<clang::ASTConsumer>> consumers;
    consumers.push_back(std::make_unique<DropDeferredDiagRoots>(ci));
    consumers.push_back(clang::GeneratePCHAction::CreateASTConsumer(ci, inFile));
    if (!consumers.back())
      return nullptr;
    return std::make_unique<clang::MultiplexConsumer>(std::move(consumers));
  }
};

/// Every file the PCH was built from, system headers included.
class InputFiles : public clang::DependencyCollector {
public:
  bool needSystemDependencies() override { return true; }
};

/// The host's and the toolkit's headers in a PCH, with their sizes and
/// modification times: an upgraded glibc, libstdc++ or CUDA toolkit makes
/// the PCH stale. (Kiln's own headers are in the key by content.)
std::string inputsFile(const std::string &pch) { return pch + ".inputs"; }

bool inputsUnchanged(const std::string &pch) {
  auto buffer = llvm::MemoryBuffer::getFile(inputsFile(pch));
  if (!buffer)
    return false;
  llvm::SmallVector<llvm::StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef line : lines) {
    auto [sizeText, rest] = line.split(' ');
    auto [timeText, path] = rest.split(' ');
    uint64_t size, time;
    llvm::sys::fs::file_status status;
    if (sizeText.getAsInteger(10, size) || timeText.getAsInteger(10, time) ||
        llvm::sys::fs::status(path, status) || status.getSize() != size ||
        (uint64_t)llvm::sys::toTimeT(status.getLastModificationTime()) != time)
      return false;
  }
  return true;
}

void writeInputs(const std::string &pch, const std::vector<std::string> &files,
                 const std::string &headersDir) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (const std::string &file : files) {
    if (llvm::StringRef(file).starts_with(headersDir))
      continue;
    llvm::sys::fs::file_status status;
    if (llvm::sys::fs::status(file, status))
      continue;
    os << status.getSize() << ' '
       << (uint64_t)llvm::sys::toTimeT(status.getLastModificationTime()) << ' ' << file << '\n';
  }
  std::error_code ec;
  llvm::raw_fd_ostream out(inputsFile(pch), ec);
  if (!ec)
    out << text;
}

/// Keeps the cache small: each set of options (target, -D flags, headers)
/// has its own PCH of a few megabytes (with the host's headers), so only the
/// most recently used ones are kept. A PCH used in the last few minutes is
/// never removed: a concurrent kilnc (a parallel build, lit) may have just
/// picked it and not opened it yet ("unable to read PCH file").
void pruneCache(const std::string &dir) {
  constexpr size_t kKeep = 16;
  constexpr auto kInUse = std::chrono::minutes(10);
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
  auto now = std::chrono::system_clock::now();
  for (size_t i = kKeep; i < entries.size(); ++i) {
    if (now - entries[i].first < kInUse)
      continue;
    llvm::sys::fs::remove(entries[i].second);
    llvm::sys::fs::remove(inputsFile(entries[i].second));
    llvm::sys::fs::remove(entries[i].second + ".hpp");
  }
}

bool buildPCH(std::vector<std::string> args, const std::string &prelude,
              const std::string &output, std::vector<std::string> &inputs) {
  // Templates instantiated by the headers are instantiated once, here, not
  // in every TU that reads the PCH.
  args.insert(args.end(), {"-fpch-instantiate-templates", "-emit-pch", "-o", output, prelude});
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
  auto collector = std::make_shared<InputFiles>();
  ci.addDependencyCollector(collector);
  GeneratePreludePCH action;
  bool ok = ci.ExecuteAction(action) && !ci.getDiagnostics().hasErrorOccurred();
  inputs = collector->getDependencies();
  return ok;
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
  if (llvm::sys::fs::exists(path) && inputsUnchanged(std::string(path))) {
    // Marks it as used for pruneCache (best effort: a read-only cache works).
    int fd;
    if (!llvm::sys::fs::openFileForWrite(path, fd, llvm::sys::fs::CD_OpenExisting,
                                         llvm::sys::fs::OF_Append)) {
      llvm::sys::fs::setLastAccessAndModificationTime(fd, llvm::sys::toTimePoint(std::time(nullptr)));
      llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    }
    return std::string(path);
  }
  // With headers after the prelude, the PCH's source is a file of #include
  // lines beside it (kept: the PCH names it as its input).
  std::string source = prelude;
  if (!includes.empty()) {
    source = std::string(path) + ".hpp";
    std::string text = "#include \"" + prelude + "\"\n";
    for (const std::string &name : includes)
      text += "#include <" + name + ">\n";
    // Rewritten only when it differs: a PCH records its input's time, and a
    // concurrent kilnc reading a PCH built from this file would find it
    // "modified" after an identical rewrite.
    auto existing = llvm::MemoryBuffer::getFile(source);
    bool same = existing && (*existing)->getBuffer() == text;
    llvm::SmallString<256> tempSource;
    if (same)
      ; // keep it
    else if (llvm::sys::fs::createUniqueFile(source + ".%%%%%%.tmp", tempSource))
      return "";
    if (!same) {
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
    if (!same && llvm::sys::fs::rename(tempSource, source)) {
      llvm::sys::fs::remove(tempSource);
      return "";
    }
  }
  // Build beside it and rename, so concurrent kilncs never read half a PCH.
  llvm::SmallString<256> temp;
  if (llvm::sys::fs::createUniqueFile(path + ".%%%%%%.tmp", temp))
    return "";
  std::vector<std::string> inputs;
  bool built = buildPCH(cc1Args, source, std::string(temp), inputs);
  if (built)
    writeInputs(std::string(path), inputs, headersDir);
  if (!built || llvm::sys::fs::rename(temp, path)) {
    llvm::sys::fs::remove(temp);
    return "";
  }
  pruneCache(dir);
  return std::string(path);
}
