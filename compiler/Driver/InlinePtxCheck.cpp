//===- InlinePtxCheck.cpp - inline PTX checked by ptxas, errors at the asm ===//
#include "compiler/Driver/InlinePtxCheck.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace mlir;
using llvm::StringRef;

namespace kiln::driver {

/// The file the statement was written in: the innermost frame of an inlined
/// call's location.
static std::optional<StringRef> writtenIn(Location loc) {
  while (true) {
    if (auto file = dyn_cast<FileLineColLoc>(loc))
      return file.getFilename().getValue();
    if (auto call = dyn_cast<CallSiteLoc>(loc))
      loc = call.getCallee();
    else if (auto named = dyn_cast<NameLoc>(loc))
      loc = named.getChildLoc();
    else if (auto fused = dyn_cast<FusedLoc>(loc); fused && !fused.getLocations().empty())
      loc = fused.getLocations().front();
    else
      return std::nullopt;
  }
}

std::vector<InlinePtxStatement> collectInlinePtx(ModuleOp module, StringRef kilnHeadersDir) {
  std::vector<InlinePtxStatement> statements;
  module.walk([&](simt::InlineAsmOp op) {
    // Kiln's own headers (<mma.h>, <cuda_pipeline.h>) are not user asm:
    // their PTX is assembled by Kiln's tests, and checking it again would
    // cost a ptxas run on every file that includes them.
    std::optional<StringRef> file = writtenIn(op.getLoc());
    if (!kilnHeadersDir.empty() && file && file->starts_with(kilnHeadersDir))
      return;
    statements.push_back({op.getAsmString().str(), op.getLoc()});
  });
  return statements;
}

namespace {
/// Whitespace runs as one space, none at either end: LLVM re-indents the
/// template when it prints it into the PTX.
std::string collapseSpaces(StringRef text) {
  std::string out;
  bool pendingSpace = false;
  for (char c : text) {
    if (llvm::isSpace(c)) {
      pendingSpace = !out.empty();
      continue;
    }
    if (pendingSpace)
      out += ' ';
    pendingSpace = false;
    out += c;
  }
  return out;
}

/// A regex matching the printed form of `asmTemplate`: its operand
/// references (`$0`, `${1}`, `${2:x}`) stand for any register or immediate.
std::string templatePattern(StringRef asmTemplate) {
  std::string collapsed = collapseSpaces(asmTemplate);
  StringRef rest = collapsed;
  std::string pattern = "^";
  std::string literal;
  auto flush = [&] {
    pattern += llvm::Regex::escape(literal);
    literal.clear();
  };
  while (!rest.empty()) {
    char c = rest.front();
    if (c == '$' && rest.size() > 1 && rest[1] == '$') {
      literal += '$';
      rest = rest.drop_front(2);
    } else if (c == '$' && rest.size() > 1 && llvm::isDigit(rest[1])) {
      flush();
      pattern += "[^ ,;{}()]+";
      rest = rest.drop_front().drop_while(llvm::isDigit);
    } else if (c == '$' && rest.starts_with("${")) {
      flush();
      pattern += "[^ ,;{}()]+";
      size_t close = rest.find('}');
      rest = close == StringRef::npos ? StringRef() : rest.drop_front(close + 1);
    } else {
      literal += c;
      rest = rest.drop_front();
    }
  }
  flush();
  return pattern + "$";
}

/// The inline PTX block (`// begin inline asm` ... `// end inline asm`) that
/// holds line `lineNumber` (1-based) of `ptx`, if any.
std::optional<std::string> inlineBlockAt(StringRef ptx, unsigned lineNumber) {
  llvm::SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  if (lineNumber == 0 || lineNumber > lines.size())
    return std::nullopt;
  unsigned index = lineNumber - 1;
  unsigned begin = index + 1;
  for (unsigned i = index + 1; i-- > 0;) {
    StringRef line = lines[i].trim();
    if (line == "// end inline asm" && i != index)
      return std::nullopt;
    if (line == "// begin inline asm") {
      begin = i;
      break;
    }
  }
  if (begin > index)
    return std::nullopt;
  std::string block;
  for (unsigned i = begin + 1; i < lines.size(); ++i) {
    if (lines[i].trim() == "// end inline asm")
      return block;
    block += lines[i].str() + "\n";
  }
  return std::nullopt;
}

struct PtxasError {
  unsigned line;
  std::string message;
};

/// ptxas's `ptxas FILE, line N; error   : MESSAGE` lines (`fatal` for parse errors).
std::vector<PtxasError> parsePtxasErrors(StringRef output) {
  std::vector<PtxasError> errors;
  llvm::Regex lineError("line ([0-9]+); (error|fatal)[ \t]*: (.*)$");
  llvm::SmallVector<StringRef> lines;
  output.split(lines, '\n');
  for (StringRef line : lines) {
    llvm::SmallVector<StringRef, 4> groups;
    if (!lineError.match(line, &groups))
      continue;
    unsigned number = 0;
    if (groups[1].getAsInteger(10, number))
      continue;
    errors.push_back({number, groups[3].trim().str()});
  }
  return errors;
}

/// ptxas's report on `ptx` assembled for `arch` with `options`, or nothing
/// when it could not be run.
std::optional<std::string> runPtxas(StringRef ptxas, StringRef arch,
                                    ArrayRef<StringRef> options, StringRef ptx) {
  llvm::SmallString<128> input, log;
  int fd = -1;
  if (llvm::sys::fs::createTemporaryFile("kilnc-inline-ptx", "ptx", fd, input))
    return std::nullopt;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << ptx;
  }
  if (llvm::sys::fs::createTemporaryFile("kilnc-inline-ptx", "log", log)) {
    llvm::sys::fs::remove(input);
    return std::nullopt;
  }
  std::string archFlag = ("-arch=" + arch).str();
  llvm::SmallVector<StringRef, 7> args{ptxas, archFlag};
  args.append(options.begin(), options.end());
  args.append({input, "-o", "/dev/null"});
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(log),
                                          StringRef(log)};
  std::string error;
  int status = llvm::sys::ExecuteAndWait(ptxas, args, std::nullopt, redirects,
                                         /*SecondsToWait=*/120, 0, &error);
  std::optional<std::string> report;
  if (status >= 0) {
    report = "";
    if (status != 0)
      if (auto buffer = llvm::MemoryBuffer::getFile(log))
        report = (*buffer)->getBuffer().str();
  }
  llvm::sys::fs::remove(input);
  llvm::sys::fs::remove(log);
  return report;
}

