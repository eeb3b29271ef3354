//===- InlinePtxOpcodes.cpp - inline PTX instructions that do not exist ---===//
//
// Only the instruction name is judged, against the PTX ISA's instruction
// list (9.7 "Instructions", up to PTX 9.0): qualifiers and operands are
// ptxas's to check, and a list of names is cheap to keep complete, where a
// grammar of every qualifier would reject valid PTX the day it lags.
//
//===----------------------------------------------------------------------===//
#include "compiler/Target/InlinePtxOpcodes.h"

#include "dialects/simt/IR/InlinePtx.h"

#include "llvm/ADT/StringSet.h"

using namespace kiln;
using llvm::StringRef;

namespace {
const llvm::StringSet<> &ptxInstructionNames() {
  static const llvm::StringSet<> names = {
      // Integer, floating point, half and mixed precision arithmetic.
      "abs", "add", "addc", "sub", "subc", "mul", "mad", "madc", "mul24", "mad24", "sad", "div",
      "rem", "neg", "min", "max", "popc", "clz", "bfind", "fns", "brev", "bfe", "bfi", "bmsk",
      "szext", "dp4a", "dp2a", "copysign", "testp", "fma", "rcp", "sqrt", "rsqrt", "sin", "cos",
      "lg2", "ex2", "tanh",
      // Comparison, selection, logic and shifts.
      "set", "setp", "selp", "slct", "and", "or", "xor", "not", "cnot", "lop3", "shf", "shl",
      "shr",
      // Data movement and conversion.
      "mov", "shfl", "prmt", "ld", "ldu", "st", "multimem", "prefetch", "prefetchu",
      "applypriority", "discard", "createpolicy", "isspacep", "cvta", "cvt", "mapa",
      "getctarank", "cp", "tensormap", "alloca", "stacksave", "stackrestore", "istypeof",
      // Textures and surfaces.
      "tex", "tld4", "txq", "suld", "sust", "sured", "suq",
      // Control flow.
      "bra", "brx", "call", "ret", "exit",
      // Parallel synchronisation and communication.
      "bar", "barrier", "membar", "fence", "atom", "red", "vote", "match", "activemask", "redux",
      "griddepcontrol", "elect", "mbarrier", "nanosleep", "clusterlaunchcontrol", "setmaxnreg",
      // Matrix and tensor core instructions.
      "wmma", "mma", "ldmatrix", "stmatrix", "movmatrix", "wgmma", "tcgen05",
      // Video instructions.
      "vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", "vmad", "vset", "vadd2",
      "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2", "vadd4", "vsub4", "vavrg4",
      "vabsdiff4", "vmin4", "vmax4", "vset4",
      // Miscellaneous.
      "brkpt", "pmevent", "trap"};
  return names;
}
} // namespace

std::optional<std::string> kiln::unknownPtxInstruction(StringRef asmString) {
  std::optional<std::string> unknown;
  simt::forEachPtxStatement(asmString, [&](StringRef opcode, StringRef, bool) {
    if (unknown)
      return;
    StringRef name = opcode.take_until([](char c) { return c == '.'; });
    // `$0`, `${0:...}`, `%0`: filled in from operands, judged by ptxas.
    if (name.empty() || name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") != StringRef::npos)
      return;
    if (!ptxInstructionNames().contains(name))
      unknown = opcode.str();
  });
  return unknown;
}
