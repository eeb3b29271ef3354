//===- PipelineRegistration.h - kilnc's pipelines in kiln-opt ---*- C++ -*-===//
#ifndef KILN_COMPILER_PIPELINES_PIPELINEREGISTRATION_H
#define KILN_COMPILER_PIPELINES_PIPELINEREGISTRATION_H

namespace kiln {

/// Registers the pipelines kilnc runs, built by the same functions
/// (Pipelines.h), so that kiln-opt reproduces each stage exactly:
///   --kiln-tile-to-simt-pipeline   the tile passes (tile kernels only)
///   --kiln-simt-pipeline           frontend output -> `kilnc --emit=simt`
///   --kiln-simt-to-llvm-pipeline   verified simt -> NVVM + LLVM dialects
void registerPipelines();

} // namespace kiln

#endif
