//===- LeadingIncludes.cpp - headers a kernel file starts with ------------===//
#include "compiler/Frontend/LeadingIncludes.h"
#include "compiler/Frontend/ToolkitHeaders.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace kiln::frontend;

namespace {
/// Skips spaces, tabs, newlines and comments; false on an unterminated
/// block comment.
bool skipBlank(llvm::StringRef &s) {
  while (true) {
    s = s.ltrim(" \t\r\n\f\v");
    if (s.consume_front("//")) {
      // A backslash before the newline continues the comment.
      size_t end = 0;
      while ((end = s.find('\n', end)) != llvm::StringRef::npos && end > 0 && s[end - 1] == '\\')
        ++end;
      s = end == llvm::StringRef::npos ? llvm::StringRef() : s.drop_front(end);
    } else if (s.consume_front("/*")) {
      size_t end = s.find("*/");
      if (end == llvm::StringRef::npos)
        return false;
      s = s.drop_front(end + 2);
    } else {
      return true;
    }
  }
}

/// Header names as simple as Kiln's: letters, digits, '_', '.', no path.
bool plainName(llvm::StringRef name) {
  return !name.empty() && llvm::all_of(name, [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '.';
  });
}
} // namespace

/// `cuda/atomic`, `cuda/std/complex`: libcu++'s spelling, every part a
/// plain name; `cub/block/block_reduce.cuh`: CUB's (the toolkit's too, next
/// to libcu++, and ~15 s to parse `<cub/cub.cuh>`); `thrust/random.h`:
/// Thrust's device utilities (~0.8 s with <thrust/complex.h>).
static bool libcudacxxName(llvm::StringRef name) {
  if (isThrustDeviceUtility(name))
    return llvm::all_of(llvm::drop_begin(llvm::split(name, '/')), plainName);
  if (!name.consume_front("cuda/") && !name.consume_front("cub/"))
    return false;
  llvm::SmallVector<llvm::StringRef> parts;
  name.split(parts, '/');
  return llvm::all_of(parts, plainName);
}

/// The C and C++ standard library headers real kernel files open with
/// (`#include <cstdint>` before `<cuda_fp16.h>`): the host's, which the
/// prelude reaches anyway through cuda_runtime.h. Taking them into the PCH in
/// their place keeps the order of the file's includes, so the Kiln headers
/// after them still go in too (0.5 s of <cuda_bf16.h> parsing otherwise).
static bool standardLibraryName(llvm::StringRef name) {
  static const llvm::StringRef names[] = {
      "assert.h", "float.h", "limits.h", "math.h", "stddef.h", "stdint.h", "stdio.h", "stdlib.h", "string.h",
      "cassert", "cfloat", "climits", "cmath", "cstddef", "cstdint", "cstdio", "cstdlib", "cstring",
      "algorithm", "array", "limits", "type_traits", "utility"};
  return llvm::is_contained(names, name);
}

std::vector<std::string> kiln::frontend::leadingKilnIncludes(
    llvm::StringRef source, llvm::StringRef kilnStdDir,
    const std::vector<std::string> &includeDirs,
    const std::vector<std::string> &libcudacxxDirs) {
  std::vector<std::string> names;
  // A `cuda/` folder in a -I directory could shadow libcu++.
  bool libcudacxxShadowed = false;
  for (const std::string &dir : includeDirs)
    for (const char *folder : {"cuda", "cub", "thrust"}) {
      llvm::SmallString<256> other(dir);
      llvm::sys::path::append(other, folder);
      libcudacxxShadowed |= llvm::sys::fs::exists(other);
    }
  // A -I directory that shadows any Kiln header could change what one
  // header includes from another, outside what the PCH's key covers.
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(kilnStdDir, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::StringRef header = llvm::sys::path::filename(it->path());
    for (const std::string &dir : includeDirs) {
      llvm::SmallString<256> other(dir);
      llvm::sys::path::append(other, header);
      if (llvm::sys::fs::exists(other))
        return names;
    }
  }
  source.consume_front("\xEF\xBB\xBF");
  while (skipBlank(source) && source.consume_front("#")) {
    llvm::StringRef line = source.take_until([](char c) { return c == '\n'; });
    source = source.drop_front(line.size());
    // `#include <name>`, then only spaces or a // comment (no continuation,
    // no block comment that could hide more of the line).
    llvm::StringRef rest = line.ltrim(" \t");
    if (!rest.consume_front("include"))
      break;
    rest = rest.ltrim(" \t");
    if (!rest.consume_front("<"))
      break;
    size_t close = rest.find('>');
    if (close == llvm::StringRef::npos)
      break;
    llvm::StringRef name = rest.take_front(close);
    rest = rest.drop_front(close + 1).trim(" \t\r");
    if (!rest.empty() && !(rest.starts_with("//") && !rest.ends_with("\\")))
      break;
    if (libcudacxxName(name)) {
      // The toolkit's libcu++ costs ~1 s to parse (<cuda/atomic>); its files
      // are in the PCH's list of inputs, checked by size and time.
      if (libcudacxxShadowed ||
          llvm::none_of(libcudacxxDirs, [&](const std::string &dir) {
            llvm::SmallString<256> path(dir);
            llvm::sys::path::append(path, name);
            return llvm::sys::fs::is_regular_file(path);
          }))
        break;
      names.push_back(name.str());
      continue;
    }
    // `cooperative_groups/reduce.h`: Kiln's headers may sit in a folder.
    if (!llvm::all_of(llvm::split(name, '/'), [](llvm::StringRef part) {
          return plainName(part) && part != "." && part != "..";
        }))
      break;
    if (standardLibraryName(name)) {
      // Not when a -I directory could hold another one.
      if (llvm::any_of(includeDirs, [&](const std::string &dir) {
            llvm::SmallString<256> other(dir);
            llvm::sys::path::append(other, name);
            return llvm::sys::fs::exists(other);
          }))
        break;
      names.push_back(name.str());
      continue;
    }
    llvm::SmallString<256> provided(kilnStdDir);
    llvm::sys::path::append(provided, name);
    if (!llvm::sys::fs::is_regular_file(provided))
      break;
    names.push_back(name.str());
  }
  return names;
}
