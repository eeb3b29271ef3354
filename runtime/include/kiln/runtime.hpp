// Kiln runtime: a C++ face over the CUDA Driver API for loading and launching Kiln kernels.
#pragma once

#include "kiln/bundle.hpp"
#include "kiln/context.hpp"
#include "kiln/device.hpp"
#include "kiln/driver.hpp"
#include "kiln/error.hpp"
#include "kiln/kernel.hpp"
#include "kiln/memory.hpp"
#include "kiln/module.hpp"
#include "kiln/stream.hpp"
#include "kiln/types.hpp"
