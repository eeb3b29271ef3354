// kilnc: the CUDA prelude (force-included) already declares what this header (the toolkit's
// implementation part of <sm_61_intrinsics.h>) gives device code.
#pragma once
