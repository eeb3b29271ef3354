//===- CompileCache.cpp - kiln::compile's results on disk ------------------===//
#include "compiler/API/CompileCache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <limits>

using namespace kiln;
using namespace kiln::api;

namespace {
// Bumped whenever the layout below changes.
constexpr llvm::StringLiteral kMagic = "kiln-cache 1\n";

std::string entryPath(const std::string &dir, const std::string &key) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, key + ".kcache");
  return std::string(path);
}

std::optional<CachedDependency> statDependency(const std::string &path) {
  llvm::sys::fs::file_status status;
  if (llvm::sys::fs::status(path, status))
    return std::nullopt;
  CachedDependency dep;
  dep.path = path;
  dep.size = status.getSize();
  dep.mtimeNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                    status.getLastModificationTime().time_since_epoch())
                    .count();
  return dep;
}

/// Fields: numbers as decimal text ending in '\n'; strings as their length,
/// '\n', then the bytes (any bytes, newlines included).
class Writer {
public:
  explicit Writer(llvm::raw_ostream &os) : os(os) {}
  void number(unsigned long long n) { os << n << '\n'; }
  void signedNumber(long long n) { os << n << '\n'; }
  void string(llvm::StringRef s) {
    number(s.size());
    os << s;
  }

private:
  llvm::raw_ostream &os;
};

class Reader {
public:
  explicit Reader(llvm::StringRef text) : rest(text) {}
  bool number(unsigned long long &n) {
    auto [line, after] = rest.split('\n');
    if (line.size() == rest.size() || line.getAsInteger(10, n))
      return false;
    rest = after;
    return true;
  }
  bool signedNumber(long long &n) {
    auto [line, after] = rest.split('\n');
    if (line.size() == rest.size() || line.getAsInteger(10, n))
      return false;
    rest = after;
    return true;
  }
  bool string(std::string &s) {
    unsigned long long size;
    if (!number(size) || size > rest.size())
      return false;
    s = rest.take_front(size).str();
    rest = rest.drop_front(size);
    return true;
  }
  bool atEnd() const { return rest.empty(); }

private:
  llvm::StringRef rest;
};
/// The entry was just read: its modification time, the eviction order, is now.
void markUsed(const std::string &path) {
  int fd;
  if (llvm::sys::fs::openFileForWrite(path, fd, llvm::sys::fs::CD_OpenExisting,
                                      llvm::sys::fs::OF_Append))
    return;
  (void)llvm::sys::fs::setLastAccessAndModificationTime(fd, std::chrono::system_clock::now());
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
}
} // namespace

