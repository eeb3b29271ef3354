// kilnc: the CUDA prelude (force-included) already declares what this header (the toolkit's
// implementation part of <sm_20_atomic_functions.h>) gives device code.
#pragma once
