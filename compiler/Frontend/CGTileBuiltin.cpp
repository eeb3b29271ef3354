//===- CGTileBuiltin.cpp - tile kernels: the kiln.tile.<op> primitives ----===//
//
// Calls of <kiln/tile.hpp> functions, annotated "kiln.tile.<op>", become
// tile, arith and math ops. emitTileOp evaluates the call's result type and
// collects its arguments (a TileCall), then hands it to the handler of the
// primitive's family, looked up by name in Builtins.def's KILN_TILE_PRIMITIVE
// rows.
//
// Over 800 lines (~840): one emit<Family>Op per family, each sharing the
// TileCall defined here. The tile language is growing in this file (sorts,
// atomics, fp8 were added this week); the next split is a pure move of the
// reduction, dot and sort families into CGTileReduce.cpp once TileCall moves
// to CGTile.h.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGTile.h"
#include "dialects/tile/IR/TileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

#include "clang/AST/ParentMapContext.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/StringSet.h"

using namespace kiln::frontend;
using namespace clang;
namespace arith = mlir::arith;
namespace math = mlir::math;
namespace ktile = kiln::tile;
using mlir::Value;

/// One call of a primitive: its name, result type and arguments.
struct TileGen::TileCall {
  TileGen &gen;
  const CallExpr *e;
  const FunctionDecl *callee;
  llvm::StringRef op;
  mlir::Location l;
  SourceLocation w;
  QualType retQT;
  mlir::Type resTy; // null for void
  mlir::RankedTensorType resTile;
  bool resSigned;
  /// The arguments, the object of a member call first.
  llvm::SmallVector<const Expr *> args;

  Value arg(unsigned i) { return gen.emit(args[i]); }
  QualType argQT(unsigned i) const { return args[i]->getType(); }
  /// Argument `i` as an i64 (offsets).
  Value i64(unsigned i) {
    Value v = arg(i);
    return v ? gen.castElems(v, gen.b.getI64Type(), isSignedQT(argQT(i)), true, l)
             : v;
  }
  int64_t axisArg(unsigned i) {
    auto v = gen.evalInt(args[i]);
    if (!v || *v < 0 || *v > 2) {
      gen.fail(args[i], "the axis must be a constant 0, 1 or 2");
      return 0;
    }
    return *v;
  }
  Value unknown() {
    return gen.fail(e, "unknown tile primitive 'kiln.tile." + op + "'");
  }
};

Value TileGen::emitLambdaBody(const LambdaExpr *lambda, Value x, Value y,
                              mlir::Location l) {
  const CXXMethodDecl *call = lambda->getCallOperator();
  if (call->getNumParams() != 2 || lambda->capture_size() != 0) {
    fail(lambda, "a reduce lambda takes two values and captures nothing");
    return nullptr;
  }
  auto saved = vars;
  vars[call->getParamDecl(0)] = x;
  vars[call->getParamDecl(1)] = y;
  Value result;
  auto *body = dyn_cast<CompoundStmt>(call->getBody());
  for (const Stmt *s : body->body()) {
    if (auto *r = dyn_cast<ReturnStmt>(s)) {
      if (!r->getRetValue()) {
        fail(s, "a reduce lambda returns a value");
        break;
      }
      result = emit(r->getRetValue());
      if (result) {
        QualType rt = call->getReturnType();
        mlir::Type et = cgm.convertType(rt, r->getBeginLoc());
        result = castElems(result, et, isSignedQT(r->getRetValue()->getType()),
                           isSignedQT(rt), l);
      }
      break;
    }
    if (isa<ForStmt, IfStmt, WhileStmt, DoStmt>(s)) {
      fail(s, "a reduce lambda is straight-line code ending in one return");
      break;
    }
    emitStmt(s);
  }
  vars = saved;
  if (!result && !failedHere)
    fail(lambda, "a reduce lambda must end with 'return value;'");
  return result;
}

bool TileGen::isDiscarded(const Expr *e) {
  const Stmt *s = e;
  while (true) {
    auto parents = ctx.getParents(*s);
    if (parents.empty())
      return true;
    const Stmt *p = parents[0].get<Stmt>();
    if (!p)
      return true;
    if (isa<ExprWithCleanups, ImplicitCastExpr, MaterializeTemporaryExpr,
            CXXBindTemporaryExpr, ParenExpr>(p)) {
      s = p;
      continue;
    }
    return !isa<Expr>(p);
  }
}

const LambdaExpr *TileGen::lambdaOf(const Expr *e) {
  e = e->IgnoreImplicit();
  if (auto *cc = dyn_cast<CXXConstructExpr>(e); cc && cc->getNumArgs() == 1)
    e = cc->getArg(0)->IgnoreImplicit();
  if (auto *d = dyn_cast<DeclRefExpr>(e))
    if (auto *v = dyn_cast<VarDecl>(d->getDecl())) {
      auto it = lambdas.find(v);
      return it == lambdas.end() ? nullptr : it->second;
    }
  return dyn_cast<LambdaExpr>(e);
}