std::optional<CompileResult> kiln::api::readCacheEntry(const std::string &dir,
                                                       const std::string &key) {
  auto buffer = llvm::MemoryBuffer::getFile(entryPath(dir, key), /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return std::nullopt;
  llvm::StringRef text = (*buffer)->getBuffer();
  if (!text.consume_front(kMagic))
    return std::nullopt;
  Reader in(text);
  CompileResult result;
  std::string storedKey;
  unsigned long long output, count;
  if (!in.string(storedKey) || storedKey != key || !in.number(output) ||
      output > static_cast<unsigned long long>(Output::llvm) || !in.number(count))
    return std::nullopt;
  result.output = static_cast<Output>(output);
  for (unsigned long long i = 0; i < count; ++i) {
    std::string target;
    if (!in.string(target))
      return std::nullopt;
    result.targets.push_back(std::move(target));
  }
  // A header that changed since makes the entry stale.
  if (!in.number(count))
    return std::nullopt;
  for (unsigned long long i = 0; i < count; ++i) {
    CachedDependency dep;
    if (!in.string(dep.path) || !in.number(dep.size) || !in.signedNumber(dep.mtimeNs))
      return std::nullopt;
    std::optional<CachedDependency> now = statDependency(dep.path);
    if (!now || now->size != dep.size || now->mtimeNs != dep.mtimeNs)
      return std::nullopt;
  }
  if (!in.number(count))
    return std::nullopt;
  for (unsigned long long i = 0; i < count; ++i) {
    Diagnostic diag;
    unsigned long long severity, line, column;
    if (!in.number(severity) || severity > static_cast<unsigned long long>(Severity::error) ||
        !in.string(diag.file) || !in.number(line) || !in.number(column) ||
        !in.string(diag.message))
      return std::nullopt;
    diag.severity = static_cast<Severity>(severity);
    diag.line = static_cast<unsigned>(line);
    diag.column = static_cast<unsigned>(column);
    result.diagnostics.push_back(std::move(diag));
  }
  if (!in.string(result.text) || !in.atEnd())
    return std::nullopt;
  markUsed(entryPath(dir, key));
  result.ok = true;
  result.from_cache = true;
  result.cache_key = key;
  return result;
}

void kiln::api::writeCacheEntry(const std::string &dir, const std::string &key,
                                const CompileResult &result,
                                const std::vector<std::string> &headers) {
  if (llvm::sys::fs::create_directories(dir))
    return;
  std::string text;
  llvm::raw_string_ostream os(text);
  os << kMagic;
  Writer out(os);
  out.string(key);
  out.number(static_cast<unsigned long long>(result.output));
  out.number(result.targets.size());
  for (const std::string &target : result.targets)
    out.string(target);
  std::vector<CachedDependency> deps;
  for (const std::string &header : headers)
    if (std::optional<CachedDependency> dep = statDependency(header))
      deps.push_back(*dep);
  out.number(deps.size());
  for (const CachedDependency &dep : deps) {
    out.string(dep.path);
    out.number(dep.size);
    out.signedNumber(dep.mtimeNs);
  }
  out.number(result.diagnostics.size());
  for (const Diagnostic &diag : result.diagnostics) {
    out.number(static_cast<unsigned long long>(diag.severity));
    out.string(diag.file);
    out.number(diag.line);
    out.number(diag.column);
    out.string(diag.message);
  }
  out.string(result.text);
  os.flush();

  llvm::SmallString<256> temp;
  int fd;
  if (llvm::sys::fs::createUniqueFile(entryPath(dir, key) + ".%%%%%%%%.tmp", fd, temp))
    return;
  {
    llvm::raw_fd_ostream file(fd, /*shouldClose=*/true);
    file << text;
    file.close();
    if (file.has_error()) {
      file.clear_error();
      llvm::sys::fs::remove(temp);
      return;
    }
  }
  if (llvm::sys::fs::rename(temp, entryPath(dir, key)))
    llvm::sys::fs::remove(temp);
}

void kiln::api::evictCacheEntries(const std::string &dir, unsigned long long maxBytes,
                                  const std::string &keepKey) {
  struct Entry {
    std::string path;
    unsigned long long size;
    llvm::sys::TimePoint<> used;
  };
  std::vector<Entry> entries;
  unsigned long long total = 0;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec; it.increment(ec)) {
    if (llvm::sys::path::extension(it->path()) != ".kcache")
      continue;
    llvm::sys::fs::file_status status;
    if (llvm::sys::fs::status(it->path(), status))
      continue;
    entries.push_back({it->path(), status.getSize(), status.getLastModificationTime()});
    total += status.getSize();
  }
  if (total <= maxBytes)
    return;
  std::string keep = entryPath(dir, keepKey);
  std::sort(entries.begin(), entries.end(),
            [](const Entry &a, const Entry &b) { return a.used < b.used; });
  for (const Entry &entry : entries) {
    if (total <= maxBytes)
      break;
    if (entry.path == keep)
      continue;
    // Gone already (another process evicted it) counts as removed.
    std::error_code removed = llvm::sys::fs::remove(entry.path, /*IgnoreNonExisting=*/true);
    if (!removed)
      total -= entry.size;
  }
}

unsigned long long kiln::api::cacheMaxSize(unsigned long long option) {
  constexpr unsigned long long kDefault = 1ull << 30;
  if (option)
    return option;
  const char *env = std::getenv("KILN_CACHE_MAX_SIZE");
  if (!env || !*env)
    return kDefault;
  llvm::StringRef text(env);
  unsigned long long scale = 1;
  switch (text.empty() ? '\0' : text.back()) {
  case 'k': case 'K': scale = 1ull << 10; break;
  case 'm': case 'M': scale = 1ull << 20; break;
  case 'g': case 'G': scale = 1ull << 30; break;
  default: break;
  }
  if (scale != 1)
    text = text.drop_back();
  unsigned long long value;
  if (text.getAsInteger(10, value))
    return kDefault;
  if (value == 0)
    return std::numeric_limits<unsigned long long>::max();
  return value * scale;
}

std::string kiln::api::defaultCacheDir() {
  if (const char *dir = std::getenv("KILN_CACHE_DIR"); dir && *dir)
    return dir;
  llvm::SmallString<256> path;
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    path = xdg;
  else if (llvm::sys::path::home_directory(path))
    llvm::sys::path::append(path, ".cache");
  else
    path = "/tmp";
  llvm::sys::path::append(path, "kiln");
  return std::string(path);
}
