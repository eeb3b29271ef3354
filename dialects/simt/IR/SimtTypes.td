//===- SimtTypes.td - simt types -----------------------------*- tablegen -*-===//
#ifndef KILN_SIMT_TYPES
#define KILN_SIMT_TYPES

include "dialects/simt/IR/SimtAttrs.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"
include "mlir/IR/AttrTypeBase.td"

class Simt_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Simt_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Simt_PtrType : Simt_Type<"Ptr", "ptr", [
    DeclareTypeInterfaceMethods<DataLayoutTypeInterface>]> {
  let summary = "a typed pointer into one address space";
  let description = [{
    `!simt.ptr<T, space>` points at values of type `T` in `space` (generic,
    global, shared, constant or local). `simt.ptr_add` advances it by whole
    elements, which keeps shared-memory index expressions visible to the
    hazard analysis. Lowers to `!llvm.ptr<space>`.

    Its data layout is NVPTX's with 64-bit pointers in every space (Kiln
    does not use `nvptx-short-ptr`): 8 bytes, aligned to 8, so that
    `mlir::DataLayout` sizes the structs and arrays that hold pointers as
    the host and the backend do.
  }];
  let parameters = (ins "::mlir::Type":$elementType,
                        EnumParameter<Simt_AddressSpace>:$addressSpace);
  let assemblyFormat = "`<` $elementType `,` $addressSpace `>`";
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$elementType,
                                        "AddressSpace":$addressSpace), [{
      return $_get(elementType.getContext(), elementType, addressSpace);
    }]>
  ];
  let extraClassDeclaration = [{
    bool isShared() const { return getAddressSpace() == AddressSpace::Shared; }
    PtrType withAddressSpace(AddressSpace space) const {
      return PtrType::get(getElementType(), space);
    }
    PtrType withElementType(::mlir::Type type) const {
      return PtrType::get(type, getAddressSpace());
    }
  }];
}

def Simt_AnyPtr : Type<CPred<"::llvm::isa<::kiln::simt::PtrType>($_self)">,
                       "simt pointer", "::kiln::simt::PtrType">;

#endif // KILN_SIMT_TYPES