Value TileGen::emitReduce(
    const CallExpr *e, Value src, int axis, mlir::Type resTy,
    llvm::function_ref<Value(mlir::OpBuilder &, mlir::Location, Value, Value)>
        combine,
    bool scan, bool reverse) {
  mlir::Location l = loc(e);
  mlir::Type et = cast<mlir::RankedTensorType>(src.getType()).getElementType();
  mlir::Operation *op;
  mlir::Region *region;
  if (scan) {
    auto s = ktile::ScanOp::create(b, l, resTy, src, b.getI32IntegerAttr(axis),
                                   reverse ? b.getUnitAttr() : mlir::UnitAttr());
    op = s;
    region = &s.getCombiner();
  } else {
    auto r = ktile::ReduceOp::create(b, l, resTy, src, b.getI32IntegerAttr(axis));
    op = r;
    region = &r.getCombiner();
  }
  mlir::OpBuilder::InsertionGuard guard(b);
  mlir::Block *blk = b.createBlock(region);
  Value x = blk->addArgument(et, l), y = blk->addArgument(et, l);
  Value c = combine(b, l, x, y);
  if (!c) {
    c = x;
  }
  ktile::YieldOp::create(b, l, c);
  return op->getResult(0);
}

/// The element of a single-element tile: a reduction of its one element,
/// whose combiner never runs (the lowering reads the owner's register).
Value TileGen::onlyElement(Value t, mlir::Location l) {
  auto tt = cast<mlir::RankedTensorType>(t.getType());
  mlir::Type et = tt.getElementType();
  if (tt.getRank() != 1)
    t = ktile::ReshapeOp::create(b, l, mlir::RankedTensorType::get({1}, et), t);
  auto r = ktile::ReduceOp::create(b, l, et, t, b.getI32IntegerAttr(0));
  mlir::OpBuilder::InsertionGuard guard(b);
  mlir::Block *blk = b.createBlock(&r.getCombiner());
  Value x = blk->addArgument(et, l);
  blk->addArgument(et, l);
  ktile::YieldOp::create(b, l, x);
  return r.getResult();
}

Value TileGen::emitTileOp(const CallExpr *e, const FunctionDecl *callee,
                          llvm::StringRef op) {
  using Handler = Value (TileGen::*)(TileCall &);
  static const llvm::StringMap<Handler> handlers = [] {
    llvm::StringMap<Handler> m;
#define KILN_TILE_PRIMITIVE(Family, Name) m[Name] = &TileGen::emit##Family##Op;
#include "compiler/Frontend/Builtins.def"
    return m;
  }();

  SourceLocation w = e->getExprLoc();
  QualType retQT = e->getType();
  mlir::Type resTy = retQT->isVoidType() ? mlir::Type() : typeOf(retQT, w);
  TileCall call{*this,
                e,
                callee,
                op,
                loc(e),
                w,
                retQT,
                resTy,
                dyn_cast_or_null<mlir::RankedTensorType>(resTy),
                isSignedQT(retQT),
                {}};
  if (auto *mc = dyn_cast<CXXMemberCallExpr>(e))
    call.args.push_back(mc->getImplicitObjectArgument());
  for (const Expr *a : e->arguments())
    call.args.push_back(a);
  auto it = handlers.find(op);
  if (it == handlers.end())
    return call.unknown();
  return (this->*(it->second))(call);
}

// --- the families, in the order of <kiln/tile.hpp> -------------------------

/// Program ids and the dimensions of views.
Value TileGen::emitIndexOp(TileCall &call) {
  mlir::Location l = call.l;
  llvm::StringRef op = call.op;
  if (op == "program_id" || op == "num_programs") {
    int64_t a = call.axisArg(0);
    Value v = op == "program_id"
                  ? (Value)ktile::ProgramIdOp::create(b, l, b.getI32Type(),
                                                      b.getI32IntegerAttr(a))
                  : ktile::NumProgramsOp::create(b, l, b.getI32Type(),
                                                 b.getI32IntegerAttr(a));
    return arith::ExtUIOp::create(b, l, b.getI64Type(), v);
  }
  if (op == "view_dim" || op == "view_stride") {
    Value view = call.arg(0);
    auto d = evalInt(call.args[1]);
    if (!view)
      return nullptr;
    auto vt = cast<ktile::ViewType>(view.getType());
    if (!d || *d < 0 || *d >= (int64_t)vt.getRank())
      return fail(call.args[1], "the dimension must be a constant below the rank");
    auto attr = b.getI32IntegerAttr(*d);
    if (op == "view_dim")
      return ktile::ViewDimOp::create(b, l, b.getI64Type(), view, attr);
    return ktile::ViewStrideOp::create(b, l, b.getI64Type(), view, attr);
  }
  return call.unknown();
}

/// Tiles made from nothing: zeros, full, arange.
Value TileGen::emitCreationOp(TileCall &call) {
  mlir::Location l = call.l;
  llvm::StringRef op = call.op;
  mlir::Type resTy = call.resTy;
  mlir::RankedTensorType resTile = call.resTile;
  bool resSigned = call.resSigned;
  if (op == "zeros")
    return constant(resTy, 0, l);
  if (op == "full") {
    Value v = call.arg(0);
    return v ? toTile(v, call.argQT(0), resTile, resSigned, l) : v;
  }
  if (op == "arange") {
    auto it = mlir::RankedTensorType::get(
        resTile.getShape(),
        isa<mlir::FloatType>(resTile.getElementType()) ? b.getI32Type()
                                                       : resTile.getElementType());
    std::optional<int64_t> start = evalInt(call.args[0]);
    Value r = ktile::ArangeOp::create(b, l, it, b.getI64IntegerAttr(start.value_or(0)));
    if (!start) {
      Value s = call.arg(0);
      if (!s)
        return nullptr;
      r = arith::AddIOp::create(b, l, r, toTile(s, call.argQT(0), it, true, l));
    }
    return castElems(r, resTile.getElementType(), true, resSigned, l);
  }
  return call.unknown();
}

