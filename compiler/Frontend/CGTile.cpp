//===- CGTile.cpp - tile kernels: entry points, types, conversions --------===//
//
// The hooks CGModule and CGTypes call for KILN_TILE_KERNEL functions, the
// types of tile kernel values and the element conversions and broadcasts the
// statements, expressions and primitives share. The overview is in CGTile.h.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGTile.h"
#include "dialects/tile/IR/TileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

using namespace kiln::frontend;
using namespace clang;
namespace arith = mlir::arith;
namespace math = mlir::math;
namespace scf = mlir::scf;
namespace ktile = kiln::tile;
using mlir::Value;

// --- hooks called from CGModule / CGTypes -----------------------------------

bool kiln::frontend::isTileKernel(const FunctionDecl *fd) {
  for (const FunctionDecl *r : fd->redecls())
    for (const auto *a : r->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == "kiln.tile_kernel")
        return true;
  return false;
}

mlir::FunctionType kiln::frontend::tileFunctionType(ModuleGen &cgm,
                                                    const FunctionDecl *fd) {
  llvm::SmallVector<mlir::Type> inputs;
  for (const ParmVarDecl *p : fd->parameters())
    inputs.push_back(TileGen::typeOf(cgm, p->getType(), p->getLocation()));
  if (!fd->getReturnType()->isVoidType())
    cgm.error(fd->getLocation(), "a tile kernel returns void");
  return mlir::FunctionType::get(&cgm.mctx, inputs, {});
}

void kiln::frontend::emitTileKernel(ModuleGen &cgm, const FunctionDecl *fd,
                                    mlir::func::FuncOp func) {
  // Dialects may load on demand: load what tile kernels are emitted into.
  cgm.mctx.getOrLoadDialect<ktile::TileDialect>();
  cgm.mctx.getOrLoadDialect<scf::SCFDialect>();
  cgm.mctx.getOrLoadDialect<arith::ArithDialect>();
  cgm.mctx.getOrLoadDialect<math::MathDialect>();
  mlir::OpBuilder b(&cgm.mctx);
  func->setAttr(kiln::simt::SimtDialect::KernelAttrHelper::getNameStr(), b.getUnitAttr());
  // Without a hint, tile-choose-num-warps decides from the kernel's tiles.
  std::optional<int64_t> warps;
  for (const FunctionDecl *r : fd->redecls())
    for (const auto *a : r->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == "kiln.tile_num_warps") {
        Expr::EvalResult res;
        if (a->args_size() != 1 ||
            !(*a->args_begin())->EvaluateAsInt(res, cgm.ctx)) {
          cgm.error(a->getLocation(), "KILN_NUM_WARPS needs a constant");
          continue;
        }
        int64_t hint = res.Val.getInt().getExtValue();
        if (hint < 1 || hint > 32 || (hint & (hint - 1))) {
          cgm.error(a->getLocation(),
                    "KILN_NUM_WARPS must be a power of two from 1 to 32");
          continue;
        }
        warps = hint;
      }
  if (warps)
    func->setAttr(ktile::TileDialect::kNumWarpsAttrName,
                  b.getI32IntegerAttr(*warps));
  std::string sig;
  llvm::raw_string_ostream os(sig);
  os << fd->getName() << "(";
  bool first = true;
  for (const ParmVarDecl *p : fd->parameters()) {
    os << (first ? "" : ", ")
       << p->getType().getAsString(cgm.ctx.getPrintingPolicy());
    first = false;
  }
  os << ")";
  func->setAttr(kiln::simt::SimtDialect::SignatureAttrHelper::getNameStr(), b.getStringAttr(sig));
  TileGen(cgm, fd, func).run();
}

const ClassTemplateSpecializationDecl *
TileGen::tileLibRecord(QualType t, llvm::StringRef name) {
  t = t.getNonReferenceType().getCanonicalType();
  auto *spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      t->getAsCXXRecordDecl());
  if (!spec || spec->getName() != name)
    return nullptr;
  auto *ns = dyn_cast<NamespaceDecl>(spec->getDeclContext());
  if (!ns || ns->getName() != "tile")
    return nullptr;
  auto *outer = dyn_cast<NamespaceDecl>(ns->getDeclContext());
  if (!outer || outer->getName() != "kiln")
    return nullptr;
  return spec;
}

QualType TileGen::elemQT(QualType t) {
  t = t.getNonReferenceType().getCanonicalType();
  if (auto *s = tileLibRecord(t, "tile"))
    return s->getTemplateArgs()[0].getAsType().getCanonicalType();
  if (auto *s = tileLibRecord(t, "tensor"))
    return s->getTemplateArgs()[0].getAsType().getCanonicalType();
  return t.getUnqualifiedType();
}

