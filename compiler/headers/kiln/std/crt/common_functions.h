// kilnc: the CUDA prelude (force-included) already declares what the toolkit's internal
// <crt/common_functions.h> gives device code.
#pragma once