/// The i1 mask type for a tile of type `t`.
static mlir::RankedTensorType maskTile(mlir::RankedTensorType t) {
  return mlir::RankedTensorType::get(
      t.getShape(), mlir::IntegerType::get(t.getContext(), 1));
}

/// The `other` of a masked load or gather (argument `at`), in the type of
/// `memTile` (the tile as read from memory): a scalar, or a tile broadcast to
/// its shape (Triton's tile-valued `other`). Null after a diagnostic.
Value TileGen::maskedPadding(TileCall &call, unsigned at,
                             mlir::RankedTensorType memTile) {
  Value pad = call.arg(at);
  if (!pad)
    return nullptr;
  if (isa<mlir::RankedTensorType>(pad.getType()))
    return toTile(pad, call.argQT(at), memTile, call.resSigned, call.l);
  pad = castElems(pad, memTile.getElementType(), isSignedQT(call.argQT(at)),
                  call.resSigned, call.l);
  if (isFp8(pad.getType()) && !mlir::matchPattern(pad, mlir::m_Constant()))
    return fail(call.args[at], "the padding of an fp8 load is a constant");
  return pad;
}

/// Loads and stores of tensor views, masked at the borders; gathers and
/// scatters at index tiles.
Value TileGen::emitMemoryOp(TileCall &call) {
  mlir::Location l = call.l;
  llvm::StringRef op = call.op;
  mlir::RankedTensorType resTile = call.resTile;
  bool resSigned = call.resSigned;
  // bool tensors hold bytes (i8 views) and bool tiles are i1: a load reads
  // the bytes, and a byte is true when it is not 0 (as a C++ bool read
  // through a char). A store of a bool tile writes 0 or 1 (castElems).
  auto memTile = [&](Value view) {
    mlir::Type me = cast<ktile::ViewType>(view.getType()).getElementType();
    if (!resTile || me == resTile.getElementType())
      return resTile;
    return mlir::RankedTensorType::get(resTile.getShape(), me);
  };
  const mlir::RankedTensorType userTile = call.resTile;
  auto fromMem = [&](Value v) {
    return v.getType() == userTile
               ? v
               : castElems(v, userTile.getElementType(), false, false, l);
  };
  // Offsets are the call's arguments from `first` on (i64); false when one
  // of them could not be emitted (already diagnosed).
  auto offsetsFrom = [&](unsigned first, llvm::SmallVectorImpl<Value> &offs) {
    for (unsigned i = first; i < call.args.size(); ++i)
      offs.push_back(call.i64(i));
    return !llvm::is_contained(offs, Value());
  };
  // load_scalar is a load of a single-element tile whose element is the
  // result.
  if (op == "load" || op == "load_pad" || op == "load_scalar") {
    Value view = call.arg(0);
    if (!view)
      return nullptr;
    resTile = memTile(view);
    Value pad;
    if (op == "load_pad") {
      pad = call.arg(1);
      if (!pad)
        return nullptr;
      pad = castElems(pad, resTile.getElementType(), isSignedQT(call.argQT(1)),
                      resSigned, l);
      if (isFp8(pad.getType()) && !mlir::matchPattern(pad, mlir::m_Constant()))
        return fail(call.args[1], "the padding of an fp8 load is a constant");
    }
    llvm::SmallVector<Value> offs;
    if (!offsetsFrom(op == "load_pad" ? 2 : 1, offs))
      return nullptr;
    if (op != "load_scalar")
      return fromMem(ktile::LoadOp::create(b, l, resTile, view, offs, Value(), pad));
    mlir::Type me = cast<ktile::ViewType>(view.getType()).getElementType();
    auto one = mlir::RankedTensorType::get(
        llvm::SmallVector<int64_t>(offs.size(), 1), me);
    Value e = onlyElement(
        ktile::LoadOp::create(b, l, one, view, offs, Value(), Value()), l);
    return e && me != call.resTy ? castElems(e, call.resTy, false, false, l) : e;
  }
  if (op == "load_mask") {
    // load(t, mask, [other,] offsets...): the mask broadcast to the tile,
    // `other` the padding (of masked-off elements and those outside).
    Value view = call.arg(0), mask = call.arg(1);
    if (!view || !mask)
      return nullptr;
    auto vt = cast<ktile::ViewType>(view.getType());
    unsigned first = call.args.size() == 2 + vt.getRank() ? 2 : 3;
    mask = toTile(mask, call.argQT(1), maskTile(resTile), false, l);
    resTile = memTile(view);
    Value pad;
    if (first == 3 && !(pad = maskedPadding(call, 2, resTile)))
      return nullptr;
    llvm::SmallVector<Value> offs;
    if (!offsetsFrom(first, offs))
      return nullptr;
    return fromMem(ktile::LoadOp::create(b, l, resTile, view, offs, mask, pad));
  }
  // atomic_add whose old values are used, or with another scope or order
  // than device/relaxed, is the general tile.atomic_rmw; otherwise the
  // old values are not computed (tile.atomic_add, tile.scatter atomic_add).
  if (op == "scatter_add_mask" &&
      (templateInt(call.callee, 0) != (int64_t)kiln::simt::Scope::Device ||
       templateInt(call.callee, 1) != (int64_t)kiln::simt::MemoryOrder::Relaxed))
    return fail(call.e, "a masked atomic_add is device-scope and relaxed; "
                        "for another scope or order, skip elements with an "
                        "index of -1 instead of the mask");
  if ((op == "atomic_add" || op == "scatter_add") &&
      (!isDiscarded(call.e) ||
       templateInt(call.callee, 0) != (int64_t)kiln::simt::Scope::Device ||
       templateInt(call.callee, 1) != (int64_t)kiln::simt::MemoryOrder::Relaxed))
    return emitAtomicOp(call);
  if (op == "store" || op == "store_mask" || op == "atomic_add") {
    Value view = call.arg(0), v = call.arg(1);
    if (!view || !v)
      return nullptr;
    // store(t, value, mask, offsets...): the mask broadcast to the value.
    Value mask;
    unsigned first = 2;
    if (op == "store_mask") {
      if (!(mask = call.arg(2)))
        return nullptr;
      mask = toTile(mask, call.argQT(2),
                    maskTile(cast<mlir::RankedTensorType>(v.getType())), false, l);
      first = 3;
    }
    auto vt = cast<ktile::ViewType>(view.getType());
    if (op == "atomic_add" && isFp8(vt.getElementType()))
      return fail(call.e, "atomics on fp8 tensors are not supported (no GPU "
                          "has fp8 atomics)");
    v = castElems(v, vt.getElementType(), isSignedQT(call.argQT(1)),
                  isSignedQT(call.argQT(0)), l);
    llvm::SmallVector<Value> offs;
    if (!offsetsFrom(first, offs))
      return nullptr;
    if (op != "atomic_add")
      ktile::StoreOp::create(b, l, view, offs, v, mask);
    else
      ktile::AtomicAddOp::create(b, l, view, offs, v);
    return nullptr;
  }
  if (op == "gather" || op == "scatter" || op == "scatter_add" ||
      op == "gather_mask" || op == "scatter_mask" || op == "scatter_add_mask") {
    bool g = op.starts_with("gather");
    bool masked = op.ends_with("_mask");
    bool add = op.starts_with("scatter_add");
    Value view = call.arg(0);
    Value v = g ? Value() : call.arg(1);
    if (!view || (!g && !v))
      return nullptr;
    auto vt = cast<ktile::ViewType>(view.getType());
    auto shapeTy = g ? resTile : cast<mlir::RankedTensorType>(v.getType());
    // gather(t, [mask, [other,]] idx...), scatter(t, v, [mask,] idx...):
    // one index per dimension, last.
    unsigned firstIdx = call.args.size() - vt.getRank();
    Value mask;
    if (masked) {
      unsigned at = g ? 1 : 2;
      if (!(mask = call.arg(at)))
        return nullptr;
      mask = toTile(mask, call.argQT(at), maskTile(shapeTy), false, l);
    }
    Value pad;
    if (g && firstIdx == 3 && !(pad = maskedPadding(call, 2, memTile(view))))
      return nullptr;
    llvm::SmallVector<Value> idx;
    for (unsigned i = firstIdx; i < call.args.size(); ++i) {
      Value x = call.arg(i);
      if (!x)
        return nullptr;
      if (!isa<mlir::IntegerType>(mlir::getElementTypeOrSelf(x.getType())))
        return fail(call.args[i], "gather/scatter indices are integer tiles");
      auto it = mlir::RankedTensorType::get(
          shapeTy.getShape(), mlir::getElementTypeOrSelf(x.getType()));
      idx.push_back(toTile(x, call.argQT(i), it, true, l));
    }
    if (g) {
      resTile = memTile(view);
      return fromMem(ktile::GatherOp::create(b, l, resTile, view, idx, mask, pad));
    }
    if (add && isFp8(vt.getElementType()))
      return fail(call.e, "atomics on fp8 tensors are not supported (no GPU "
                          "has fp8 atomics)");
    v = castElems(v, vt.getElementType(), isSignedQT(call.argQT(1)),
                  isSignedQT(call.argQT(0)), l);
    ktile::ScatterOp::create(b, l, view, idx, v, mask, add);
    return nullptr;
  }
  return call.unknown();
}