mlir::Type TileGen::fp8TypeOf(mlir::MLIRContext *mctx, QualType t) {
  auto *rd = t.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl();
  if (!rd || !rd->getIdentifier())
    return nullptr;
  auto *ns = dyn_cast<NamespaceDecl>(rd->getDeclContext());
  if (!ns || ns->getName() != "kiln" ||
      !isa<TranslationUnitDecl>(ns->getDeclContext()->getRedeclContext()))
    return nullptr;
  if (rd->getName() == "fp8_e4m3")
    return mlir::Float8E4M3FNType::get(mctx);
  if (rd->getName() == "fp8_e5m2")
    return mlir::Float8E5M2Type::get(mctx);
  return nullptr;
}

mlir::Type TileGen::typeOf(ModuleGen &cgm, QualType t, SourceLocation w) {
  t = t.getNonReferenceType().getCanonicalType();
  // Element types: fp8 records are MLIR's builtin 8-bit floats.
  auto elemType = [&](QualType et, bool mem) -> mlir::Type {
    if (mlir::Type f8 = fp8TypeOf(&cgm.mctx, et))
      return f8;
    return mem ? cgm.memType(et.getUnqualifiedType(), w)
               : cgm.convertType(et, w);
  };
  if (auto *s = tileLibRecord(t, "tile")) {
    llvm::SmallVector<int64_t> shape;
    for (const TemplateArgument &a : s->getTemplateArgs()[1].pack_elements())
      shape.push_back(a.getAsIntegral().getExtValue());
    return mlir::RankedTensorType::get(shape, elemType(elemQT(t), false));
  }
  if (auto *s = tileLibRecord(t, "tensor"))
    return ktile::ViewType::get(
        &cgm.mctx, elemType(elemQT(t), true),
        (unsigned)s->getTemplateArgs()[1].getAsIntegral().getExtValue());
  if (fp8TypeOf(&cgm.mctx, t)) {
    cgm.error(w, "fp8 scalars are not supported in tile kernels (fp8 is a "
                 "tile and tensor element type: compute on tiles, or in float)");
    return mlir::Float32Type::get(&cgm.mctx);
  }
  if (t->isArithmeticType())
    return cgm.convertType(t, w);
  cgm.error(w, "type '" + t.getAsString() +
                   "' is not supported in tile kernels (tiles, tensors and "
                   "arithmetic scalars are)");
  return mlir::IntegerType::get(&cgm.mctx, 32);
}

Value TileGen::constant(mlir::Type t, double v, mlir::Location l) {
  mlir::Type et = mlir::getElementTypeOrSelf(t);
  mlir::TypedAttr a;
  if (isa<mlir::FloatType>(et))
    a = b.getFloatAttr(et, v);
  else
    a = b.getIntegerAttr(et, (int64_t)v);
  if (auto rt = dyn_cast<mlir::RankedTensorType>(t))
    return arith::ConstantOp::create(b, l, mlir::DenseElementsAttr::get(rt, a));
  return arith::ConstantOp::create(b, l, a);
}

Value TileGen::widenFp8(Value v, mlir::Location l) {
  return isFp8(v.getType()) ? castElems(v, b.getF32Type(), true, true, l) : v;
}

