//===- SimtTensorCoreOps.cpp - tensor core op verifiers -------------------===//
#include "dialects/simt/IR/SimtDialect.h"

using namespace mlir;
using namespace kiln::simt;

LogicalResult MmaSyncOp::verify() {
  Type t = getType();
  auto isFp8 = [](Type e) { return isa<Float8E4M3FNType, Float8E5M2Type>(e); };
  if (!t.isF16() && !t.isBF16() && !t.isTF32() && !isFp8(t))
    return emitOpError() << "takes f16 or bf16 (m16n8k16), tf32 (m16n8k8) or "
                            "fp8 (m16n8k32) inputs, not " << t;
  if (getBType() && !(isFp8(t) && isFp8(*getBType())))
    return emitOpError() << "b_type mixes fp8 formats only (e4m3 with e5m2), not "
                         << t << " with " << *getBType();
  if (getA().size() != 4 || getB().size() != 2 || getC().size() != 4)
    return emitOpError() << (t.isTF32() ? "m16n8k8" : isFp8(t) ? "m16n8k32" : "m16n8k16")
                         << " takes 4 a, 2 b and 4 c registers";
  return success();
}

LogicalResult LdMatrixOp::verify() {
  int32_t n = getNum();
  if (n != 1 && n != 2 && n != 4)
    return emitOpError() << "loads 1, 2 or 4 matrices, not " << n;
  if (int64_t(getFragments().size()) != n)
    return emitOpError() << "with num = " << n << " has " << n
                         << " results, not " << getFragments().size();
  if (!cast<PtrType>(getPtr().getType()).isShared())
    return emitOpError() << "reads shared memory: the pointer must be in the shared space";
  return success();
}

LogicalResult CpAsyncOp::verify() {
  if (!cast<PtrType>(getDst().getType()).isShared())
    return emitOpError() << "copies into shared memory: the destination must be in the shared space";
  auto space = cast<PtrType>(getSrc().getType()).getAddressSpace();
  if (space != AddressSpace::Global && space != AddressSpace::Generic)
    return emitOpError() << "copies from global memory: the source must be a global or generic pointer";
  return success();
}

LogicalResult WgmmaOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties properties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  // The results are the accumulators: everything after the two pointers.
  for (Value v : operands.drop_front(2))
    inferred.push_back(v.getType());
  return success();
}

// fp8 (f8E4M3FN, f8E5M2; sm_90a): `type` is A's format and a `b_type`
// attribute names B's when it differs (e4m3 and e5m2 mix freely); k is 32
// per instruction, 32 bytes of each row as for 16-bit types, and B must be
// K-major (fp8 wgmma has no transpose bit).
LogicalResult WgmmaOp::verify() {
  Type t = getType();
  auto isFp8 = [](Type e) { return isa<Float8E4M3FNType, Float8E5M2Type>(e); };
  if (!t.isBF16() && !t.isF16() && !t.isTF32() && !isFp8(t))
    return emitOpError() << "multiplies f16, bf16, tf32 or fp8 (f8E4M3FN, f8E5M2) operands, not "
                         << t;
  if (t.isTF32() && getBMnMajor())
    return emitOpError() << "reads tf32 B K-major only: tf32 wgmma has no transpose bit";
  if (Attribute bType = (*this)->getAttr("b_type")) {
    auto tb = dyn_cast<TypeAttr>(bType);
    if (!tb || !isFp8(t) || !isFp8(tb.getValue()))
      return emitOpError() << "takes a b_type only for fp8 operands (e4m3 and e5m2 in any mix)";
  }
  if (isFp8(t) && getBMnMajor())
    return emitOpError() << "reads fp8 B K-major only: fp8 wgmma has no transpose bit";
  int64_t n = getN();
  if (n < 8 || n > 256 || n % 8)
    return emitOpError() << "has n = " << n << "; wgmma's n is a multiple of 8 from 8 to 256";
  if (int64_t(getC().size()) != n / 2)
    return emitOpError() << "with n = " << n << " takes " << n / 2
                         << " accumulator registers per thread, not " << getC().size();
  for (Value p : {getA(), getB()})
    if (!cast<PtrType>(p.getType()).isShared())
      return emitOpError() << "reads its operands from shared memory: both pointers must be in the shared space";
  auto swizzleOk = [](int64_t s) { return s == 32 || s == 64 || s == 128; };
  if (!swizzleOk(getASwizzle()) || !swizzleOk(getBSwizzle()))
    return emitOpError() << "swizzle modes are 32, 64 or 128 bytes";
  for (int64_t offset : {getASbo(), getBLbo(), getBSbo()})
    if (offset <= 0 || offset % 16 || offset >= (1 << 18))
      return emitOpError() << "strides are positive multiples of 16 bytes below 256 KiB, not " << offset;
  return success();
}