/// atomic_max/min/and/or/xor/exchange/cas (and atomic_add with a scope or
/// order): tile.atomic_rmw / tile.atomic_cas at offsets or index tiles,
/// returning the old values.
Value TileGen::emitAtomicOp(TileCall &call) {
  mlir::Location l = call.l;
  llvm::StringRef op = call.op;
  using kiln::simt::AtomicKind;
  bool cas = op == "atomic_cas";
  unsigned firstLoc = cas ? 3 : 2; // offsets or indices start here
  Value view = call.arg(0);
  if (!view)
    return nullptr;
  auto vt = cast<ktile::ViewType>(view.getType());
  mlir::Type et = vt.getElementType();
  bool sgn = isSignedQT(call.argQT(0));
  if (isFp8(et))
    return fail(call.e, "atomics on fp8 tensors are not supported (no GPU "
                        "has fp8 atomics)");
  // The values (cast to the view's element type, as store does).
  llvm::SmallVector<Value> vals;
  for (unsigned i = 1; i < firstLoc; ++i) {
    Value v = call.arg(i);
    if (!v)
      return nullptr;
    vals.push_back(castElems(v, et, isSignedQT(call.argQT(i)), sgn, l));
  }
  auto valTy = cast<mlir::RankedTensorType>(vals.back().getType());
  bool scatter = false;
  for (unsigned i = firstLoc; i < call.args.size(); ++i)
    scatter |= tileLibRecord(call.argQT(i), "tile") != nullptr;
  llvm::SmallVector<Value> offs, idx;
  for (unsigned i = firstLoc; i < call.args.size(); ++i) {
    if (!scatter) {
      offs.push_back(call.i64(i));
      if (!offs.back())
        return nullptr;
      continue;
    }
    Value x = call.arg(i);
    if (!x)
      return nullptr;
    auto it = mlir::RankedTensorType::get(valTy.getShape(),
                                          mlir::getElementTypeOrSelf(x.getType()));
    idx.push_back(toTile(x, call.argQT(i), it, true, l));
  }
  unsigned bits = et.getIntOrFloatBitWidth();
  if (bits != 32 && bits != 64)
    return fail(call.e, "'" + op.str() + "' acts on 32- or 64-bit elements; "
                        "this tensor's are " + std::to_string(bits) + "-bit");
  auto scope = (kiln::simt::Scope)templateInt(call.callee, 0);
  auto order = (kiln::simt::MemoryOrder)templateInt(call.callee, 1);
  if (cas)
    return ktile::AtomicCASOp::create(b, l, valTy, view, offs, idx, vals[0],
                                      vals[1], scope, order);
  bool isInt = isa<mlir::IntegerType>(et);
  AtomicKind kind =
      llvm::StringSwitch<AtomicKind>(op)
          .Cases({"atomic_add", "scatter_add"}, AtomicKind::Add)
          .Case("atomic_max", isInt && !sgn ? AtomicKind::UMax : AtomicKind::Max)
          .Case("atomic_min", isInt && !sgn ? AtomicKind::UMin : AtomicKind::Min)
          .Case("atomic_and", AtomicKind::And)
          .Case("atomic_or", AtomicKind::Or)
          .Case("atomic_xor", AtomicKind::Xor)
          .Default(AtomicKind::Exchange);
  if (!isInt && (kind == AtomicKind::And || kind == AtomicKind::Or ||
                 kind == AtomicKind::Xor))
    return fail(call.e, "'" + op.str() + "' needs an integer tensor");
  return ktile::AtomicRMWOp::create(b, l, valTy, kind, view, offs, idx,
                                    vals[0], scope, order);
}

