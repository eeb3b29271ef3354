//===- PassRegistration.cpp - every pass kiln-opt can run -----------------===//
//
// Apart from the dialects (Registration.cpp) and in a library of its own, because
// registering MLIR's conversion passes pulls in every conversion upstream has: kilnc, which
// builds its pipelines from pass constructors, never links it and stays small.
//
//===----------------------------------------------------------------------===//
#include "compiler/Registration/PassRegistration.h"

#include "compiler/Conversion/Passes.h"
#include "compiler/Pipelines/PipelineRegistration.h"
#include "compiler/Target/Passes.h"
#include "dialects/simt/Transforms/Passes.h"
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Transforms/Passes.h"

void kiln::registerAllPasses() {
  mlir::registerTransformsPasses();
  mlir::registerConversionPasses();
  kiln::simt::registerSimtTransformsPasses();
  kiln::tile::registerTileTransformsPasses();
  kiln::registerKilnConversionPasses();
  kiln::registerKilnTargetPasses();
  kiln::registerPipelines();
}
