//===- cuda_bf16.hpp - part of <cuda_bf16.h>, for kilnc -----------------------===//
#include <cuda_bf16.h>
