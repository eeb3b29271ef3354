//===- TypeLayout.cpp - sizes and alignments of simt-level types ----------===//
#include "compiler/Target/TypeLayout.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

uint64_t kiln::typeSizeInBytes(Type type) {
  if (isa<simt::PtrType, LLVM::LLVMPointerType, IndexType>(type))
    return 8;
  if (type.isIntOrFloat())
    return (type.getIntOrFloatBitWidth() + 7) / 8;
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return array.getNumElements() * typeSizeInBytes(array.getElementType());
  if (auto vec = dyn_cast<VectorType>(type))
    return vec.getNumElements() * typeSizeInBytes(vec.getElementType());
  if (auto st = dyn_cast<LLVM::LLVMStructType>(type)) {
    uint64_t size = 0, align = 1;
    for (Type field : st.getBody()) {
      uint64_t a = st.isPacked() ? 1 : typeAlignInBytes(field);
      size = (size + a - 1) / a * a + typeSizeInBytes(field);
      align = std::max(align, a);
    }
    return (size + align - 1) / align * align;
  }
  return 0;
}

uint64_t kiln::typeAlignInBytes(Type type) {
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return typeAlignInBytes(array.getElementType());
  if (auto st = dyn_cast<LLVM::LLVMStructType>(type)) {
    uint64_t align = 1;
    if (!st.isPacked())
      for (Type field : st.getBody())
        align = std::max(align, typeAlignInBytes(field));
    return align;
  }
  if (auto vec = dyn_cast<VectorType>(type))
    return typeSizeInBytes(vec);
  uint64_t size = typeSizeInBytes(type);
  return size ? size : 1;
}