/// Element-wise arithmetic, comparisons, selects, casts and math, with
/// NumPy broadcasting of tile and scalar operands.
Value TileGen::emitElementwiseOp(TileCall &call) {
  mlir::Location l = call.l;
  SourceLocation w = call.w;
  llvm::StringRef op = call.op;
  mlir::Type resTy = call.resTy;
  mlir::RankedTensorType resTile = call.resTile;
  bool resSigned = call.resSigned;
  static const llvm::StringSet<> binary = {
      "add", "sub", "mul", "div", "rem", "and", "or", "xor",
      "shl", "shr", "maximum", "minimum"};
  static const llvm::StringSet<> compare = {"eq", "ne", "lt", "le",
                                            "gt", "ge", "land", "lor"};
  // fp8 results compute in f32: fp8 tiles are widened, scalars enter the
  // f32 computation unrounded; only the result is rounded to fp8.
  auto wideOperand = [&](unsigned i) -> Value {
    Value v = call.arg(i);
    if (!v)
      return v;
    auto wide = mlir::RankedTensorType::get(resTile.getShape(), b.getF32Type());
    if (isFp8(v.getType()))
      v = castElems(v, b.getF32Type(), true, true, l);
    return toTile(v, call.argQT(i), wide, true, l);
  };
  if (binary.contains(op) && isFp8(resTile)) {
    Value x = wideOperand(0), y = wideOperand(1);
    Value r = x && y ? arithOp(op, x, y, true, l) : Value();
    return r ? castElems(r, resTile.getElementType(), true, true, l) : r;
  }
  if (binary.contains(op)) {
    Value x = call.arg(0), y = call.arg(1);
    if (!x || !y)
      return nullptr;
    x = toTile(x, call.argQT(0), resTile, resSigned, l);
    y = toTile(y, call.argQT(1), resTile, resSigned, l);
    return arithOp(op, x, y, resSigned, l);
  }
  if (op.size() > 1 && op[0] == 'i' && binary.contains(op.drop_front())) {
    // tile op= operand
    Value x = call.arg(0), y = call.arg(1);
    if (!x || !y)
      return nullptr;
    auto tt = cast<mlir::RankedTensorType>(x.getType());
    bool sgn = isSignedQT(call.argQT(0));
    if (isFp8(tt)) {
      // As the binary operators: in f32, the result rounded to fp8.
      auto wide = mlir::RankedTensorType::get(tt.getShape(), b.getF32Type());
      if (isFp8(y.getType()))
        y = castElems(y, b.getF32Type(), true, true, l);
      y = toTile(y, call.argQT(1), wide, true, l);
      Value r = arithOp(op.drop_front(), castElems(x, b.getF32Type(), true, true, l),
                        y, true, l);
      return assignVar(call.args[0],
                       castElems(r, tt.getElementType(), true, true, l),
                       call.argQT(0));
    }
    y = toTile(y, call.argQT(1), tt, sgn, l);
    return assignVar(call.args[0], arithOp(op.drop_front(), x, y, sgn, l), call.argQT(0));
  }
  if (compare.contains(op)) {
    Value x = call.arg(0), y = call.arg(1);
    if (!x || !y)
      return nullptr;
    // The operands meet in the wider element type.
    QualType ex = elemQT(call.argQT(0)), ey = elemQT(call.argQT(1));
    bool tx = isa<mlir::RankedTensorType>(x.getType());
    bool ty = isa<mlir::RankedTensorType>(y.getType());
    QualType ct = ex;
    if (op == "land" || op == "lor")
      ct = ctx.BoolTy;
    else if (!tx && ty)
      ct = ey;
    else if (tx && ty && ex != ey)
      ct = ctx.getTypeSize(ey) > ctx.getTypeSize(ex) ||
                   (ey->isFloatingType() && !ex->isFloatingType())
               ? ey
               : ex;
    // fp8 compares in f32 (a scalar operand unrounded).
    mlir::Type cet = fp8TypeOf(&cgm.mctx, ct) ? b.getF32Type()
                                               : cgm.convertType(ct, w);
    if (isFp8(x.getType()))
      x = castElems(x, b.getF32Type(), true, true, l);
    if (isFp8(y.getType()))
      y = castElems(y, b.getF32Type(), true, true, l);
    auto ctTy = mlir::RankedTensorType::get(resTile.getShape(), cet);
    bool sgn = ct->isSignedIntegerType();
    x = toTile(x, call.argQT(0), ctTy, sgn, l);
    y = toTile(y, call.argQT(1), ctTy, sgn, l);
    if (op == "land" || op == "lor")
      return arithOp(op, x, y, false, l);
    return cmpOp(op, x, y, sgn, l);
  }
  if (op == "neg" || op == "bnot" || op == "not") {
    Value x = call.arg(0);
    if (!x)
      return nullptr;
    if (op == "not")
      return arith::XOrIOp::create(b, l, castElems(x, b.getI1Type(), false, false, l),
                                   constant(resTy, 1, l));
    if (op == "bnot")
      return arith::XOrIOp::create(b, l, x, constant(resTy, -1, l));
    if (isFp8(x.getType()))
      return castElems(arith::NegFOp::create(b, l, widenFp8(x, l)),
                       resTile.getElementType(), true, true, l);
    if (isa<mlir::FloatType>(resTile.getElementType()))
      return arith::NegFOp::create(b, l, x);
    return arith::SubIOp::create(b, l, constant(resTy, 0, l), x);
  }
  if (op == "where") {
    Value c = call.arg(0), x = call.arg(1), y = call.arg(2);
    if (!c || !x || !y)
      return nullptr;
    c = toTile(c, call.argQT(0),
               mlir::RankedTensorType::get(resTile.getShape(), b.getI1Type()),
               false, l);
    x = toTile(x, call.argQT(1), resTile, resSigned, l);
    y = toTile(y, call.argQT(2), resTile, resSigned, l);
    return arith::SelectOp::create(b, l, c, x, y);
  }
  if (op == "cast") {
    Value x = call.arg(0);
    return x ? castElems(x, resTile.getElementType(), isSignedQT(call.argQT(0)),
                         resSigned, l)
             : x;
  }
  static const llvm::StringSet<> unary = {"exp", "exp2", "log", "log2",
                                          "sqrt", "rsqrt", "abs", "tanh",
                                          "erf", "sigmoid"};
  if (unary.contains(op)) {
    Value x = call.arg(0);
    return x ? mathOp(op, x, resSigned, l, call.w) : x;
  }
  if (op == "fma") {
    Value x = call.arg(0), y = call.arg(1), z = call.arg(2);
    if (!x || !y || !z)
      return nullptr;
    x = toTile(x, call.argQT(0), resTile, resSigned, l);
    y = toTile(y, call.argQT(1), resTile, resSigned, l);
    z = toTile(z, call.argQT(2), resTile, resSigned, l);
    if (isFp8(resTile)) {
      Value wz = widenFp8(z, l), wy = widenFp8(y, l);
      return castElems(math::FmaOp::create(b, l, widenFp8(x, l), wy, wz),
                       resTile.getElementType(), true, true, l);
    }
    if (isa<mlir::FloatType>(resTile.getElementType()))
      return math::FmaOp::create(b, l, x, y, z);
    return arith::AddIOp::create(b, l, arith::MulIOp::create(b, l, x, y), z);
  }
  return call.unknown();
}

