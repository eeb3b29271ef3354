//===- OutOfMemory.cpp - running out of memory as a located error ---------===//
#include "compiler/Driver/OutOfMemory.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

namespace {
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
  std::fflush(stderr);
  // Not llvm::sys::Process::Exit: inside the CrashRecoveryContext it counts as
  // a crash and dumps the stack.
  std::_Exit(1);
}
} // namespace

void kiln::driver::reportOutOfMemoryAsError() {
  llvm::install_bad_alloc_error_handler(onBadAlloc);
}
