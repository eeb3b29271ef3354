//===- CollectiveInlineAsm.cpp - which inline PTX may be a collective ----===//
#include "compiler/LLVMIR/CollectiveInlineAsm.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"

using namespace llvm;

namespace {
/// PTX instructions (the name before the first '.') that each thread runs on
/// its own, whichever threads of its warp run them too.
const StringSet<> &perThreadInstructions() {
  static const StringSet<> names = {
      // Memory, address spaces, caches.
      "ld", "ldu", "st", "prefetch", "prefetchu", "cvta", "isspacep", "mapa", "getctarank",
      "createpolicy", "applypriority", "discard", "atom", "red", "fence", "membar", "cp",
      "mbarrier", "nanosleep",
      // Data movement and conversion.
      "mov", "cvt", "prmt", "shf", "shl", "shr", "selp", "slct", "setp", "set", "testp",
      "copysign",
      // Integer and logic.
      "add", "addc", "sub", "subc", "mul", "mul24", "mad", "madc", "mad24", "sad", "div", "rem",
      "abs", "neg", "min", "max", "popc", "clz", "bfind", "fns", "brev", "bfe", "bfi", "szext",
      "bmsk", "dp4a", "dp2a", "and", "or", "xor", "not", "cnot", "lop3",
      // Floating point.
      "fma", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2", "tanh",
      // SIMD video instructions.
      "vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", "vmad", "vset", "vadd2",
      "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2", "vadd4", "vsub4", "vavrg4",
      "vabsdiff4", "vmin4", "vmax4", "vset4"};
  return names;
}

/// Whether one statement (no ';') is a per-thread instruction or no
/// instruction at all (a `.reg` declaration, a label, braces).
bool isPerThreadStatement(StringRef stmt) {
  stmt = stmt.trim();
  while (!stmt.empty() && (stmt.front() == '{' || stmt.front() == '}'))
    stmt = stmt.drop_front().ltrim();
  // A label ("L1: add.s32 ...", "L1:"): LLVM must not copy the asm (two
  // copies would define it twice), which a convergent call it does not.
  if (size_t colon = stmt.find(':'); colon != StringRef::npos) {
    StringRef head = stmt.take_front(colon);
    if (!head.empty() && head.find_first_of(" \t.[") == StringRef::npos)
      return false;
  }
  if (stmt.empty() || stmt.front() == '.')
    return true;
  // A guard predicate: @p, @!p, @%p1.
  if (stmt.front() == '@') {
    size_t end = stmt.find_first_of(" \t");
    if (end == StringRef::npos)
      return false;
    stmt = stmt.drop_front(end).ltrim();
  }
  StringRef opcode = stmt.take_until([](char c) { return c == ' ' || c == '\t'; });
  SmallVector<StringRef, 8> parts;
  opcode.split(parts, '.');
  for (StringRef modifier : drop_begin(parts))
    if (modifier == "sync" || modifier == "aligned")
      return false;
  return perThreadInstructions().contains(parts[0]);
}
} // namespace

bool kiln::mayBeCollectiveAsm(StringRef ptx) {
  // Comments first: a '//' comment runs to the end of its line.
  SmallVector<StringRef, 8> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    line = line.take_front(line.find("//"));
    SmallVector<StringRef, 4> stmts;
    line.split(stmts, ';');
    for (StringRef stmt : stmts)
      if (!isPerThreadStatement(stmt))
        return true;
  }
  return false;
}