/// Broadcasts, reshapes, permutations, new unit dimensions.
Value TileGen::emitShapeOp(TileCall &call) {
  mlir::Location l = call.l;
  llvm::StringRef op = call.op;
  const FunctionDecl *callee = call.callee;
  mlir::RankedTensorType resTile = call.resTile;
  bool resSigned = call.resSigned;
  if (op == "broadcast_to") {
    Value x = call.arg(0);
    return x ? toTile(x, call.argQT(0), resTile, resSigned, l) : x;
  }
  if (op == "item") {
    Value x = call.arg(0);
    return x ? onlyElement(x, l) : x;
  }
  if (op == "reshape") {
    Value x = call.arg(0);
    return x ? (Value)ktile::ReshapeOp::create(b, l, resTile, x) : x;
  }
  if (op == "permute" || op == "transpose") {
    Value x = call.arg(0);
    if (!x)
      return nullptr;
    llvm::SmallVector<int32_t> order;
    if (op == "transpose")
      order = {1, 0};
    else
      for (const TemplateArgument &a :
           callee->getTemplateSpecializationArgs()->get(0).pack_elements())
        order.push_back(a.getAsIntegral().getExtValue());
    return ktile::PermuteOp::create(b, l, resTile, x,
                                    b.getDenseI32ArrayAttr(order));
  }
  if (op == "expand_dims") {
    Value x = call.arg(0);
    return x ? (Value)ktile::ExpandDimsOp::create(
                   b, l, resTile, x,
                   b.getI32IntegerAttr(templateInt(callee, 0)))
             : x;
  }
  return call.unknown();
}