/// `v` rounded to fp8 type `t` as the hardware's cvt.rn.satfinite does:
/// nearest even, out-of-range values (infinities too) to the largest finite
/// value of their sign, NaN stays NaN.
static llvm::APFloat toFp8Satfinite(llvm::APFloat v, mlir::FloatType t) {
  bool nan = v.isNaN(), neg = v.isNegative();
  bool lost;
  v.convert(t.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
  if (!nan && (v.isInfinity() || v.isNaN()))
    return llvm::APFloat::getLargest(t.getFloatSemantics(), neg);
  return v;
}

Value TileGen::castElems(Value v, mlir::Type to, bool srcSigned,
                         bool dstSigned, mlir::Location l) {
  mlir::Type from = mlir::getElementTypeOrSelf(v.getType());
  if (from == to)
    return v;
  // fp8 converts only to and from f16/bf16/f32/f64 (arith.extf/truncf,
  // lowered to the cvt instructions); other types go through f32, the two
  // fp8 formats through f16 (exact for both).
  if (isFp8(from) || isFp8(to)) {
    bool wideFrom = isa<mlir::FloatType>(from) && !isFp8(from);
    bool wideTo = isa<mlir::FloatType>(to) && !isFp8(to);
    // A constant scalar is rounded here (an fp8 splat, pad or operand).
    llvm::APFloat c(0.0);
    llvm::APInt ci;
    if (isFp8(to) && !isa<mlir::RankedTensorType>(v.getType())) {
      bool isConst = mlir::matchPattern(v, mlir::m_ConstantFloat(&c));
      if (!isConst && mlir::matchPattern(v, mlir::m_ConstantInt(&ci))) {
        isConst = true;
        c = llvm::APFloat(llvm::APFloat::IEEEdouble());
        c.convertFromAPInt(ci, srcSigned && !from.isInteger(1),
                           llvm::APFloat::rmNearestTiesToEven);
      }
      if (isConst) {
        auto ft = cast<mlir::FloatType>(to);
        return arith::ConstantOp::create(
            b, l, mlir::FloatAttr::get(ft, toFp8Satfinite(c, ft)));
      }
    }
    if (isFp8(from) && isFp8(to))
      return castElems(castElems(v, b.getF16Type(), true, true, l), to, true,
                       true, l);
    if ((isFp8(from) && !wideTo) || (isFp8(to) && !wideFrom))
      return castElems(castElems(v, b.getF32Type(), srcSigned, true, l), to,
                       true, dstSigned, l);
  }
  mlir::Type rt = to;
  if (auto tt = dyn_cast<mlir::RankedTensorType>(v.getType()))
    rt = mlir::RankedTensorType::get(tt.getShape(), to);
  bool fi = isa<mlir::FloatType>(from), ti = isa<mlir::FloatType>(to);
  if (to.isInteger(1)) {
    Value z = constant(v.getType(), 0, l);
    if (fi)
      return arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNE, v, z);
    return arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, v, z);
  }
  if (from.isInteger(1))
    srcSigned = false;
  if (fi && ti)
    return from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth()
               ? (Value)arith::ExtFOp::create(b, l, rt, v)
               : (Value)arith::TruncFOp::create(b, l, rt, v);
  if (!fi && ti)
    return srcSigned ? (Value)arith::SIToFPOp::create(b, l, rt, v)
                     : (Value)arith::UIToFPOp::create(b, l, rt, v);
  if (fi && !ti)
    return dstSigned ? (Value)arith::FPToSIOp::create(b, l, rt, v)
                     : (Value)arith::FPToUIOp::create(b, l, rt, v);
  unsigned fw = from.getIntOrFloatBitWidth(), tw = to.getIntOrFloatBitWidth();
  if (fw < tw)
    return srcSigned ? (Value)arith::ExtSIOp::create(b, l, rt, v)
                     : (Value)arith::ExtUIOp::create(b, l, rt, v);
  return arith::TruncIOp::create(b, l, rt, v);
}

Value TileGen::toTile(Value v, QualType vt, mlir::RankedTensorType to,
                      bool dstSigned, mlir::Location l) {
  // A variable scalar becomes an fp8 tile by a splat in f32 and the tile's
  // conversion: the lowering keeps no fp8 scalars.
  if (isFp8(to.getElementType()) && !isa<mlir::RankedTensorType>(v.getType()) &&
      !mlir::matchPattern(v, mlir::m_Constant())) {
    auto wide = mlir::RankedTensorType::get(to.getShape(), b.getF32Type());
    return castElems(toTile(v, vt, wide, true, l), to.getElementType(), true,
                     dstSigned, l);
  }
  v = castElems(v, to.getElementType(), isSignedQT(vt), dstSigned, l);
  auto tt = dyn_cast<mlir::RankedTensorType>(v.getType());
  if (!tt)
    return ktile::SplatOp::create(b, l, to, v);
  while (tt.getRank() < to.getRank()) {
    llvm::SmallVector<int64_t> shape(tt.getShape());
    shape.insert(shape.begin(), 1);
    auto nt = mlir::RankedTensorType::get(shape, tt.getElementType());
    v = ktile::ExpandDimsOp::create(b, l, nt, v, b.getI32IntegerAttr(0));
    tt = nt;
  }
  if (tt.getShape() != to.getShape())
    v = ktile::BroadcastOp::create(b, l, to, v);
  return v;
}

Value TileGen::coerce(Value v, QualType from, QualType to, mlir::Location l,
                      SourceLocation w) {
  mlir::Type t = typeOf(to, w);
  if (auto rt = dyn_cast<mlir::RankedTensorType>(t))
    return toTile(v, from, rt, isSignedQT(to), l);
  if (isa<ktile::ViewType>(t))
    return v;
  return castElems(v, t, isSignedQT(from), isSignedQT(to), l);
}
