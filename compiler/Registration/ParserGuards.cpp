//===- ParserGuards.cpp - reject input that crashes MLIR's parser ---------===//
#include "compiler/Registration/ParserGuards.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace kiln;

namespace {
bool isIdentChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
}

/// The end of the identifier that starts at `i` (its sigil at `i - 1`).
size_t identifierEnd(llvm::StringRef text, size_t i) {
  while (i < text.size() && isIdentChar(text[i]))
    ++i;
  return i;
}

/// Past white space and `//` comments, as MLIR's lexer skips them.
size_t skipSpace(llvm::StringRef text, size_t i) {
  while (i < text.size()) {
    if (llvm::isSpace(text[i])) {
      ++i;
    } else if (text.substr(i).starts_with("//")) {
      i = text.find('\n', i);
      if (i == llvm::StringRef::npos)
        return text.size();
    } else {
      break;
    }
  }
  return i;
}

/// Above any op's result count (simt.wgmma has at most 128 results).
constexpr unsigned long long kMaxResultNumber = 1 << 16;

/// `word` at `i`, not part of a longer identifier.
bool wordAt(llvm::StringRef text, size_t i, llvm::StringRef word) {
  if (!text.substr(i).starts_with(word))
    return false;
  if (i > 0 && isIdentChar(text[i - 1]))
    return false;
  size_t end = i + word.size();
  return end >= text.size() || !isIdentChar(text[end]);
}
} // namespace

std::optional<ParserCrasher> kiln::findParserCrasher(llvm::StringRef text) {
  // Block labels defined so far in each enclosing `{...}` (regions; an
  // attribute dictionary's scope simply stays empty).
  llvm::SmallVector<llvm::StringSet<>> labels(1);
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      i = text.find('\n', i);
      if (i == llvm::StringRef::npos)
        break;
      continue;
    }
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      continue;
    }
    if (c == '{') {
      labels.emplace_back();
      continue;
    }
    if (c == '}') {
      if (labels.size() > 1)
        labels.pop_back();
      continue;
    }
    if (c == '%') {
      // `%name#N`: MLIR 22 allocates a slot for every result number up to N
      // (2^31 of them ran out of memory, mlir-opt 22 too), before it checks N
      // against the op's results. No op has this many results.
      size_t end = identifierEnd(text, i + 1);
      if (end + 1 < text.size() && text[end] == '#' && llvm::isDigit(text[end + 1])) {
        size_t digits = end + 1, last = digits;
        while (last < text.size() && llvm::isDigit(text[last]))
          ++last;
        unsigned long long number = 0;
        if (text.slice(digits, last).getAsInteger(10, number) || number >= kMaxResultNumber)
          return ParserCrasher{end, "result number " + text.slice(digits, last).str() +
                                        " of '" + text.slice(i, end).str() +
                                        "' is out of range (at most " +
                                        std::to_string(kMaxResultNumber - 1) + ")"};
        i = last - 1;
        continue;
      }
      i = end - 1;
      continue;
    }
    if (c == '^') {
      // A definition is `^name:` or `^name(args):`; a use (a branch's
      // successor) is never followed by `:`.
      size_t end = identifierEnd(text, i + 1);
      llvm::StringRef name = text.slice(i, end);
      size_t after = skipSpace(text, end);
      if (after < text.size() && text[after] == '(') {
        int depth = 0;
        for (; after < text.size(); ++after) {
          if (text[after] == '(')
            ++depth;
          else if (text[after] == ')' && --depth == 0)
            break;
        }
        after = skipSpace(text, after + 1);
      }
      bool definition = name.size() > 1 && after < text.size() && text[after] == ':';
      // MLIR 22 reports a label defined twice in one region, then frees the
      // first block's arguments while a use parsed before them (a forward
      // reference) still points at them: a use after free (found by
      // fuzz/mutate.py; reproduced with mlir-opt 22). Report it first.
      if (definition && !labels.back().insert(name).second)
        return ParserCrasher{i, "redefinition of block '" + name.str() + "'"};
      i = end - 1;
      continue;
    }
    if (c != 'a' || !wordAt(text, i, "array"))
      continue;
    size_t open = skipSpace(text, i + 5);
    if (open >= text.size() || text[open] != '<')
      continue;
    size_t elem = skipSpace(text, open + 1);
    // MLIR 22's dense-array parser accepts `index` elements, then asks an
    // index type for its bit width and crashes: llvm/llvm-project#179045,
    // fixed upstream by llvm/llvm-project#179075 (after 22.1).
    if (wordAt(text, elem, "index"))
      return ParserCrasher{
          elem, "dense arrays of 'index' are not supported (MLIR 22's parser "
                "crashes on them: llvm/llvm-project#179045); use i64 elements"};
  }
  return std::nullopt;
}

bool kiln::reportParserCrasher(const llvm::MemoryBuffer &buffer) {
  std::optional<ParserCrasher> crasher = findParserCrasher(buffer.getBuffer());
  if (!crasher)
    return false;
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(buffer.getMemBufferRef(), false),
      llvm::SMLoc());
  sourceMgr.PrintMessage(
      llvm::errs(),
      llvm::SMLoc::getFromPointer(buffer.getBufferStart() + crasher->offset),
      llvm::SourceMgr::DK_Error, crasher->message);
  return true;
}
