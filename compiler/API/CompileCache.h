//===- CompileCache.h - kiln::compile's results on disk ---------*- C++ -*-===//
//
// One file per result, <dir>/<key>.kcache, written to a unique temporary
// name and renamed into place, so concurrent writers (threads, processes)
// never leave or read half an entry. An entry also lists the user headers
// the compilation read with their sizes and modification times: editing one
// makes the entry stale (the key only covers the source text).
//
// The directory is kept under a size limit, least recently used entries going
// first: an entry's modification time is when it was last stored or read.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_API_COMPILECACHE_H
#define KILN_COMPILER_API_COMPILECACHE_H

#include "kiln/compiler.hpp"

#include <optional>
#include <string>
#include <vector>

namespace kiln::api {

/// A user header a cached result depends on, as it was when compiled.
struct CachedDependency {
  std::string path;
  unsigned long long size = 0;
  long long mtimeNs = 0;
};

/// Reads the entry for `key`; nullopt when there is none, it is unreadable
/// or malformed, or a header it lists changed. A hit marks the entry used.
std::optional<CompileResult> readCacheEntry(const std::string &dir, const std::string &key);

/// Stores a successful result (best effort: a cache that cannot be written
/// only costs the next compile its time).
void writeCacheEntry(const std::string &dir, const std::string &key,
                     const CompileResult &result, const std::vector<std::string> &headers);

/// Removes the least recently used entries of `dir` (oldest modification time
/// first) until their sizes add up to at most `maxBytes`; never `keepKey`'s,
/// the one just stored. Entries another process removes first are skipped.
void evictCacheEntries(const std::string &dir, unsigned long long maxBytes,
                       const std::string &keepKey);

/// The size limit compile() applies: `option` when not 0, else
/// $KILN_CACHE_MAX_SIZE ("0": none, i.e. the largest value), else 1 GiB.
unsigned long long cacheMaxSize(unsigned long long option);

/// The cache directory compile() uses when CompileOptions::cache_dir is empty.
std::string defaultCacheDir();

} // namespace kiln::api

#endif