/// ptxas's errors on `ptx` for target `arch` (sm_90a). The check needs
/// ptxas's parser and semantic checks, not its code generator: for a virtual
/// architecture (compute_90a) ptxas stops after them, with the same errors
/// (syntax, operand types, unknown symbols, instructions the target or the
/// PTX ISA lacks) in a third of the CPU time of -O0 code generation (0.27 s
/// -> 0.10 s on a 2500-line module; -O0 had already cut a quarter of -O3's).
/// A ptxas that fails without a line error there (one that does not know the
/// virtual name) is asked again with code generation at -O0.
std::optional<std::string> ptxasReport(StringRef ptxas, StringRef arch, StringRef ptx) {
  if (arch.starts_with("sm_")) {
    std::string virtualArch = ("compute_" + arch.drop_front(3)).str();
    std::optional<std::string> report = runPtxas(ptxas, virtualArch, {}, ptx);
    if (report && (report->empty() || !parsePtxasErrors(*report).empty()))
      return report;
  }
  return runPtxas(ptxas, arch, {"-O0"}, ptx);
}
} // namespace

LogicalResult checkInlinePtxWithPtxas(ArrayRef<InlinePtxStatement> statements,
                                      StringRef ptx, StringRef arch,
                                      StringRef ptxas, MLIRContext *context,
                                      std::optional<PtxVersion> *newerIsa) {
  if (statements.empty() || ptxas.empty() || !llvm::sys::fs::can_execute(ptxas))
    return success();
  std::optional<std::string> report = ptxasReport(ptxas, arch, ptx);
  if (!report || report->empty())
    return success();
  if (newerIsa) {
    // ptxas: "Feature 'X' requires PTX ISA .version 7.1 or later".
    llvm::Regex needs("requires PTX ISA \\.version ([0-9]+\\.[0-9]+) or later");
    std::optional<PtxVersion> newest;
    bool onlyIsa = true;
    for (const PtxasError &error : parsePtxasErrors(*report)) {
      llvm::SmallVector<StringRef, 2> groups;
      std::optional<PtxVersion> v;
      if (needs.match(error.message, &groups))
        v = PtxVersion::parse(groups[1].str());
      if (!v) {
        onlyIsa = false;
        break;
      }
      if (!newest || *newest < *v)
        newest = v;
    }
    if (onlyIsa && newest) {
      *newerIsa = newest;
      return failure();
    }
  }
  bool reported = false;
  std::vector<llvm::Regex> patterns;
  for (const InlinePtxStatement &s : statements)
    patterns.emplace_back(templatePattern(s.text));
  for (const PtxasError &error : parsePtxasErrors(*report)) {
    std::optional<std::string> block = inlineBlockAt(ptx, error.line);
    if (!block)
      continue;
    std::string printed = collapseSpaces(*block);
    llvm::SmallVector<const InlinePtxStatement *> writers;
    for (auto [s, pattern] : llvm::zip(statements, patterns))
      if (pattern.match(printed) &&
          !llvm::any_of(writers, [&](auto *w) { return w->loc == s.loc; }))
        writers.push_back(&s);
    std::string message = ("ptxas rejects this inline PTX for " + arch + ": " +
                           error.message + " (in `" + printed + "`)")
                              .str();
    if (writers.empty()) {
      emitError(UnknownLoc::get(context))
          << message << "; the asm statement was not identified";
    }
    for (const InlinePtxStatement *w : writers)
      emitError(w->loc) << message;
    reported = true;
  }
  return failure(reported);
}

} // namespace kiln::driver
