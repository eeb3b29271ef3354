//===- OutOfMemory.cpp - running out of memory as a located error ---------===//
#include "compiler/Driver/OutOfMemory.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sys/resource.h>
#include <unistd.h>

namespace {
/// The address-space limit capAddressSpace set, in MiB (0: none).
uint64_t capMiB = 0;

[[noreturn]] void onBadAlloc(void *, const char *reason, bool) {
  // Memory is short: format on the stack (inline capacity) and print with stdio.
  llvm::SmallString<1024> innermost;
  // The head is the innermost entry (the last one pushed on this thread).
  // Clang's entries print "file:line:col: what it was doing"; the first one
  // with a location names where the input asked for too much.
  for (const auto *entry =
           static_cast<const llvm::PrettyStackTraceEntry *>(llvm::SavePrettyStackState());
       entry; entry = entry->getNextEntry()) {
    llvm::raw_svector_ostream os(innermost);
    entry->print(os);
    llvm::StringRef line = innermost.str();
    size_t sep = line.find(": ");
    if (sep != llvm::StringRef::npos && line.take_front(sep).count(':') >= 2)
      break;
    innermost.clear();
  }
  llvm::StringRef line = llvm::StringRef(innermost).trim();
  size_t sep = line.find(": ");
  const char *why = reason ? reason : "allocation failed";
  if (sep != llvm::StringRef::npos)
    std::fprintf(stderr,
                 "%.*s: error: kilnc ran out of memory (%s) %.*s; the input asks for more "
                 "memory than the compiler has (check template arguments and sizes there)\n",
                 static_cast<int>(sep), line.data(), why,
                 static_cast<int>(line.size() - sep - 2), line.data() + sep + 2);
  else
    std::fprintf(stderr, "kilnc: error: kilnc ran out of memory (%s)\n", why);
  if (capMiB)
    std::fprintf(stderr,
                 "kilnc: note: kilnc limits itself to %llu MiB of address space; "
                 "KILN_MAX_MEMORY_MB=N sets another limit (0: none)\n",
                 static_cast<unsigned long long>(capMiB));
  std::fflush(stderr);
  // Not llvm::sys::Process::Exit: inside the CrashRecoveryContext it counts as
  // a crash and dumps the stack.
  std::_Exit(1);
}
} // namespace

void kiln::driver::reportOutOfMemoryAsError() {
  llvm::install_bad_alloc_error_handler(onBadAlloc);
}

void kiln::driver::capAddressSpace() {
#if defined(__SANITIZE_ADDRESS__)
  return; // ASan reserves terabytes of shadow memory
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) ||    \
    __has_feature(thread_sanitizer)
  return;
#endif
#endif
  // 3/4 of the machine's memory, at least 4 GiB and at most 8 GiB: four
  // times what the largest input of the test corpus needs (compile-budgets).
  uint64_t pages = static_cast<uint64_t>(sysconf(_SC_PHYS_PAGES));
  uint64_t pageSize = static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
  uint64_t mib = pages && pageSize ? pages / 1024 * pageSize / 1024 * 3 / 4 : 0;
  mib = mib < 4096 ? 4096 : mib > 8192 ? 8192 : mib;
  if (const char *env = std::getenv("KILN_MAX_MEMORY_MB")) {
    char *end = nullptr;
    unsigned long long asked = std::strtoull(env, &end, 10);
    if (end == env || *end)
      return; // not a number: no limit rather than a surprising one
    mib = asked;
  }
  if (mib == 0)
    return;
  rlimit limit;
  if (getrlimit(RLIMIT_AS, &limit) != 0)
    return;
  uint64_t bytes = mib << 20;
  if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur <= bytes)
    return; // the user's own `ulimit -v` is tighter
  if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < bytes)
    bytes = limit.rlim_max;
  limit.rlim_cur = bytes;
  if (setrlimit(RLIMIT_AS, &limit) == 0)
    capMiB = bytes >> 20;
}
