//===- InlinePtx.cpp - what an inline PTX statement does ------------------===//
//
// A small reader of PTX statements: comments dropped, statements split at
// ';', block braces, labels and predicate guards peeled, then the opcode
// (`ld.shared.v4.u32`: base `ld`, qualifiers) and the operands. The tables
// below follow the PTX ISA's instruction set; an opcode that is in none of
// them leaves the statement not understood.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/InlinePtx.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <cstdio>

using namespace kiln::simt;
using llvm::StringRef;

namespace {

std::string stripComments(StringRef text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n')
        ++i;
      out += '\n';
      continue;
    }
    if (text[i] == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      size_t end = text.find("*/", i + 2);
      i = end == StringRef::npos ? text.size() : end + 1;
      out += ' ';
      continue;
    }
    out += text[i];
  }
  return out;
}

/// Operands split at commas outside [], {} and ().
llvm::SmallVector<StringRef, 6> splitOperands(StringRef s) {
  llvm::SmallVector<StringRef, 6> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '[' || c == '{' || c == '(')
      ++depth;
    else if (c == ']' || c == '}' || c == ')')
      --depth;
    else if (c == ',' && depth == 0) {
      out.push_back(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  StringRef last = s.substr(start).trim();
  if (!last.empty())
    out.push_back(last);
  return out;
}

/// `$N`, `${N}`, `${N:mod}`: the operand number.
std::optional<int> operandNumber(StringRef tok) {
  tok = tok.trim();
  if (!tok.consume_front("$") || tok.starts_with("$"))
    return std::nullopt;
  if (tok.consume_front("{")) {
    tok = tok.take_until([](char c) { return c == '}' || c == ':'; });
  }
  unsigned n;
  if (tok.getAsInteger(10, n))
    return std::nullopt;
  return int(n);
}

std::optional<int64_t> immediate(StringRef tok) {
  tok = tok.trim();
  bool negative = tok.consume_front("-");
  int64_t v;
  if (tok.getAsInteger(0, v)) {
    uint64_t u;
    if (tok.getAsInteger(0, u))
      return std::nullopt;
    v = int64_t(u);
  }
  return negative ? -v : v;
}

/// `[$N]`, `[$N+16]`, `[$N+-16]`, `[%r1]`, `[sym]`.
void parseAddress(StringRef tok, PtxMemoryRef &ref) {
  tok = tok.trim();
  if (!tok.consume_front("[") || !tok.consume_back("]")) {
    ref.operand = -1;
    return;
  }
  size_t plus = tok.find('+');
  StringRef base = tok.substr(0, plus).trim(), off;
  if (plus != StringRef::npos)
    off = tok.substr(plus + 1).trim();
  auto n = operandNumber(base);
  ref.operand = n ? *n : -1;
  if (!off.empty()) {
    if (auto v = immediate(off))
      ref.offset = *v;
    else
      ref.exactOffset = false;
  }
}

PtxSpace spaceOf(llvm::ArrayRef<StringRef> quals) {
  for (StringRef q : quals) {
    if (q.starts_with("shared"))
      return PtxSpace::Shared;
    if (q == "global")
      return PtxSpace::Global;
    if (q == "local")
      return PtxSpace::Local;
    if (q == "const")
      return PtxSpace::Const;
    if (q.starts_with("param"))
      return PtxSpace::Param;
  }
  return PtxSpace::Generic;
}

/// Bytes per thread of a typed access: the last type qualifier times the
/// vector width.
unsigned accessBytes(llvm::ArrayRef<StringRef> quals) {
  unsigned elem = 0, vec = 1;
  for (StringRef q : quals) {
    if (q.size() >= 2 && q[0] == 'v' && llvm::all_of(q.drop_front(), [](char c) { return llvm::isDigit(c); })) {
      q.drop_front().getAsInteger(10, vec);
      continue;
    }
    unsigned bytes = llvm::StringSwitch<unsigned>(q)
                         .Cases({"b8", "u8", "s8", "e4m3", "e5m2"}, 1)
                         .Cases({"b16", "u16", "s16", "f16", "bf16", "e4m3x2", "e5m2x2"}, 2)
                         .Cases({"b32", "u32", "s32", "f32", "f16x2", "bf16x2", "tf32"}, 4)
                         .Cases({"b64", "u64", "s64", "f64"}, 8)
                         .Case("b128", 16)
                         .Default(0);
    if (bytes)
      elem = bytes;
  }
  return elem * vec;
}

bool has(llvm::ArrayRef<StringRef> quals, StringRef q) { return llvm::is_contained(quals, q); }

/// Instructions that only compute on registers (and hints without effect on
/// memory contents).
bool isRegisterOnly(StringRef base) {
  return llvm::StringSwitch<bool>(base)
      .Cases({"add", "addc", "sub", "subc", "mul", "mad", "madc", "mul24", "mad24", "sad"}, true)
      .Cases({"div", "rem", "abs", "neg", "min", "max", "popc", "clz", "bfind", "fns"}, true)
      .Cases({"brev", "bfe", "bfi", "bmsk", "szext", "dp4a", "dp2a", "copysign", "testp"}, true)
      .Cases({"fma", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2", "tanh"}, true)
      .Cases({"set", "setp", "selp", "slct", "and", "or", "xor", "not", "cnot", "lop3"}, true)
      .Cases({"shf", "shl", "shr", "prmt", "mov", "cvt", "cvta", "isspacep", "istypep"}, true)
      .Cases({"bra", "nanosleep", "pmevent", "trap", "brkpt", "prefetch", "prefetchu"}, true)
      .Cases({"applypriority", "createpolicy", "mapa", "getctarank", "txq", "suq", "tex", "tld4"}, true)
      .Cases({"griddepcontrol", "alloca", "stacksave", "stackrestore", "activemask"}, true)
      .Cases({"vabsdiff", "vadd", "vsub", "vmin", "vmax", "vshl", "vshr", "vmad", "vset"}, true)
      .Cases({"vabsdiff2", "vadd2", "vsub2", "vavrg2", "vmin2", "vmax2", "vset2"}, true)
      .Cases({"vabsdiff4", "vadd4", "vsub4", "vavrg4", "vmin4", "vmax4", "vset4"}, true)
      .Default(false);
}

/// How uniform special register `%name` is; None for asm-local registers.
PtxRegisterLevel registerLevel(StringRef name) {
  static constexpr StringRef thread[] = {
      "tid", "laneid", "warpid", "nwarpid", "smid", "clock", "clock64", "clock_hi",
      "globaltimer", "globaltimer_lo", "globaltimer_hi", "lanemask_eq", "lanemask_le",
      "lanemask_lt", "lanemask_ge", "lanemask_gt", "reserved_smem_offset_begin",
      "reserved_smem_offset_end", "reserved_smem_offset_cap", "current_graph_exec"};
  static constexpr StringRef block[] = {"ctaid", "cluster_ctaid", "cluster_ctarank",
                                        "clusterid", "aggr_smem_size"};
  static constexpr StringRef grid[] = {"ntid", "nctaid", "nclusterid", "cluster_nctaid",
                                       "cluster_nctarank", "gridid", "nsmid",
                                       "dynamic_smem_size", "total_smem_size",
                                       "is_explicit_cluster"};
  if (llvm::is_contained(thread, name) || (name.starts_with("pm") && name.size() <= 6))
    return PtxRegisterLevel::Thread;
  if (llvm::is_contained(block, name))
    return PtxRegisterLevel::Block;
  if (llvm::is_contained(grid, name) || name.starts_with("envreg"))
    return PtxRegisterLevel::Grid;
  return PtxRegisterLevel::None;
}

void noteSpecialRegisters(StringRef text, PtxSummary &s) {
  for (size_t i = text.find('%'); i != StringRef::npos; i = text.find('%', i + 1)) {
    StringRef name = text.substr(i + 1).take_while(
        [](char c) { return llvm::isAlnum(c) || c == '_'; });
    PtxRegisterLevel level = registerLevel(name);
    if (level > s.registers)
      s.registers = level;
  }
}

void setMask(StringRef tok, PtxSummary &s) {
  if (auto n = operandNumber(tok))
    s.maskOperand = *n;
  else if (auto v = immediate(tok))
    s.maskImmediate = uint32_t(*v);
}

void noteSync(StringRef opcode, PtxSummary &s) {
  if (s.syncOpcode.empty())
    s.syncOpcode = opcode.str();
}

/// One instruction: `opcode operands`, `predicated` when it has a guard.
void classifyInstruction(StringRef opcode, llvm::ArrayRef<StringRef> ops,
                         bool predicated, PtxSummary &s) {
  llvm::SmallVector<StringRef, 8> parts;
  opcode.split(parts, '.');
  StringRef base = parts.front();
  llvm::ArrayRef<StringRef> quals = llvm::ArrayRef(parts).drop_front();
  auto op = [&](unsigned i) { return i < ops.size() ? ops[i] : StringRef(); };
  auto memRef = [&](unsigned operandIndex) -> PtxMemoryRef & {
    PtxMemoryRef ref;
    parseAddress(op(operandIndex), ref);
    ref.space = spaceOf(quals);
    ref.size = accessBytes(quals);
    s.memory.push_back(ref);
    return s.memory.back();
  };
  // Synchronisation that only some threads execute: not modelled.
  auto sync = [&]() {
    noteSync(opcode, s);
    if (predicated)
      s.understood = false;
    return !predicated;
  };

  if (base == "bar" || base == "barrier") {
    if (has(quals, "warp")) { // bar.warp.sync membermask
      if (sync()) {
        s.warpBarrier = true;
        setMask(op(0), s);
      }
      return;
    }
    if (has(quals, "cluster")) { // barrier.cluster.arrive / .wait
      if (sync()) {
        if (has(quals, "arrive"))
          s.clusterArrive = true;
        else
          s.clusterWait = true;
      }
      return;
    }
    if (!sync())
      return;
    bool red = has(quals, "red");
    unsigned idOperand = red ? 1 : 0;
    if (has(quals, "arrive"))
      s.barrierArrive = true;
    else
      s.blockBarrier = true;
    // bar.sync a{, b}; bar.arrive a, b; bar.red.op d, a{, b}, {!}c
    s.barrierHasCount |= red ? ops.size() >= 4 : ops.size() >= 2;
    if (auto id = immediate(op(idOperand)))
      s.barrierId = *id;
    return;
  }
  if (base == "membar" || base == "fence") {
    s.fence = true;
    return;
  }
  if (base == "mbarrier") {
    StringRef what = quals.empty() ? "" : quals.front();
    if (what == "pending_count")
      return;
    // The mbarrier object is the bracketed operand.
    unsigned addr = 0;
    for (unsigned i = 0; i < ops.size(); ++i)
      if (ops[i].starts_with("["))
        addr = i;
    PtxMemoryRef &ref = memRef(addr);
    ref.size = 8;
    ref.mbarrier = true;
    if (what == "init" || what == "inval") {
      ref.writes = true;
      return;
    }
    ref.reads = ref.atomic = true;
    if (what == "test_wait" || what == "try_wait") {
      noteSync(opcode, s);
      s.mbarrierWait = true;
    } else {
      ref.writes = true;
    }
    return;
  }
  if (base == "cp") {
    // cp.async.bulk.DST.SRC{.mbarrier::complete_tx::bytes} [dst], [src],
    // size{, [mbar]} between global and this CTA's shared memory (what
    // libcu++'s cuda::memcpy_async with a cuda::barrier emits): a write of
    // `size` bytes at dst, a read at src, and the mbarrier it completes on.
    // Tensor (descriptor) copies, prefetches and reductions stay unknown.
    auto bulkAt = llvm::find(quals, "bulk");
    if (has(quals, "async") && bulkAt != quals.end() && quals.end() - bulkAt >= 3 &&
        !has(quals, "tensor") && !has(quals, "prefetch") && !has(quals, "reduce")) {
      PtxSpace dst = spaceOf(llvm::ArrayRef(bulkAt + 1, 1));
      PtxSpace src = spaceOf(llvm::ArrayRef(bulkAt + 2, 1));
      bool toShared = dst == PtxSpace::Shared && src == PtxSpace::Global;
      bool toGlobal = dst == PtxSpace::Global && src == PtxSpace::Shared &&
                      !bulkAt[2].contains("cluster");
      if ((toShared || toGlobal) && op(0).starts_with("[") && op(1).starts_with("[")) {
        auto bytes = immediate(op(2));
        auto sizeOperand = operandNumber(op(2).trim());
        PtxMemoryRef &to = memRef(0);
        to.space = dst, to.writes = true, to.size = bytes ? unsigned(*bytes) : 0;
        to.sizeOperand = sizeOperand ? int(*sizeOperand) : -1;
        PtxMemoryRef &from = memRef(1);
        from.space = src, from.reads = true, from.size = bytes ? unsigned(*bytes) : 0;
        if (ops.size() > 3 && op(3).starts_with("[")) {
          PtxMemoryRef &bar = memRef(3);
          bar.space = PtxSpace::Shared, bar.size = 8;
          bar.mbarrier = true;
          bar.reads = bar.writes = bar.atomic = true;
        }
        return;
      }
    }
    if (!has(quals, "async") || has(quals, "bulk") || has(quals, "reduce")) {
      // Bulk (TMA) copies complete through mbarriers or bulk groups.
      s.unknownMemory = true;
      if (has(quals, "wait_group") || has(quals, "wait_group.read")) {
        noteSync(opcode, s);
        s.mbarrierWait = true;
      }
      return;
    }
    if (has(quals, "commit_group")) {
      ++s.cpAsyncCommits;
      return;
    }
    if (has(quals, "wait_group")) {
      auto n = immediate(op(0));
      if (!n)
        s.understood = false;
      s.cpAsyncWait = n ? unsigned(*n) : 0u;
      return;
    }
    if (has(quals, "wait_all")) {
      s.cpAsyncWait = 0u;
      return;
    }
    if (has(quals, "mbarrier")) { // cp.async.mbarrier.arrive [mbar]
      PtxMemoryRef &ref = memRef(0);
      ref.size = 8, ref.mbarrier = true, ref.reads = ref.writes = ref.atomic = true;
      return;
    }
    // cp.async.{ca,cg}.shared{::cta}.global [dst], [src], cp-size{, src-size}
    PtxMemoryRef &ref = memRef(0);
    ref.space = PtxSpace::Shared;
    ref.writes = ref.async = true;
    auto bytes = immediate(op(2));
    ref.size = bytes ? unsigned(*bytes) : 16;
    return;
  }
  bool strong = has(quals, "relaxed") || has(quals, "acquire") ||
                has(quals, "release") || has(quals, "volatile");
  if (base == "ld" || base == "ldu") {
    PtxMemoryRef &ref = memRef(1);
    ref.reads = true;
    ref.atomic = strong;
    return;
  }
  if (base == "st") {
    if (has(quals, "async")) { // st.async: remote shared::cluster + mbarrier
      s.unknownMemory = true;
      return;
    }
    PtxMemoryRef &ref = memRef(0);
    ref.writes = true;
    ref.atomic = strong;
    return;
  }
  if (base == "atom" || base == "red") {
    if (has(quals, "async")) {
      s.unknownMemory = true;
      return;
    }
    PtxMemoryRef &ref = memRef(base == "atom" ? 1 : 0);
    ref.reads = ref.writes = ref.atomic = true;
    return;
  }
  if (base == "ldmatrix" || base == "stmatrix") {
    if (!sync())
      return;
    s.warpCollective = true;
    PtxMemoryRef &ref = memRef(base == "ldmatrix" ? 1 : 0);
    ref.space = PtxSpace::Shared;
    ref.size = 16; // one row of 8 16-bit elements per lane
    ref.collective = true;
    (base == "ldmatrix" ? ref.reads : ref.writes) = true;
    return;
  }
  if (base == "mma" || base == "movmatrix") {
    if (sync())
      s.warpCollective = true;
    return;
  }
  if (base == "wmma") {
    if (sync())
      s.warpCollective = true;
    if (has(quals, "load") || has(quals, "store")) {
      // wmma.load.a [p], ldm reads a tile at p with row stride ldm (the
      // store writes one): somewhere in the buffer p points into (size 0:
      // not an exact range), and lanes share their rows like ldmatrix's.
      bool load = has(quals, "load");
      unsigned addr = 0;
      for (unsigned i = 0; i < ops.size(); ++i)
        if (ops[i].starts_with("["))
          addr = i;
      PtxMemoryRef &ref = memRef(addr);
      ref.size = 0;
      ref.collective = true;
      (load ? ref.reads : ref.writes) = true;
    }
    return;
  }
  if (base == "wgmma" || base == "setmaxnreg") {
    if (sync())
      s.warpgroupCollective = true;
    if (has(quals, "mma_async"))
      s.unknownMemory = true; // operands read through descriptors
    return;
  }
  if (base == "shfl" || base == "vote" || base == "match" || base == "redux" ||
      base == "elect") {
    if (!sync())
      return;
    s.warpCollective = true;
    if (has(quals, "sync") && !ops.empty())
      setMask(ops.back(), s);
    return;
  }
  if (base == "suld") {
    s.memory.push_back({-1, 0, false, 0, true, false, false, false, false, false, PtxSpace::Global});
    return;
  }
  if (base == "sust" || base == "sured" || base == "discard" || base == "multimem") {
    s.memory.push_back({-1, 0, false, 0, true, true, false, false, false, false, PtxSpace::Global});
    return;
  }
  if (isRegisterOnly(base))
    return;
  // exit, ret, call, tensormap.*, tcgen05.*, ...: not modelled.
  s.understood = false;
}

} // namespace

void kiln::simt::forEachPtxStatement(
    StringRef asmString,
    llvm::function_ref<void(StringRef opcode, StringRef operands,
                            bool predicated)>
        visit) {
  std::string text = stripComments(asmString);
  StringRef rest(text);
  while (!rest.empty()) {
    auto [stmt, tail] = rest.split(';');
    rest = tail;
    // Block braces, labels and predicate guards come before the opcode.
    stmt = stmt.ltrim(" \t\r\n{}").rtrim(" \t\r\n");
    while (true) {
      StringRef first = stmt.take_until([](char c) { return c == ' ' || c == '\t' || c == '\n'; });
      if (first.size() > 1 && first.ends_with(":") && !first.ends_with("::") &&
          !first.contains('.')) {
        stmt = stmt.drop_front(first.size()).ltrim(" \t\r\n{}");
        continue;
      }
      break;
    }
    stmt = stmt.rtrim(" \t\r\n}");
    if (stmt.empty() || stmt.starts_with("."))
      continue; // .reg / .pragma / ... directives
    bool predicated = false;
    if (stmt.starts_with("@")) {
      predicated = true;
      stmt = stmt.drop_until([](char c) { return c == ' ' || c == '\t'; }).ltrim();
    }
    StringRef opcode = stmt.take_until([](char c) { return c == ' ' || c == '\t' || c == '\n'; });
    visit(opcode, stmt.drop_front(opcode.size()).trim(), predicated);
  }
}

PtxSummary kiln::simt::classifyInlinePtx(StringRef asmString) {
  PtxSummary s;
  forEachPtxStatement(asmString, [&](StringRef opcode, StringRef operands,
                                     bool predicated) {
    noteSpecialRegisters(operands, s);
    auto ops = splitOperands(operands);
    classifyInstruction(opcode, ops, predicated, s);
  });
  return s;
}

std::string kiln::simt::describeInlinePtx(const PtxSummary &s) {
  std::string out;
  auto add = [&](const std::string &word) {
    if (!out.empty())
      out += ' ';
    out += word;
  };
  if (!s.understood)
    add("unknown");
  auto barrier = [&](const char *what) {
    std::string b = what;
    b += "(id=" + (s.barrierId ? std::to_string(*s.barrierId) : std::string("?"));
    b += s.barrierHasCount ? ",count)" : ")";
    add(b);
  };
  if (s.blockBarrier)
    barrier("barrier");
  if (s.barrierArrive)
    barrier("arrive");
  if (s.warpBarrier)
    add("warp-barrier");
  if (s.clusterArrive)
    add("cluster-arrive");
  if (s.clusterWait)
    add("cluster-wait");
  if (s.fence)
    add("fence");
  if (s.mbarrierWait)
    add("mbarrier-wait");
  if (s.warpCollective)
    add("warp-collective");
  if (s.warpgroupCollective)
    add("warpgroup-collective");
  if (s.maskOperand >= 0)
    add("mask=$" + std::to_string(s.maskOperand));
  if (s.maskImmediate) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "mask=0x%08x", *s.maskImmediate);
    add(buf);
  }
  for (unsigned i = 0; i < s.cpAsyncCommits; ++i)
    add("commit");
  if (s.cpAsyncWait)
    add("wait=" + std::to_string(*s.cpAsyncWait));
  static constexpr const char *spaces[] = {"generic", "shared", "global", "local", "const", "param"};
  for (const PtxMemoryRef &r : s.memory) {
    std::string m = r.reads && r.writes ? "rw" : r.writes ? "write" : "read";
    if (r.atomic)
      m += "-atomic";
    if (r.async)
      m += "-async";
    if (r.collective)
      m += "-collective";
    if (r.mbarrier)
      m += "-mbarrier";
    m += std::string(":") + spaces[int(r.space)] + ":";
    m += r.operand >= 0 ? "$" + std::to_string(r.operand) : std::string("?");
    if (!r.exactOffset)
      m += "+?";
    else if (r.offset)
      m += (r.offset > 0 ? "+" : "") + std::to_string(r.offset);
    m += ":" + std::to_string(r.size);
    add(m);
  }
  if (s.unknownMemory)
    add("unknown-memory");
  static constexpr const char *levels[] = {"none", "grid", "block", "warp", "thread"};
  if (s.registers != PtxRegisterLevel::None)
    add(std::string("regs=") + levels[int(s.registers)]);
  if (s.isPure())
    add("pure");
  return out;
}