/// Reductions and scans along a constant axis; `reduce` with a lambda.
Value TileGen::emitReductionOp(TileCall &call) {
  mlir::Location l = call.l;
  SourceLocation w = call.w;
  llvm::StringRef op = call.op;
  const CallExpr *e = call.e;
  const FunctionDecl *callee = call.callee;
  QualType retQT = call.retQT;
  mlir::Type resTy = call.resTy;
  mlir::RankedTensorType resTile = call.resTile;
  // fp8 tiles reduce in f32 (the header's result types say float); a lambda
  // would need fp8 scalars, which do not exist.
  if (elemQT(call.argQT(0)) != QualType() &&
      fp8TypeOf(&cgm.mctx, elemQT(call.argQT(0))) &&
      (op == "reduce" || op == "scan"))
    return fail(e, "'" + op.str() + "' of an fp8 tile is not supported: "
                   "convert it first (cast<float>(t))");
  if (op == "sum" || op == "max" || op == "min" || op == "cumsum") {
    Value x = call.arg(0);
    if (!x)
      return nullptr;
    x = widenFp8(x, l);
    bool sgn = isSignedQT(call.argQT(0));
    llvm::StringRef comb = op == "sum" || op == "cumsum" ? "add"
                           : op == "max"                 ? "maximum"
                                                         : "minimum";
    return emitReduce(
        e, x, templateInt(callee, 0), resTy,
        [&](mlir::OpBuilder &, mlir::Location cl, Value p, Value q) {
          return arithOp(comb, p, q, sgn, cl);
        },
        op == "cumsum", op == "cumsum" && templateInt(callee, 1));
  }
  if (op == "argmax") {
    Value x = call.arg(0);
    if (!x)
      return nullptr;
    x = widenFp8(x, l);
    int axis = templateInt(callee, 0);
    bool sgn = isSignedQT(call.argQT(0));
    auto xt = cast<mlir::RankedTensorType>(x.getType());
    // max along the axis, then the smallest index holding it.
    mlir::Type mTy = xt.getRank() == 1 ? xt.getElementType()
                                       : (mlir::Type)mlir::RankedTensorType::get(
                                             resTile.getShape(), xt.getElementType());
    Value m = emitReduce(e, x, axis, mTy,
                         [&](mlir::OpBuilder &, mlir::Location cl, Value p, Value q) {
                           return arithOp("maximum", p, q, sgn, cl);
                         });
    if (auto mt = dyn_cast<mlir::RankedTensorType>(m.getType())) {
      llvm::SmallVector<int64_t> s(mt.getShape());
      s.insert(s.begin() + axis, 1);
      m = ktile::ExpandDimsOp::create(
          b, l, mlir::RankedTensorType::get(s, mt.getElementType()), m,
          b.getI32IntegerAttr(axis));
      m = ktile::BroadcastOp::create(b, l, xt, m);
    } else {
      m = ktile::SplatOp::create(b, l, xt, m);
    }
    Value eq = cmpOp("eq", x, m, sgn, l);
    // The index along `axis` at every element.
    auto idxTy = mlir::RankedTensorType::get(xt.getShape(), b.getI32Type());
    Value idx = axisIndex(xt, axis, l);
    Value big = constant(idxTy, INT32_MAX, l);
    Value sel = arith::SelectOp::create(b, l, eq, idx, big);
    return emitReduce(e, sel, axis, resTy,
                      [&](mlir::OpBuilder &, mlir::Location cl, Value p, Value q) {
                        return arithOp("minimum", p, q, true, cl);
                      });
  }
  if (op == "reduce" || op == "scan") {
    Value x = call.arg(0), init = call.arg(1);
    if (!x || !init)
      return nullptr;
    const LambdaExpr *lambda = lambdaOf(call.args[2]);
    if (!lambda)
      return fail(call.args[2], op + " takes a lambda, written at the call or "
                                     "held by a local variable");
    bool scan = op == "scan";
    Value r = emitReduce(
        e, x, templateInt(callee, 0), resTy,
        [&](mlir::OpBuilder &, mlir::Location cl, Value p, Value q) {
          return emitLambdaBody(lambda, p, q, cl);
        },
        scan, scan && templateInt(callee, 1));
    // op(init, result), element-wise.
    init = coerce(init, call.argQT(1), retQT, l, w);
    return emitLambdaBody(lambda, init, r, l);
  }
  return call.unknown();
}

/// Matrix products: mma(a, b, acc) and dot(a, b), optionally tf32.
Value TileGen::emitDotOp(TileCall &call) {
  mlir::Location l = call.l;
  llvm::StringRef op = call.op;
  mlir::Type resTy = call.resTy;
  mlir::RankedTensorType resTile = call.resTile;
  if (op == "mma" || op == "dot") {
    Value x = call.arg(0), y = call.arg(1);
    if (!x || !y)
      return nullptr;
    // fp8 operands (e4m3 and e5m2 in any mix) multiply exactly and
    // accumulate in f32 (mma.sync m16n8k32 on sm_89+); with another type
    // they would need a conversion the user should see.
    bool fp8x = isFp8(x.getType()), fp8y = isFp8(y.getType());
    if (fp8x != fp8y)
      return fail(call.e, "'" + op.str() + "' of an fp8 tile with a non-fp8 "
                          "tile: convert one of them first (cast<kiln::fp8_e4m3>(t) "
                          "or cast<_Float16>(t))");
    Value acc = op == "mma" ? call.arg(2) : constant(resTy, 0, l);
    if (!acc)
      return nullptr;
    if (fp8x && !cast<mlir::RankedTensorType>(acc.getType()).getElementType().isF32())
      return fail(call.args.size() > 2 ? call.args[2] : call.e,
                  "'" + op.str() + "' with fp8 operands accumulates in float: "
                  "the accumulator must be a float tile");
    // Optional last argument: kiln::tile::precision (a constant).
    mlir::UnitAttr tf32;
    unsigned precisionArg = op == "mma" ? 3 : 2;
    if (call.args.size() > precisionArg) {
      auto p = evalInt(call.args[precisionArg]);
      if (!p)
        return fail(call.args[precisionArg],
                    "the precision of '" + op.str() +
                        "' must be a constant (kiln::tile::precision::ieee or ::tf32)");
      if (*p == 1)
        tf32 = b.getUnitAttr();
    }
    return ktile::DotOp::create(b, l, resTile, x, y, acc, tf32);
  }
  return call.unknown();
}

Value TileGen::axisIndex(mlir::RankedTensorType xt, int64_t axis,
                         mlir::Location l) {
  int64_t n = xt.getShape()[axis];
  Value idx = ktile::ArangeOp::create(
      b, l, mlir::RankedTensorType::get({n}, b.getI32Type()),
      b.getI64IntegerAttr(0));
  auto idxTy = mlir::RankedTensorType::get(xt.getShape(), b.getI32Type());
  if (xt.getRank() > 1) {
    // Unit dimensions around the index by expand_dims, not a reshape: the
    // layout assignment gives expand_dims its source's registers, while a
    // reshape is a general relayout (through shared memory: 32 KB for an
    // 8192-wide argmax over 4 warps).
    llvm::SmallVector<int64_t> s{n};
    for (int64_t d = 0; d < xt.getRank(); ++d) {
      if (d == axis)
        continue;
      s.insert(s.begin() + d, 1);
      idx = ktile::ExpandDimsOp::create(
          b, l, mlir::RankedTensorType::get(s, b.getI32Type()), idx,
          b.getI32IntegerAttr(d));
    }
    if (s != llvm::SmallVector<int64_t>(xt.getShape()))
      idx = ktile::BroadcastOp::create(b, l, idxTy, idx);
  }
  return idx;
}

/// sort, sort (pairs, in place), argsort, topk, topk_indices, histogram.
Value TileGen::emitSortOp(TileCall &call) {
  mlir::Location l = call.l;
  llvm::StringRef op = call.op;
  const FunctionDecl *callee = call.callee;
  Value x = call.arg(0);
  if (!x)
    return nullptr;
  auto xt = cast<mlir::RankedTensorType>(x.getType());
  mlir::Type et = xt.getElementType();
  QualType eq = elemQT(call.argQT(0));
  if (op == "histogram") {
    Value mask;
    if (call.args.size() > 1 && !(mask = call.arg(1)))
      return nullptr;
    return ktile::HistogramOp::create(b, l, call.resTile, x, mask);
  }
  // Keys the network can order.
  if (isFp8(et))
    return fail(call.e, "'" + op.str() + "' of an fp8 tile is not supported: "
                        "convert it first (cast<float>(t))");
  if (et.isInteger(1))
    return fail(call.e, "'" + op.str() + "' of a bool tile is not supported: "
                        "convert it first (cast<int32_t>(t))");
  mlir::UnitAttr unsignedKeys =
      eq->isUnsignedIntegerOrEnumerationType() ? b.getUnitAttr() : mlir::UnitAttr();
  if (op == "topk" || op == "topk_indices") {
    int64_t k = templateInt(callee, 0), axis = templateInt(callee, 1);
    // topk and topk_indices of the same tile share one network: reuse an
    // earlier one of this block.
    mlir::Block *blk = b.getInsertionBlock();
    ktile::TopKOp found;
    for (mlir::Operation &o : llvm::make_range(blk->begin(), b.getInsertionPoint()))
      if (auto t = dyn_cast<ktile::TopKOp>(o))
        if (t.getSource() == x && (int64_t)t.getAxis() == axis &&
            (int64_t)t.getK() == k && t.getUnsignedKeys() == (bool)unsignedKeys)
          found = t;
    if (!found) {
      llvm::SmallVector<int64_t> shape(xt.getShape());
      shape[axis] = k;
      found = ktile::TopKOp::create(
          b, l, mlir::RankedTensorType::get(shape, et),
          mlir::RankedTensorType::get(shape, b.getI32Type()), x,
          b.getI32IntegerAttr(axis), b.getI32IntegerAttr(k), unsignedKeys);
    }
    return op == "topk" ? found.getValues() : found.getIndices();
  }
  int64_t axis = templateInt(callee, 0);
  mlir::UnitAttr desc = templateInt(callee, 1) ? b.getUnitAttr() : mlir::UnitAttr();
  llvm::SmallVector<Value> values;
  if (op == "argsort")
    values.push_back(axisIndex(xt, axis, l));
  if (op == "sort_pairs") {
    Value v = call.arg(1);
    if (!v)
      return nullptr;
    if (isFp8(v.getType()))
      return fail(call.args[1], "sorting fp8 values is not supported: convert "
                                "them first (cast<float>(t))");
    values.push_back(v);
  }
  llvm::SmallVector<mlir::Type> valueTypes;
  for (Value v : values)
    valueTypes.push_back(v.getType());
  auto s = ktile::SortOp::create(b, l, xt, valueTypes, x, values,
                                 b.getI32IntegerAttr(axis), desc, unsignedKeys);
  if (op == "sort")
    return s.getSorted();
  if (op == "argsort")
    return s.getSortedValues()[0];
  // In place: both arguments are local tile variables.
  if (!assignVar(call.args[0], s.getSorted(), call.argQT(0)))
    return nullptr;
  assignVar(call.args[1], s.getSortedValues()[0], call.argQT(1));
  return nullptr;
}
